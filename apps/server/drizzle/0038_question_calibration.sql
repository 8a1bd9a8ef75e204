ALTER TABLE "questions" ADD COLUMN "calibrated_difficulty" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "calibrated_b" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "calibration_answers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "discrimination" real;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "calibrated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_calibrated_difficulty_check" CHECK (calibrated_difficulty in ('beginner', 'intermediate', 'advanced'));--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_calibration_check" CHECK (calibration_answers >= 0 and (discrimination is null or discrimination between -1 and 1));