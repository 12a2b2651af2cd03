CREATE TABLE "job_pauses" (
	"job_name" varchar(64) PRIMARY KEY NOT NULL,
	"paused_by_id" integer,
	"paused_by" varchar(50) DEFAULT '' NOT NULL,
	"paused_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_runs" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"job_name" varchar(64) NOT NULL,
	"trigger" varchar(16) NOT NULL,
	"scheduled_for" timestamp with time zone,
	"triggered_by_id" integer,
	"triggered_by" varchar(50),
	"attempt" smallint NOT NULL,
	"queue_job_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"result" varchar(1000) DEFAULT '' NOT NULL,
	"instance" varchar(100) NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"duration_ms" integer
);
--> statement-breakpoint
CREATE INDEX "job_runs_job_started_idx" ON "job_runs" USING btree ("job_name","started_at");--> statement-breakpoint
CREATE INDEX "job_runs_started_idx" ON "job_runs" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "job_runs_queue_job_idx" ON "job_runs" USING btree ("queue_job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_runs_scheduled_once_idx" ON "job_runs" USING btree ("job_name","scheduled_for") WHERE "job_runs"."scheduled_for" is not null and "job_runs"."attempt" = 1;