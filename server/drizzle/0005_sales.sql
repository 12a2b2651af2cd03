CREATE TABLE "business_opportunities" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"customer_id" integer NOT NULL,
	"status" smallint NOT NULL,
	"intent_degree" smallint NOT NULL,
	"estimated_amount" bigint DEFAULT 0 NOT NULL,
	"expected_sign_date" date,
	"owner_id" integer,
	"product_interests" varchar(255) DEFAULT '' NOT NULL,
	"next_follow_time" timestamp with time zone,
	"last_follow_time" timestamp with time zone,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || product_interests)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "business_followups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"business_id" integer NOT NULL,
	"method" smallint NOT NULL,
	"content" varchar(1000) NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"next_follow_time" timestamp with time zone,
	"follower_id" integer,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(content)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customer_followups" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"customer_id" integer NOT NULL,
	"method" smallint NOT NULL,
	"content" varchar(1000) NOT NULL,
	"follow_time" timestamp with time zone NOT NULL,
	"next_follow_time" timestamp with time zone,
	"follower_id" integer,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(content)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"customer_id" integer NOT NULL,
	"business_id" integer,
	"contract_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"owner_id" integer,
	"remark" varchar(500) DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_opportunities" ADD CONSTRAINT "business_opportunities_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_followups" ADD CONSTRAINT "business_followups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_followups" ADD CONSTRAINT "business_followups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_followups" ADD CONSTRAINT "business_followups_business_id_business_opportunities_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_opportunities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_followups" ADD CONSTRAINT "business_followups_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_followups" ADD CONSTRAINT "customer_followups_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_followups" ADD CONSTRAINT "customer_followups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_followups" ADD CONSTRAINT "customer_followups_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_followups" ADD CONSTRAINT "customer_followups_follower_id_users_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_business_id_business_opportunities_id_fk" FOREIGN KEY ("business_id") REFERENCES "public"."business_opportunities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_company_id_idx" ON "business_opportunities" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "business_company_name_idx" ON "business_opportunities" USING btree ("company_id","name","id");--> statement-breakpoint
CREATE INDEX "business_company_amount_idx" ON "business_opportunities" USING btree ("company_id","estimated_amount","id");--> statement-breakpoint
CREATE INDEX "business_company_sign_date_idx" ON "business_opportunities" USING btree ("company_id","expected_sign_date","id");--> statement-breakpoint
CREATE INDEX "business_company_next_follow_idx" ON "business_opportunities" USING btree ("company_id","next_follow_time","id");--> statement-breakpoint
CREATE INDEX "business_company_create_time_idx" ON "business_opportunities" USING btree ("company_id","create_time","id");--> statement-breakpoint
CREATE INDEX "business_company_update_time_idx" ON "business_opportunities" USING btree ("company_id","update_time","id");--> statement-breakpoint
CREATE INDEX "business_company_status_idx" ON "business_opportunities" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "business_customer_idx" ON "business_opportunities" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "business_company_owner_idx" ON "business_opportunities" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "business_search_trgm_idx" ON "business_opportunities" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_search_chars_idx" ON "business_opportunities" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "business_followups_company_id_idx" ON "business_followups" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "business_followups_company_time_idx" ON "business_followups" USING btree ("company_id","follow_time","id");--> statement-breakpoint
CREATE INDEX "business_followups_company_next_idx" ON "business_followups" USING btree ("company_id","next_follow_time","id");--> statement-breakpoint
CREATE INDEX "business_followups_company_create_idx" ON "business_followups" USING btree ("company_id","create_time","id");--> statement-breakpoint
CREATE INDEX "business_followups_business_idx" ON "business_followups" USING btree ("business_id","follow_time");--> statement-breakpoint
CREATE INDEX "business_followups_search_trgm_idx" ON "business_followups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "business_followups_search_chars_idx" ON "business_followups" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "customer_followups_company_id_idx" ON "customer_followups" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "customer_followups_company_time_idx" ON "customer_followups" USING btree ("company_id","follow_time","id");--> statement-breakpoint
CREATE INDEX "customer_followups_company_next_idx" ON "customer_followups" USING btree ("company_id","next_follow_time","id");--> statement-breakpoint
CREATE INDEX "customer_followups_company_create_idx" ON "customer_followups" USING btree ("company_id","create_time","id");--> statement-breakpoint
CREATE INDEX "customer_followups_customer_idx" ON "customer_followups" USING btree ("customer_id","follow_time");--> statement-breakpoint
CREATE INDEX "customer_followups_search_trgm_idx" ON "customer_followups" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "customer_followups_search_chars_idx" ON "customer_followups" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "projects_company_id_idx" ON "projects" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "projects_customer_idx" ON "projects" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_business_uq" ON "projects" USING btree ("business_id") WHERE "projects"."business_id" is not null;--> statement-breakpoint
-- Row counts per company (record_counts, see 0004).
CREATE TRIGGER business_opportunities_count_insert AFTER INSERT ON business_opportunities REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER business_opportunities_count_delete AFTER DELETE ON business_opportunities REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER customer_followups_count_insert AFTER INSERT ON customer_followups REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER customer_followups_count_delete AFTER DELETE ON customer_followups REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER business_followups_count_insert AFTER INSERT ON business_followups REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER business_followups_count_delete AFTER DELETE ON business_followups REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER projects_count_insert AFTER INSERT ON projects REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER projects_count_delete AFTER DELETE ON projects REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();
