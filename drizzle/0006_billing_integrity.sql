CREATE TABLE "payment_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text NOT NULL,
	"provider_customer_id" text,
	"plan" text,
	"minutes" integer,
	"amount_cents" integer,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"occurred_at" timestamp with time zone,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"keep_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "trial_claims" (
	"email_hash" text PRIMARY KEY NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "trial" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "checkouts" ADD COLUMN "provider_session_id" text;--> statement-breakpoint
CREATE INDEX "payment_records_keep_until_idx" ON "payment_records" USING btree ("keep_until");--> statement-breakpoint
CREATE INDEX "checkouts_user_status_idx" ON "checkouts" USING btree ("user_id","status");--> statement-breakpoint
-- Checkouts made before the trial column marked a trial with minutes = 1.
UPDATE "checkouts" SET "trial" = true WHERE "kind" = 'subscription' AND "minutes" = 1;
