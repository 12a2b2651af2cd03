DROP INDEX "business_followups_company_follower_idx";--> statement-breakpoint
DROP INDEX "customer_followups_company_follower_idx";--> statement-breakpoint
CREATE INDEX "business_followups_follower_idx" ON "business_followups" USING btree ("follower_id","company_id","id");--> statement-breakpoint
CREATE INDEX "customer_followups_follower_idx" ON "customer_followups" USING btree ("follower_id","company_id","id");