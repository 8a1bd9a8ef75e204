ALTER TABLE "questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "visibility" text DEFAULT 'public' NOT NULL;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "review_status" text;--> statement-breakpoint
ALTER TABLE "topics" ADD COLUMN "share_key" text;--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topics_owner_id_idx" ON "topics" USING btree ("owner_id");--> statement-breakpoint
CREATE UNIQUE INDEX "topics_share_key_key" ON "topics" USING btree ("share_key");--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_image_alt_check" CHECK (image_url is null or image_alt is not null);--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_visibility_check" CHECK (visibility in ('private', 'link', 'public') and (owner_id is not null or visibility = 'public'));--> statement-breakpoint
ALTER TABLE "topics" ADD CONSTRAINT "topics_review_status_check" CHECK (review_status is null or review_status in ('pending', 'approved', 'rejected'));