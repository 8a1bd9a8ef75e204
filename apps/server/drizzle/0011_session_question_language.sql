ALTER TABLE "quiz_session_questions" ADD COLUMN "language" text;--> statement-breakpoint
-- Sessions already started copy the language their questions have now: the closest record of
-- what they were written in.
UPDATE "quiz_session_questions" SET "language" = "questions"."language"
  FROM "questions" WHERE "questions"."id" = "quiz_session_questions"."question_id";--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ALTER COLUMN "language" SET NOT NULL;
