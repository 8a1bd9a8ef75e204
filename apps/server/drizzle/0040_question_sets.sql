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
ALTER TABLE "questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "share_key" text;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "quiz_session_questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_set_reviews" ADD CONSTRAINT "question_set_reviews_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_set_reviews_topic_idx" ON "question_set_reviews" USING btree ("topic_id","requested_at");--> statement-breakpoint
CREATE INDEX "question_set_reviews_owner_idx" ON "question_set_reviews" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "question_set_reviews_pending_idx" ON "question_set_reviews" USING btree ("requested_at") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "question_set_reviews_one_pending_key" ON "question_set_reviews" USING btree ("topic_id") WHERE status = 'pending';--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topics_owner_id_idx" ON "topics" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_share_key_key" ON "topics" USING btree ("share_key");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_alt_check" CHECK (image_url is null or image_alt is not null);--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_visibility_check" CHECK (visibility in ('private', 'link', 'public') and (owner_id is not null or visibility = 'public'));--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_review_status_check" CHECK (review_status is null or review_status in ('pending', 'approved', 'rejected'));--> statement-breakpoint
ALTER TABLE "moderation_decisions" ADD CONSTRAINT "moderation_decisions_kind_check" CHECK (kind in ('report', 'flagged_session', 'answer_dispute', 'set_publication'));