ALTER TABLE "magic_links" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "magic_links" ADD CONSTRAINT "magic_links_id_unique" UNIQUE("id");