ALTER TABLE "business_opportunities" ADD COLUMN "project_id" integer;--> statement-breakpoint
-- Opportunities converted before this migration: their project, from the project's own link.
UPDATE "business_opportunities" AS b SET "project_id" = p."id" FROM "projects" AS p WHERE p."business_id" = b."id";
