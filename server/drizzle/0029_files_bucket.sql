CREATE TABLE "files_bucket" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"bucket" varchar(63) NOT NULL,
	"files" integer DEFAULT 0 NOT NULL,
	"bytes" bigint DEFAULT 0 NOT NULL,
	"moved_at" timestamp with time zone DEFAULT now() NOT NULL
);
