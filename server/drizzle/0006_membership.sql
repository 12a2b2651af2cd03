CREATE TABLE "membership_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_no" varchar(40) NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"type" smallint NOT NULL,
	"plan_code" varchar(1) NOT NULL,
	"years" smallint NOT NULL,
	"priced_years" smallint NOT NULL,
	"extra_staff" integer DEFAULT 0 NOT NULL,
	"capacity" integer NOT NULL,
	"amount_fen" integer NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"provider" varchar(20) NOT NULL,
	"code_url" varchar(500) NOT NULL,
	"transaction_id" varchar(64),
	"plan_before" jsonb,
	"plan_after" jsonb,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_time" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_notifications" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"provider" varchar(20) NOT NULL,
	"order_no" varchar(40),
	"transaction_id" varchar(64),
	"amount_fen" integer,
	"outcome" varchar(20) NOT NULL,
	"reason" varchar(255) DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"received_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_orders" ADD CONSTRAINT "membership_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "membership_orders_no_uq" ON "membership_orders" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "membership_orders_company_idx" ON "membership_orders" USING btree ("company_id","create_time");--> statement-breakpoint
CREATE INDEX "payment_notifications_order_idx" ON "payment_notifications" USING btree ("order_no");