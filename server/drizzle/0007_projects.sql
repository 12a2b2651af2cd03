CREATE TABLE "project_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"project_id" integer NOT NULL,
	"from_status" smallint,
	"to_status" smallint NOT NULL,
	"remark" varchar(200) DEFAULT '' NOT NULL,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" integer NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(2000) DEFAULT '' NOT NULL,
	"assignee_id" integer,
	"priority" smallint DEFAULT 2 NOT NULL,
	"due_date" date,
	"status" smallint DEFAULT 0 NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" integer,
	"completion_note" varchar(500) DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || description)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "schemes" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" integer NOT NULL,
	"series_id" integer,
	"revision" integer DEFAULT 1 NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"name" varchar(100) NOT NULL,
	"designer_id" integer,
	"description" varchar(1000) DEFAULT '' NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "code" varchar(30) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Projects converted before codes existed get XM + their creation day + their id.
UPDATE "projects" SET "code" = 'XM' || to_char("create_time" AT TIME ZONE 'Asia/Shanghai', 'YYYYMMDD') || lpad("id"::text, 3, '0');--> statement-breakpoint
ALTER TABLE "projects" ALTER COLUMN "code" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "designer_id" integer;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "member_ids" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "site_address" varchar(255) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "sign_date" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_start" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "planned_end" date;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || code || ' ' || site_address)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "project_status_changes" ADD CONSTRAINT "project_status_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_changes" ADD CONSTRAINT "project_status_changes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_status_changes" ADD CONSTRAINT "project_status_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "schemes" ADD CONSTRAINT "schemes_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "project_status_changes_project_idx" ON "project_status_changes" USING btree ("project_id","id");--> statement-breakpoint
CREATE INDEX "tasks_company_id_idx" ON "tasks" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "tasks_project_idx" ON "tasks" USING btree ("project_id","status");--> statement-breakpoint
CREATE INDEX "tasks_company_assignee_idx" ON "tasks" USING btree ("company_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "tasks_company_due_idx" ON "tasks" USING btree ("company_id","due_date","id");--> statement-breakpoint
CREATE INDEX "tasks_search_trgm_idx" ON "tasks" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "schemes_company_id_idx" ON "schemes" USING btree ("company_id","latest","id");--> statement-breakpoint
CREATE INDEX "schemes_project_idx" ON "schemes" USING btree ("project_id");--> statement-breakpoint
CREATE UNIQUE INDEX "schemes_series_revision_uq" ON "schemes" USING btree ("series_id","revision");--> statement-breakpoint
CREATE INDEX "schemes_search_trgm_idx" ON "schemes" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_designer_id_users_id_fk" FOREIGN KEY ("designer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "projects_company_code_uq" ON "projects" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "projects_company_status_idx" ON "projects" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "projects_company_manager_idx" ON "projects" USING btree ("company_id","owner_id");--> statement-breakpoint
CREATE INDEX "projects_company_sign_date_idx" ON "projects" USING btree ("company_id","sign_date","id");--> statement-breakpoint
CREATE INDEX "projects_company_create_time_idx" ON "projects" USING btree ("company_id","create_time","id");--> statement-breakpoint
CREATE INDEX "projects_search_trgm_idx" ON "projects" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "projects_search_chars_idx" ON "projects" USING gin (string_to_array("search_text", null));--> statement-breakpoint
-- Each existing project's history starts with its creation.
INSERT INTO "project_status_changes" ("company_id", "project_id", "from_status", "to_status", "changed_by", "changed_at")
  SELECT "company_id", "id", NULL, "status", "created_by", "create_time" FROM "projects";--> statement-breakpoint
-- Row counts per company (record_counts, see 0004).
CREATE TRIGGER tasks_count_insert AFTER INSERT ON tasks REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER tasks_count_delete AFTER DELETE ON tasks REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER schemes_count_insert AFTER INSERT ON schemes REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER schemes_count_delete AFTER DELETE ON schemes REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();
