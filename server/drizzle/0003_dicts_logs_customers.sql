CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "dict_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sequence" integer DEFAULT 999 NOT NULL,
	"parent_code" varchar(20) DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dict_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"value" varchar(20) NOT NULL,
	"name" varchar(50) NOT NULL,
	"sequence" integer DEFAULT 999 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operation_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"user_id" integer,
	"username" varchar(32) DEFAULT '' NOT NULL,
	"action" varchar(20) NOT NULL,
	"resource" varchar(50) NOT NULL,
	"record_id" integer,
	"description" varchar(255) NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"channel_type" smallint NOT NULL,
	"channel_status" smallint NOT NULL,
	"intent_degree" smallint NOT NULL,
	"contact_name" varchar(50) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"region" varchar(100) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"owner_id" integer,
	"source_remark" varchar(255) DEFAULT '' NOT NULL,
	"next_follow_time" timestamp with time zone,
	"last_follow_time" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dict_items" ADD CONSTRAINT "dict_items_group_id_dict_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."dict_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_groups_code_uq" ON "dict_groups" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "dict_items_group_value_uq" ON "dict_items" USING btree ("group_id","value");--> statement-breakpoint
CREATE INDEX "dict_items_group_idx" ON "dict_items" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "operation_logs_company_time_idx" ON "operation_logs" USING btree ("company_id","create_time");--> statement-breakpoint
CREATE INDEX "operation_logs_record_idx" ON "operation_logs" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "customers_company_id_idx" ON "customers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "customers_company_name_idx" ON "customers" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "customers_company_create_time_idx" ON "customers" USING btree ("company_id","create_time","id");--> statement-breakpoint
CREATE INDEX "customers_company_update_time_idx" ON "customers" USING btree ("company_id","update_time","id");--> statement-breakpoint
CREATE INDEX "customers_company_last_follow_idx" ON "customers" USING btree ("company_id","last_follow_time","id");--> statement-breakpoint
CREATE INDEX "customers_company_owner_idx" ON "customers" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "customers_company_next_follow_idx" ON "customers" USING btree ("company_id","next_follow_time","id");--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin (("name" || ' ' || "contact_name" || ' ' || "phone") gin_trgm_ops);