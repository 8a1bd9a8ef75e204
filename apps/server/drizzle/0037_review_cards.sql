CREATE TABLE "review_cards" (
	"user_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"due" timestamp with time zone NOT NULL,
	"stability" double precision NOT NULL,
	"difficulty" double precision NOT NULL,
	"elapsed_days" integer NOT NULL,
	"scheduled_days" integer NOT NULL,
	"learning_steps" integer NOT NULL,
	"reps" integer NOT NULL,
	"lapses" integer NOT NULL,
	"state" smallint NOT NULL,
	"last_review" timestamp with time zone NOT NULL,
	"last_rating" text NOT NULL,
	CONSTRAINT "review_cards_user_id_question_id_pk" PRIMARY KEY("user_id","question_id"),
	CONSTRAINT "review_cards_state_check" CHECK (state between 0 and 3),
	CONSTRAINT "review_cards_rating_check" CHECK (last_rating in ('again', 'hard', 'good', 'easy'))
);
--> statement-breakpoint
CREATE TABLE "review_days" (
	"user_id" uuid NOT NULL,
	"day" text NOT NULL,
	"reviewed" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "review_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "review_round_questions" (
	"round_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"question_id" uuid NOT NULL,
	"was_due" boolean NOT NULL,
	"option_order" jsonb NOT NULL,
	"served_at" timestamp with time zone,
	"selected_option_id" text,
	"response" jsonb,
	"is_correct" boolean,
	"credit" double precision,
	"time_taken_ms" integer,
	"points_earned" integer,
	"rating" text,
	"answered_at" timestamp with time zone,
	CONSTRAINT "review_round_questions_round_id_position_pk" PRIMARY KEY("round_id","position"),
	CONSTRAINT "review_round_questions_answer_check" CHECK ((answered_at is null) = (is_correct is null) and (answered_at is null) = (rating is null))
);
--> statement-breakpoint
CREATE TABLE "review_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"question_count" integer NOT NULL,
	"due_count" integer NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "review_rounds_status_check" CHECK (status in ('active', 'completed'))
);
--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_cards" ADD CONSTRAINT "review_cards_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_days" ADD CONSTRAINT "review_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_round_questions" ADD CONSTRAINT "review_round_questions_round_id_review_rounds_id_fk" FOREIGN KEY ("round_id") REFERENCES "public"."review_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_round_questions" ADD CONSTRAINT "review_round_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_rounds" ADD CONSTRAINT "review_rounds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_cards_user_due_idx" ON "review_cards" USING btree ("user_id","due");--> statement-breakpoint
CREATE UNIQUE INDEX "review_round_questions_question_key" ON "review_round_questions" USING btree ("round_id","question_id");--> statement-breakpoint
CREATE INDEX "review_rounds_user_started_idx" ON "review_rounds" USING btree ("user_id","started_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_rounds_one_active_key" ON "review_rounds" USING btree ("user_id") WHERE status = 'active';