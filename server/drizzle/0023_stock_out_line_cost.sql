ALTER TABLE "stock_out_lines" ADD COLUMN "unit_cost" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Lines written before the cost was kept take their product's cost now: the nearest there is to what it was.
UPDATE "stock_out_lines" SET "unit_cost" = "products"."cost_price" FROM "products" WHERE "products"."id" = "stock_out_lines"."product_id";
