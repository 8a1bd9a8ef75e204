ALTER TABLE "questions" ALTER COLUMN "correct_option_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ALTER COLUMN "correct_option_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "answer_key" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "response" jsonb;--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD COLUMN "credit" double precision DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "type" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "answer_key" jsonb;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_answer_key_check" CHECK ((type in ('single', 'true_false') and correct_option_id is not null) or (type in ('multiple', 'ordering', 'typed') and answer_key ->> 'type' = type));--> statement-breakpoint
ALTER TABLE "quiz_answers" ADD CONSTRAINT "quiz_answers_credit_check" CHECK (credit >= 0 and credit <= 1);--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD CONSTRAINT "quiz_session_questions_answer_key_check" CHECK ((type in ('single', 'true_false') and correct_option_id is not null) or (type in ('multiple', 'ordering', 'typed') and answer_key ->> 'type' = type));--> statement-breakpoint
-- Answers from before question types were all or nothing, by one chosen option.
UPDATE "quiz_answers" SET "credit" = 1 WHERE "is_correct";--> statement-breakpoint
UPDATE "quiz_answers" SET "response" = jsonb_build_object('option_id', "selected_option_id") WHERE "selected_option_id" IS NOT NULL;--> statement-breakpoint
-- The bank's questions whose two options are True and False are true/false questions.
UPDATE "questions" SET "type" = 'true_false' WHERE jsonb_array_length("options") = 2 AND (SELECT array_agg(o ->> 'text' ORDER BY o ->> 'text') FROM jsonb_array_elements("options") o) = ARRAY['False', 'True'];--> statement-breakpoint
UPDATE "quiz_session_questions" SET "type" = 'true_false' WHERE jsonb_array_length("options") = 2 AND (SELECT array_agg(o ->> 'text' ORDER BY o ->> 'text') FROM jsonb_array_elements("options") o) = ARRAY['False', 'True'];
