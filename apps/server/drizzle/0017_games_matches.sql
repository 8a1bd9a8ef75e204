ALTER TABLE "games" DROP CONSTRAINT "games_kind_check";--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "topic_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ALTER COLUMN "category_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_kind_check" CHECK ("games"."kind" in ('room', 'hosted', 'match', 'challenge'));