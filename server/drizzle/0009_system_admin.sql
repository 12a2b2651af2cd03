CREATE TABLE "departments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"pid" integer,
	"name" varchar(50) NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "role_depts" (
	"role_id" integer NOT NULL,
	"dept_id" integer NOT NULL,
	CONSTRAINT "role_depts_role_id_dept_id_pk" PRIMARY KEY("role_id","dept_id")
);
--> statement-breakpoint
CREATE TABLE "error_logs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"company_id" integer,
	"user_id" integer,
	"username" varchar(32) DEFAULT '' NOT NULL,
	"method" varchar(10) NOT NULL,
	"url" varchar(500) NOT NULL,
	"description" varchar(255) DEFAULT '' NOT NULL,
	"message" varchar(1000) NOT NULL,
	"stack" text DEFAULT '' NOT NULL,
	"ip" varchar(64) DEFAULT '' NOT NULL,
	"user_agent" varchar(255) DEFAULT '' NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(255) NOT NULL,
	"original_name" varchar(255) NOT NULL,
	"suffix" varchar(20) DEFAULT '' NOT NULL,
	"type" varchar(10) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || original_name || ' ' || suffix)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "object_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(255) NOT NULL,
	"bucket" varchar(100) NOT NULL,
	"object_key" varchar(500) NOT NULL,
	"suffix" varchar(20) DEFAULT '' NOT NULL,
	"type" varchar(10) NOT NULL,
	"size" bigint NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || suffix)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pictures" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"filename" varchar(255) NOT NULL,
	"storage_key" varchar(255) NOT NULL,
	"thumb_key" varchar(255) NOT NULL,
	"content_type" varchar(100) NOT NULL,
	"size" bigint NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"md5" varchar(32) NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(filename)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "advertisements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"title" varchar(100) NOT NULL,
	"position" smallint NOT NULL,
	"image" varchar(255) DEFAULT '' NOT NULL,
	"link" varchar(500) DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 999 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"start_date" date,
	"end_date" date,
	"search_text" text GENERATED ALWAYS AS (lower(title || ' ' || link)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "database_upgrades" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"filename" varchar(255) NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"bytes" integer NOT NULL,
	"statements" integer DEFAULT 0 NOT NULL,
	"succeeded" boolean NOT NULL,
	"message" varchar(1000) NOT NULL,
	"duration_ms" integer DEFAULT 0 NOT NULL,
	"user_id" integer,
	"username" varchar(32) DEFAULT '' NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "update_time" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || description)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(username || ' ' || nick_name || ' ' || real_name || ' ' || email)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_pid_departments_id_fk" FOREIGN KEY ("pid") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_depts" ADD CONSTRAINT "role_depts_role_id_roles_id_fk" FOREIGN KEY ("role_id") REFERENCES "public"."roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "role_depts" ADD CONSTRAINT "role_depts_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_files" ADD CONSTRAINT "local_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_files" ADD CONSTRAINT "local_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_files" ADD CONSTRAINT "object_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "object_files" ADD CONSTRAINT "object_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pictures" ADD CONSTRAINT "pictures_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advertisements" ADD CONSTRAINT "advertisements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "departments_company_id_idx" ON "departments" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "departments_pid_idx" ON "departments" USING btree ("pid");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_parent_name_uq" ON "departments" USING btree ("company_id",coalesce("pid", 0),"name");--> statement-breakpoint
CREATE INDEX "role_depts_dept_idx" ON "role_depts" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "error_logs_company_time_idx" ON "error_logs" USING btree ("company_id","create_time");--> statement-breakpoint
CREATE INDEX "local_files_company_id_idx" ON "local_files" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "local_files_search_trgm_idx" ON "local_files" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "local_files_search_chars_idx" ON "local_files" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "object_files_company_id_idx" ON "object_files" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "object_files_search_trgm_idx" ON "object_files" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "object_files_search_chars_idx" ON "object_files" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "pictures_company_id_idx" ON "pictures" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "pictures_company_md5_uq" ON "pictures" USING btree ("company_id","md5");--> statement-breakpoint
CREATE INDEX "pictures_search_trgm_idx" ON "pictures" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pictures_search_chars_idx" ON "pictures" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "advertisements_company_id_idx" ON "advertisements" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "advertisements_position_idx" ON "advertisements" USING btree ("company_id","position","sort");--> statement-breakpoint
CREATE INDEX "advertisements_search_trgm_idx" ON "advertisements" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "advertisements_search_chars_idx" ON "advertisements" USING gin (string_to_array("search_text", null));--> statement-breakpoint
ALTER TABLE "roles" ADD CONSTRAINT "roles_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_dept_id_departments_id_fk" FOREIGN KEY ("dept_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "roles_company_id_idx" ON "roles" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "roles_search_trgm_idx" ON "roles" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "roles_search_chars_idx" ON "roles" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "users_company_id_idx" ON "users" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "users_dept_idx" ON "users" USING btree ("dept_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_search_chars_idx" ON "users" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "operation_logs_user_time_idx" ON "operation_logs" USING btree ("user_id","create_time");;--> statement-breakpoint
CREATE TRIGGER users_count_insert AFTER INSERT ON users REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER users_count_delete AFTER DELETE ON users REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER roles_count_insert AFTER INSERT ON roles REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER roles_count_delete AFTER DELETE ON roles REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER departments_count_insert AFTER INSERT ON departments REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER departments_count_delete AFTER DELETE ON departments REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER local_files_count_insert AFTER INSERT ON local_files REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER local_files_count_delete AFTER DELETE ON local_files REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER pictures_count_insert AFTER INSERT ON pictures REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER pictures_count_delete AFTER DELETE ON pictures REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER object_files_count_insert AFTER INSERT ON object_files REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER object_files_count_delete AFTER DELETE ON object_files REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER advertisements_count_insert AFTER INSERT ON advertisements REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER advertisements_count_delete AFTER DELETE ON advertisements REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();
--> statement-breakpoint
-- The counts of the users and roles written before the triggers existed.
INSERT INTO record_counts (table_name, company_id, "rows") SELECT 'users', company_id, count(*) FROM users GROUP BY company_id;--> statement-breakpoint
INSERT INTO record_counts (table_name, company_id, "rows") SELECT 'roles', company_id, count(*) FROM roles GROUP BY company_id;
