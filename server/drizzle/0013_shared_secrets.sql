CREATE TABLE "shared_secrets" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
