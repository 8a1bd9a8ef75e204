ALTER TABLE "questions" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "language" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "extended_time" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "locale" text;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "time_limit_ms" integer;--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD COLUMN "extended_time" real DEFAULT 1 NOT NULL;--> statement-breakpoint
-- Sessions started before accommodations existed played the mode's own countdown (as the
-- rules stood then: practice none, quick fire 5 s, the others 10 s); record it, so every
-- session answers its limit from its own row.
UPDATE "quiz_sessions" SET "time_limit_ms" = CASE "game_mode"
  WHEN 'practice' THEN NULL WHEN 'quick_fire' THEN 5000 ELSE 10000 END;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_extended_time_check" CHECK (extended_time in (1, 1.5, 2));--> statement-breakpoint
ALTER TABLE "quiz_sessions" ADD CONSTRAINT "quiz_sessions_timing_check" CHECK (extended_time >= 1 and (time_limit_ms is null or time_limit_ms > 0));