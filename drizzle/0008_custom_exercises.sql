CREATE TABLE "custom_exercises" (
	"user_id" uuid NOT NULL,
	"name_key" text NOT NULL,
	"name" text NOT NULL,
	"muscle" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "custom_exercises_user_id_name_key_pk" PRIMARY KEY("user_id","name_key")
);
--> statement-breakpoint
ALTER TABLE "custom_exercises" ADD CONSTRAINT "custom_exercises_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;