CREATE TABLE "answer_corrections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dispute_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"answer_key" jsonb NOT NULL,
	"previous_key" jsonb NOT NULL,
	"explanation_changed" boolean DEFAULT false NOT NULL,
	"explanation" text,
	"decided_at" timestamp with time zone NOT NULL,
	"rescored_through" uuid,
	"sessions_rescored" integer DEFAULT 0 NOT NULL,
	"points_paid" integer DEFAULT 0 NOT NULL,
	"points_taken" integer DEFAULT 0 NOT NULL,
	"points_short" integer DEFAULT 0 NOT NULL,
	"claimed_until" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "answer_corrections_dispute_id_unique" UNIQUE("dispute_id"),
	CONSTRAINT "answer_corrections_points_check" CHECK (sessions_rescored >= 0 and points_paid >= 0 and points_taken >= 0 and points_short >= 0)
);
--> statement-breakpoint
CREATE TABLE "answer_disputes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"session_id" uuid NOT NULL,
	"question_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"moderator_note" text,
	"resolved_by" uuid,
	"resolved_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "answer_disputes_status_check" CHECK (status in ('open', 'upheld', 'rejected')),
	CONSTRAINT "answer_disputes_resolved_check" CHECK ((status = 'open') = (resolved_at is null))
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_kind_check";--> statement-breakpoint
ALTER TABLE "answer_corrections" ADD CONSTRAINT "answer_corrections_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_disputes" ADD CONSTRAINT "answer_disputes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_disputes" ADD CONSTRAINT "answer_disputes_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_disputes" ADD CONSTRAINT "answer_disputes_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answer_disputes" ADD CONSTRAINT "answer_disputes_resolved_by_users_id_fk" FOREIGN KEY ("resolved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "answer_corrections_pending_idx" ON "answer_corrections" USING btree ("decided_at") WHERE completed_at is null;--> statement-breakpoint
CREATE UNIQUE INDEX "answer_disputes_session_question_key" ON "answer_disputes" USING btree ("session_id","question_id");--> statement-breakpoint
CREATE INDEX "answer_disputes_open_idx" ON "answer_disputes" USING btree ("question_id","created_at") WHERE status = 'open';--> statement-breakpoint
CREATE INDEX "answer_disputes_user_idx" ON "answer_disputes" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "quiz_session_questions_by_question_idx" ON "quiz_session_questions" USING btree ("question_id","session_id");--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_kind_check" CHECK (kind in ('report', 'flagged_session', 'answer_dispute'));