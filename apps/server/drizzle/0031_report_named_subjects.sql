ALTER TABLE "reports" DROP CONSTRAINT "reports_subject_check";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_group_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "subject_game_id" uuid;--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_subject_check" CHECK (subject_type in ('user', 'message', 'study_group', 'room'));