CREATE TABLE "play_reviews" (
	"session_id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"evidence" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"reviewed_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "play_reviews_status_check" CHECK (status in ('pending', 'cleared', 'confirmed')),
	CONSTRAINT "play_reviews_reviewed_check" CHECK ((status = 'pending') = (reviewed_at is null))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "profile_hidden" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "list_on_organization_board" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "play_reviews" ADD CONSTRAINT "play_reviews_session_id_quiz_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."quiz_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "play_reviews" ADD CONSTRAINT "play_reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "play_reviews_status_idx" ON "play_reviews" USING btree ("status","created_at");