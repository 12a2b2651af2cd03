ALTER TABLE "customers" ADD COLUMN "followup_reminded_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD COLUMN "followup_reminded_for" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "customers_followup_pending_idx" ON "customers" USING btree ((case when "followup_reminded_for" is distinct from "next_follow_time" then "next_follow_time" end));--> statement-breakpoint
CREATE INDEX "business_followup_pending_idx" ON "business_opportunities" USING btree ((case when "followup_reminded_for" is distinct from "next_follow_time" then "next_follow_time" end));--> statement-breakpoint
CREATE INDEX "tasks_open_due_idx" ON "tasks" USING btree ("due_date","id") WHERE "tasks"."status" = 0;--> statement-breakpoint
CREATE INDEX "collections_open_planned_idx" ON "collections" USING btree ("planned_date","id") WHERE "collections"."received_amount" < "collections"."planned_amount";