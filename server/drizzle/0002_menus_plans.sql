CREATE TABLE "plans" (
	"code" varchar(1) PRIMARY KEY NOT NULL,
	"name" varchar(20) NOT NULL,
	"yearly_price_fen" integer NOT NULL,
	"discount_percent" smallint DEFAULT 100 NOT NULL,
	"number_of_staff" integer NOT NULL,
	"menu_ids" integer[] NOT NULL,
	"sort" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_code" varchar(1);--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "plan_end_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "trial_end_date" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "astrict" integer DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "scope" varchar(10) DEFAULT 'plan' NOT NULL;