CREATE TABLE "analytics_active_users" (
	"day" date NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "analytics_active_users_day_user_id_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily" (
	"day" date PRIMARY KEY NOT NULL,
	"active_users" integer NOT NULL,
	"weekly_active_users" integer NOT NULL,
	"monthly_active_users" integer NOT NULL,
	"signups" integer NOT NULL,
	"tournaments" integer DEFAULT 0 NOT NULL,
	"tournament_participants" integer DEFAULT 0 NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_games" (
	"day" date NOT NULL,
	"mode" text NOT NULL,
	"games" integer NOT NULL,
	"players" integer NOT NULL,
	CONSTRAINT "analytics_daily_games_day_mode_pk" PRIMARY KEY("day","mode")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_ledger" (
	"day" date NOT NULL,
	"kind" text NOT NULL,
	"movements" integer NOT NULL,
	"to_players" bigint NOT NULL,
	"from_players" bigint NOT NULL,
	"escrow_net" bigint NOT NULL,
	CONSTRAINT "analytics_daily_ledger_day_kind_pk" PRIMARY KEY("day","kind")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_questions" (
	"day" date NOT NULL,
	"question_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"time_ms_sum" bigint NOT NULL,
	CONSTRAINT "analytics_daily_questions_day_question_id_pk" PRIMARY KEY("day","question_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_topics" (
	"day" date NOT NULL,
	"topic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"plays" integer NOT NULL,
	"answers" integer NOT NULL,
	"correct" integer NOT NULL,
	"time_ms_sum" bigint NOT NULL,
	CONSTRAINT "analytics_daily_topics_day_topic_id_pk" PRIMARY KEY("day","topic_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_meta" (
	"id" integer PRIMARY KEY NOT NULL,
	"rolled_up_at" timestamp with time zone NOT NULL,
	"day" date NOT NULL,
	"escrow_balance" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_retention" (
	"cohort_week" date NOT NULL,
	"week_offset" integer NOT NULL,
	"active" integer NOT NULL,
	CONSTRAINT "analytics_retention_cohort_week_week_offset_pk" PRIMARY KEY("cohort_week","week_offset")
);
--> statement-breakpoint
ALTER TABLE "analytics_active_users" ADD CONSTRAINT "analytics_active_users_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_transactions_created_idx" ON "ledger_transactions" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_started_idx" ON "quiz_sessions" USING btree ("started_at");--> statement-breakpoint
CREATE INDEX "quiz_sessions_completed_idx" ON "quiz_sessions" USING btree ("completed_at") WHERE completed_at is not null;--> statement-breakpoint
CREATE INDEX "games_completed_ended_idx" ON "games" USING btree ("ended_at") WHERE "games"."status" = 'completed';