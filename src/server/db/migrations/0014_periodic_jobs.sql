CREATE TABLE "periodic_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"runs" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_error" text
);
