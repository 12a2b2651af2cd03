CREATE TABLE "membership_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"refund_no" varchar(64) NOT NULL,
	"provider" varchar(20) NOT NULL,
	"amount_fen" integer NOT NULL,
	"reason" varchar(80) NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider_status" varchar(40) DEFAULT '' NOT NULL,
	"provider_refund_id" varchar(64) DEFAULT '' NOT NULL,
	"provider_answer" text DEFAULT '' NOT NULL,
	"message" varchar(200) DEFAULT '' NOT NULL,
	"requested_by" integer NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "membership_refunds" ADD CONSTRAINT "membership_refunds_order_id_membership_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."membership_orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_refunds" ADD CONSTRAINT "membership_refunds_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_refunds_no_uq" ON "membership_refunds" USING btree ("refund_no");--> statement-breakpoint
CREATE INDEX "membership_refunds_order_idx" ON "membership_refunds" USING btree ("order_id");--> statement-breakpoint
-- Before refunds went through the provider, 已退款 (5) was set only by hand (处理): those orders are 已处理 (8).
UPDATE "membership_orders" SET "status" = 8 WHERE "status" = 5;
