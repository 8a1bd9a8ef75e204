CREATE TABLE "challenge_players" (
	"challenge_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text NOT NULL,
	"answer" text DEFAULT 'pending' NOT NULL,
	"answered_at" timestamp with time zone,
	"message_id" uuid,
	"game_id" uuid,
	"score" integer,
	"correct_answers" integer,
	"total_questions" integer,
	"total_time_ms" integer,
	"place" integer,
	"left_game" boolean DEFAULT false NOT NULL,
	"played_at" timestamp with time zone,
	CONSTRAINT "challenge_players_challenge_id_user_id_pk" PRIMARY KEY("challenge_id","user_id"),
	CONSTRAINT "challenge_players_role_check" CHECK ("challenge_players"."role" in ('challenger', 'challenged')),
	CONSTRAINT "challenge_players_answer_check" CHECK ("challenge_players"."answer" in ('pending', 'accepted', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "challenges" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"challenger_id" uuid NOT NULL,
	"challenge_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"topic_id" uuid,
	"category_id" uuid,
	"message" text DEFAULT '' NOT NULL,
	"question_count" integer NOT NULL,
	"time_limit" integer NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"question_ids" jsonb NOT NULL,
	"game_id" uuid,
	"winner_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "challenges_type_check" CHECK ("challenges"."challenge_type" in ('realtime', 'async')),
	CONSTRAINT "challenges_status_check" CHECK ("challenges"."status" in ('pending', 'accepted', 'completed', 'declined', 'expired', 'cancelled'))
);
--> statement-breakpoint
ALTER TABLE "challenge_players" ADD CONSTRAINT "challenge_players_challenge_id_challenges_id_fk" FOREIGN KEY ("challenge_id") REFERENCES "public"."challenges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_players" ADD CONSTRAINT "challenge_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenge_players" ADD CONSTRAINT "challenge_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_challenger_id_users_id_fk" FOREIGN KEY ("challenger_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "challenges" ADD CONSTRAINT "challenges_winner_id_users_id_fk" FOREIGN KEY ("winner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "challenge_players_user_idx" ON "challenge_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "challenge_players_game_idx" ON "challenge_players" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "challenges_challenger_idx" ON "challenges" USING btree ("challenger_id","created_at");--> statement-breakpoint
CREATE INDEX "challenges_open_expiry_idx" ON "challenges" USING btree ("expires_at") WHERE "challenges"."status" in ('pending', 'accepted');--> statement-breakpoint
CREATE INDEX "challenges_game_idx" ON "challenges" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "challenges_winner_idx" ON "challenges" USING btree ("winner_id");