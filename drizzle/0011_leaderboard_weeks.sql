CREATE TABLE "leaderboard_weeks" (
	"week_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"rank" integer NOT NULL,
	"sessions" integer NOT NULL,
	CONSTRAINT "leaderboard_weeks_week_start_user_id_pk" PRIMARY KEY("week_start","user_id")
);
--> statement-breakpoint
ALTER TABLE "leaderboard_weeks" ADD CONSTRAINT "leaderboard_weeks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_weeks_user_idx" ON "leaderboard_weeks" USING btree ("user_id");