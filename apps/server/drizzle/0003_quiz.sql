CREATE TABLE "user_activity" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"session_id" uuid,
	"game_mode" text,
	"accuracy" integer,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_daily_stats" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"accuracy_sum" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_stats_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "user_stats" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"perfect_games" integer DEFAULT 0 NOT NULL,
	"current_streak" integer DEFAULT 0 NOT NULL,
	"longest_streak" integer DEFAULT 0 NOT NULL,
	"last_active_day" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"time_zone_changed_at" timestamp with time zone,
	"fast_answers" integer DEFAULT 0 NOT NULL,
	"competitive_wins" integer DEFAULT 0 NOT NULL,
	"current_answer_streak" integer DEFAULT 0 NOT NULL,
	"best_answer_streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "user_topic_stats" (
	"user_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"games_played" integer DEFAULT 0 NOT NULL,
	"questions_answered" integer DEFAULT 0 NOT NULL,
	"correct_answers" integer DEFAULT 0 NOT NULL,
	"best_accuracy" integer DEFAULT 0 NOT NULL,
	"last_played_at" timestamp with time zone,
	"bookmarked" boolean DEFAULT false NOT NULL,
	CONSTRAINT "user_topic_stats_user_id_topic_id_pk" PRIMARY KEY("user_id","topic_id")
);
--> statement-breakpoint
CREATE TABLE "quiz_answers" (
	"session_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"selected_option_id" text,
	"is_correct" boolean NOT NULL,
	"timed_out" boolean NOT NULL,
	"time_taken_ms" integer NOT NULL,
	"points_earned" integer NOT NULL,
	"flagged" boolean DEFAULT false NOT NULL,
	"answered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "quiz_answers_session_id_question_id_pk" PRIMARY KEY("session_id","question_id"),
	CONSTRAINT "quiz_answers_points_check" CHECK (points_earned >= 0 and time_taken_ms >= 0)
);
--> statement-breakpoint
CREATE TABLE "quiz_session_questions" (
	"session_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"question_text" text NOT NULL,
	"options" jsonb NOT NULL,
	"correct_option_id" text NOT NULL,
	"explanation" text,
	"points" integer NOT NULL,
	"difficulty" text NOT NULL,
	"option_order" jsonb NOT NULL,
	"served_at" timestamp with time zone,
	"bot_option_id" text NOT NULL,
	"bot_correct" boolean NOT NULL,
	"bot_time_ms" integer NOT NULL,
	"bot_points" integer NOT NULL,
	CONSTRAINT "quiz_session_questions_session_id_position_pk" PRIMARY KEY("session_id","position")
);
--> statement-breakpoint
CREATE TABLE "quiz_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"game_mode" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"difficulty" text NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"question_count" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"total_points" integer DEFAULT 0 NOT NULL,
	"correct_count" integer DEFAULT 0 NOT NULL,
	"points_after" integer,
	CONSTRAINT "quiz_sessions_status_check" CHECK (status in ('active', 'completed', 'abandoned')),
	CONSTRAINT "quiz_sessions_completed_check" CHECK ((status = 'completed') = (completed_at is not null))
);
--> statement-breakpoint
CREATE TABLE "achievements" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"type" text NOT NULL,
	"icon" text NOT NULL,
	"rarity" integer NOT NULL,
	"points_reward" integer NOT NULL,
	"metric" text NOT NULL,
	"target" integer NOT NULL,
	"sort_order" integer NOT NULL,
	CONSTRAINT "achievements_rarity_check" CHECK (rarity between 1 and 5),
	CONSTRAINT "achievements_target_check" CHECK (target > 0 and points_reward >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"unlocked_at" timestamp with time zone,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "plays_started" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "plays_completed" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "score_sum" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_activity" ADD CONSTRAINT "user_activity_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_daily_stats" ADD CONSTRAINT "user_daily_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_stats" ADD CONSTRAINT "user_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_stats" ADD CONSTRAINT "user_topic_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_stats" ADD CONSTRAINT "user_topic_stats_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_topic_stats" ADD CONSTRAINT "user_topic_stats_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD CONSTRAINT "quiz_session_questions_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD CONSTRAINT "quiz_session_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_achievement_id_achievements_id_fk" FOREIGN KEY ("achievement_id") REFERENCES "public"."achievements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_activity_user_time_idx" ON "user_activity" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_session_questions_question_key" ON "quiz_session_questions" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE INDEX "quiz_sessions_user_started_idx" ON "quiz_sessions" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_user_topic_idx" ON "quiz_sessions" USING btree ("user_id","topic_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quiz_sessions_one_active_key" ON "quiz_sessions" USING btree ("user_id") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "user_achievements_unlocked_idx" ON "user_achievements" USING btree ("user_id","unlocked_at");--> statement-breakpoint
CREATE INDEX "ledger_accounts_user_balance_idx" ON "ledger_accounts" USING btree ("balance") WHERE kind = 'user';--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_plays_check" CHECK (plays_started >= 0 and plays_completed >= 0 and score_sum >= 0);