CREATE TABLE "release_previews" (
	"session_id" integer NOT NULL,
	"area" varchar(32) NOT NULL,
	"version" varchar(64) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "release_previews_session_id_area_pk" PRIMARY KEY("session_id","area")
);
--> statement-breakpoint
CREATE TABLE "release_rollouts" (
	"area" varchar(32) PRIMARY KEY NOT NULL,
	"version" varchar(64) NOT NULL,
	"companies" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"share" smallint DEFAULT 0 NOT NULL,
	"created_by" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Tokens made before the levels keep doing what they did (release); new ones always name their level.
ALTER TABLE "deploy_tokens" ADD COLUMN "level" varchar(16) DEFAULT 'release' NOT NULL;--> statement-breakpoint
ALTER TABLE "deploy_tokens" ALTER COLUMN "level" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "release_previews" ADD CONSTRAINT "release_previews_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "release_rollouts" ADD CONSTRAINT "release_rollouts_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "release_previews_area_idx" ON "release_previews" USING btree ("area");