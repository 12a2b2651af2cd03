CREATE TABLE "remote_load_minutes" (
	"area" varchar(32) NOT NULL,
	"version" varchar(64) NOT NULL,
	"minute" timestamp with time zone NOT NULL,
	"loads" integer DEFAULT 0 NOT NULL,
	"manifest_failures" integer DEFAULT 0 NOT NULL,
	"entry_failures" integer DEFAULT 0 NOT NULL,
	"chunk_failures" integer DEFAULT 0 NOT NULL,
	"render_failures" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "remote_load_minutes_area_version_minute_pk" PRIMARY KEY("area","version","minute")
);
--> statement-breakpoint
CREATE INDEX "remote_load_minutes_minute_index" ON "remote_load_minutes" USING btree ("minute");