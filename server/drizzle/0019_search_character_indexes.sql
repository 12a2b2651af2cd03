CREATE INDEX "tasks_search_chars_idx" ON "tasks" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "schemes_search_chars_idx" ON "schemes" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "purchase_orders_search_chars_idx" ON "purchase_orders" USING gin (string_to_array("search_text", null));--> statement-breakpoint
CREATE INDEX "stock_outs_search_chars_idx" ON "stock_outs" USING gin (string_to_array("search_text", null));