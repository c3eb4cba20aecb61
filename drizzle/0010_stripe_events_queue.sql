ALTER TABLE "processed_events" ADD COLUMN "payload" jsonb;--> statement-breakpoint
ALTER TABLE "processed_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "processed_events" ADD COLUMN "recover_after" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "processed_events_recover_idx" ON "processed_events" USING btree ("recover_after") WHERE "processed_events"."processed_at" is null;--> statement-breakpoint
-- Rows from before this migration were applied when they were written.
UPDATE "processed_events" SET "processed_at" = "received_at";
