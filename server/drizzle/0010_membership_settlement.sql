ALTER TABLE "membership_orders" ADD COLUMN "basis" jsonb;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "settlement" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "handled_by" integer;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "handled_note" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD COLUMN "handled_time" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_handled_by_users_id_fk" FOREIGN KEY ("handled_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_orders_status_idx" ON "membership_orders" USING btree ("status","id");