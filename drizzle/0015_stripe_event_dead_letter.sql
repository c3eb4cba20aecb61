ALTER TABLE "processed_events" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "processed_events" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "processed_events" ADD COLUMN "dead_at" timestamp with time zone;