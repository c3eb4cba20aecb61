ALTER TABLE "workout_sets" ADD COLUMN "source" text;--> statement-breakpoint
ALTER TABLE "workout_sets" ADD COLUMN "import_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "workout_sets_import_key" ON "workout_sets" USING btree ("user_id","import_key");