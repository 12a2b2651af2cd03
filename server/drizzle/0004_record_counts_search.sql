CREATE TABLE "record_counts" (
	"table_name" varchar(63) NOT NULL,
	"company_id" integer NOT NULL,
	"rows" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "record_counts_table_name_company_id_pk" PRIMARY KEY("table_name","company_id")
);
--> statement-breakpoint
DROP INDEX "customers_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(name || ' ' || contact_name || ' ' || phone)) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "customers_company_channel_type_idx" ON "customers" USING btree ("company_id","channel_type");--> statement-breakpoint
CREATE INDEX "customers_company_channel_status_idx" ON "customers" USING btree ("company_id","channel_status");--> statement-breakpoint
CREATE INDEX "customers_company_intent_idx" ON "customers" USING btree ("company_id","intent_degree");--> statement-breakpoint
CREATE INDEX "customers_search_chars_idx" ON "customers" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "customers_search_trgm_idx" ON "customers" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
-- Row counts per company of the record tables (record_counts), kept by statement-level triggers.
CREATE FUNCTION count_records() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO record_counts (table_name, company_id, "rows")
      SELECT TG_TABLE_NAME, company_id, count(*) FROM inserted GROUP BY company_id
      ON CONFLICT (table_name, company_id) DO UPDATE SET "rows" = record_counts."rows" + excluded."rows";
  ELSE
    UPDATE record_counts SET "rows" = record_counts."rows" - d.n
      FROM (SELECT company_id, count(*) AS n FROM deleted GROUP BY company_id) d
      WHERE record_counts.table_name = TG_TABLE_NAME AND record_counts.company_id = d.company_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER customers_count_insert AFTER INSERT ON customers REFERENCING NEW TABLE AS inserted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();--> statement-breakpoint
CREATE TRIGGER customers_count_delete AFTER DELETE ON customers REFERENCING OLD TABLE AS deleted
  FOR EACH STATEMENT EXECUTE FUNCTION count_records();
--> statement-breakpoint
-- The counts of the rows written before the triggers existed.
INSERT INTO record_counts (table_name, company_id, "rows") SELECT 'customers', company_id, count(*) FROM customers GROUP BY company_id;
