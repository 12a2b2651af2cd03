CREATE TABLE "collections" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"project_id" integer NOT NULL,
	"stage" smallint NOT NULL,
	"planned_amount" bigint NOT NULL,
	"planned_date" date,
	"received_amount" bigint DEFAULT 0 NOT NULL,
	"payment_account" smallint,
	"received_date" date,
	"payer" varchar(50) DEFAULT '' NOT NULL,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(payer || ' ' || remark)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"brand" varchar(50) DEFAULT '' NOT NULL,
	"model" varchar(100) DEFAULT '' NOT NULL,
	"category" varchar(50) DEFAULT '' NOT NULL,
	"unit" varchar(10) NOT NULL,
	"cost_price" bigint DEFAULT 0 NOT NULL,
	"sale_price" bigint DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || brand || ' ' || model || ' ' || category)) STORED NOT NULL,
	CONSTRAINT "products_stock_not_negative" CHECK ("products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"quantity" integer NOT NULL,
	"balance" integer NOT NULL,
	"purchase_order_id" integer,
	"stock_out_id" integer,
	"reference" varchar(30) DEFAULT '' NOT NULL,
	"created_by" integer,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "suppliers" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"name" varchar(100) NOT NULL,
	"contact" varchar(50) DEFAULT '' NOT NULL,
	"phone" varchar(20) DEFAULT '' NOT NULL,
	"address" varchar(255) DEFAULT '' NOT NULL,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name || ' ' || contact || ' ' || phone)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price" bigint NOT NULL,
	"received_quantity" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_order_lines_received_range" CHECK ("purchase_order_lines"."received_quantity" between 0 and "purchase_order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(30) NOT NULL,
	"supplier_id" integer NOT NULL,
	"project_id" integer,
	"total_amount" bigint DEFAULT 0 NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || remark)) STORED NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_out_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"stock_out_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_outs" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"created_by" integer,
	"version" integer DEFAULT 1 NOT NULL,
	"create_time" timestamp with time zone DEFAULT now() NOT NULL,
	"update_time" timestamp with time zone DEFAULT now() NOT NULL,
	"code" varchar(30) NOT NULL,
	"project_id" integer NOT NULL,
	"status" smallint DEFAULT 1 NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"out_by" integer,
	"out_at" timestamp with time zone,
	"remark" varchar(500) DEFAULT '' NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(code || ' ' || remark)) STORED NOT NULL
);
--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collections" ADD CONSTRAINT "collections_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "suppliers" ADD CONSTRAINT "suppliers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_order_id_purchase_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."purchase_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_order_lines" ADD CONSTRAINT "purchase_order_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_supplier_id_suppliers_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."suppliers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_out_lines" ADD CONSTRAINT "stock_out_lines_stock_out_id_stock_outs_id_fk" FOREIGN KEY ("stock_out_id") REFERENCES "public"."stock_outs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_out_lines" ADD CONSTRAINT "stock_out_lines_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_outs" ADD CONSTRAINT "stock_outs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_outs" ADD CONSTRAINT "stock_outs_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_outs" ADD CONSTRAINT "stock_outs_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_outs" ADD CONSTRAINT "stock_outs_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_outs" ADD CONSTRAINT "stock_outs_out_by_users_id_fk" FOREIGN KEY ("out_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "collections_company_id_idx" ON "collections" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "collections_project_idx" ON "collections" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "collections_company_planned_date_idx" ON "collections" USING btree ("company_id","planned_date","id");--> statement-breakpoint
CREATE INDEX "collections_company_received_date_idx" ON "collections" USING btree ("company_id","received_date","id");--> statement-breakpoint
CREATE INDEX "collections_search_trgm_idx" ON "collections" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "collections_search_chars_idx" ON "collections" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "products_company_id_idx" ON "products" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "products_company_name_idx" ON "products" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "products_search_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_search_chars_idx" ON "products" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "stock_movements_product_idx" ON "stock_movements" USING btree ("product_id","id");--> statement-breakpoint
CREATE INDEX "suppliers_company_id_idx" ON "suppliers" USING btree ("company_id","id");--> statement-breakpoint
CREATE INDEX "suppliers_search_trgm_idx" ON "suppliers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "suppliers_search_chars_idx" ON "suppliers" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "purchase_order_lines_order_idx" ON "purchase_order_lines" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "purchase_order_lines_product_idx" ON "purchase_order_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_id_idx" ON "purchase_orders" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "purchase_orders_company_code_uq" ON "purchase_orders" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "purchase_orders_company_status_idx" ON "purchase_orders" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "purchase_orders_supplier_idx" ON "purchase_orders" USING btree ("supplier_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_project_idx" ON "purchase_orders" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_search_trgm_idx" ON "purchase_orders" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stock_out_lines_stock_out_idx" ON "stock_out_lines" USING btree ("stock_out_id","id");--> statement-breakpoint
CREATE INDEX "stock_out_lines_product_idx" ON "stock_out_lines" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "stock_outs_company_id_idx" ON "stock_outs" USING btree ("company_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_outs_company_code_uq" ON "stock_outs" USING btree ("company_id","code");--> statement-breakpoint
CREATE INDEX "stock_outs_company_status_idx" ON "stock_outs" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "stock_outs_project_idx" ON "stock_outs" USING btree ("project_id");--> statement-breakpoint
CREATE INDEX "stock_outs_search_trgm_idx" ON "stock_outs" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE TRIGGER collections_count_insert AFTER INSERT ON collections REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER collections_count_delete AFTER DELETE ON collections REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER products_count_insert AFTER INSERT ON products REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER products_count_delete AFTER DELETE ON products REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER suppliers_count_insert AFTER INSERT ON suppliers REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER suppliers_count_delete AFTER DELETE ON suppliers REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_insert AFTER INSERT ON purchase_orders REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER purchase_orders_count_delete AFTER DELETE ON purchase_orders REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER stock_outs_count_insert AFTER INSERT ON stock_outs REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER stock_outs_count_delete AFTER DELETE ON stock_outs REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();
