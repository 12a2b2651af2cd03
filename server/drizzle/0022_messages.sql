CREATE TABLE "message_opt_outs" (
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	CONSTRAINT "message_opt_outs_user_id_kind_pk" PRIMARY KEY("user_id","kind")
);
--> statement-breakpoint
CREATE TABLE "message_settings" (
	"company_id" integer PRIMARY KEY NOT NULL,
	"retention_days" integer DEFAULT 90 NOT NULL,
	"stock_alert_threshold" integer DEFAULT 5 NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" varchar(500) DEFAULT '' NOT NULL,
	"link" varchar(255),
	"dedupe_key" varchar(200),
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"read_time" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "message_opt_outs" ADD CONSTRAINT "message_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_settings" ADD CONSTRAINT "message_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_user_id_idx" ON "messages" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "messages_user_unread_idx" ON "messages" USING btree ("user_id") WHERE "messages"."read_time" is null;--> statement-breakpoint
CREATE INDEX "messages_company_time_idx" ON "messages" USING btree ("company_id","create_time");--> statement-breakpoint
CREATE UNIQUE INDEX "messages_user_dedupe_uq" ON "messages" USING btree ("user_id","dedupe_key") WHERE "messages"."dedupe_key" is not null;