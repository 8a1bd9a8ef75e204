CREATE TABLE "question_set_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"topic_id" uuid NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"note" text,
	CONSTRAINT "question_set_reviews_status_check" CHECK (status in ('pending', 'approved', 'rejected', 'withdrawn')),
	CONSTRAINT "question_set_reviews_decided_check" CHECK ((status in ('approved', 'rejected')) = (decided_at is not null))
);
--> statement-breakpoint
ALTER TABLE "moderation_decisions" DROP CONSTRAINT "moderation_decisions_kind_check";--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_set_reviews_topic_idx" ON "question_set_reviews" USING btree ("topic_id","requested_at");--> statement-breakpoint
CREATE INDEX "question_set_reviews_owner_idx" ON "question_set_reviews" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "question_set_reviews_pending_idx" ON "question_set_reviews" USING btree ("requested_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "question_set_reviews_one_pending_key" ON "question_set_reviews" USING btree ("topic_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_kind_check" CHECK (kind in ('report', 'flagged_session', 'set_publication'));