CREATE TABLE "calendar_feeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"group_id" uuid,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_group_join_requests" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"join_message" text DEFAULT '' NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_group_join_requests_group_id_user_id_pk" PRIMARY KEY("group_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'member' NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "study_group_members_role_check" CHECK ("study_group_members"."role" in ('owner', 'moderator', 'member'))
);
--> statement-breakpoint
CREATE TABLE "study_group_ratings" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_group_ratings_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "study_group_ratings_range_check" CHECK ("study_group_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "study_group_resources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"added_by" uuid,
	"title" text NOT NULL,
	"url" text,
	"attachment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_group_resources_one_kind_check" CHECK (("study_group_resources"."url" is null) <> ("study_group_resources"."attachment_id" is null))
);
--> statement-breakpoint
CREATE TABLE "study_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"category_id" uuid,
	"difficulty_level" text DEFAULT 'beginner' NOT NULL,
	"type" text DEFAULT 'public' NOT NULL,
	"meeting_frequency" text DEFAULT 'weekly' NOT NULL,
	"max_members" integer NOT NULL,
	"avatar_url" text,
	"owner_id" uuid,
	"conversation_id" uuid NOT NULL,
	"invite_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_groups_type_check" CHECK ("study_groups"."type" in ('public', 'private', 'invite_only')),
	CONSTRAINT "study_groups_difficulty_check" CHECK ("study_groups"."difficulty_level" in ('beginner', 'intermediate', 'advanced'))
);
--> statement-breakpoint
CREATE TABLE "study_session_participants" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rsvp_at" timestamp with time zone,
	"attended_at" timestamp with time zone,
	"reminder_minutes" integer,
	CONSTRAINT "study_session_participants_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"host_id" uuid,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'scheduled' NOT NULL,
	"scheduled_at" timestamp with time zone NOT NULL,
	"duration_minutes" integer NOT NULL,
	"max_participants" integer NOT NULL,
	"topic_id" uuid,
	"location" text,
	"recording_attachment_id" uuid,
	"game_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "study_sessions_type_check" CHECK ("study_sessions"."type" in ('live', 'recorded', 'other')),
	CONSTRAINT "study_sessions_status_check" CHECK ("study_sessions"."status" in ('scheduled', 'live', 'completed', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"key" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"every_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"failed_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_join_requests" ADD CONSTRAINT "study_group_join_requests_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_join_requests" ADD CONSTRAINT "study_group_join_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_members" ADD CONSTRAINT "study_group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_ratings" ADD CONSTRAINT "study_group_ratings_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_ratings" ADD CONSTRAINT "study_group_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_resources" ADD CONSTRAINT "study_group_resources_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_resources" ADD CONSTRAINT "study_group_resources_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_group_resources" ADD CONSTRAINT "study_group_resources_attachment_id_message_attachments_id_fk" FOREIGN KEY ("attachment_id") REFERENCES "public"."message_attachments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_groups" ADD CONSTRAINT "study_groups_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_session_participants" ADD CONSTRAINT "study_session_participants_session_id_study_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."study_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_session_participants" ADD CONSTRAINT "study_session_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_group_id_study_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."study_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_recording_attachment_id_message_attachments_id_fk" FOREIGN KEY ("recording_attachment_id") REFERENCES "public"."message_attachments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_token_idx" ON "calendar_feeds" USING btree ("token_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_idx" ON "calendar_feeds" USING btree ("user_id") WHERE "calendar_feeds"."group_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feeds_user_group_idx" ON "calendar_feeds" USING btree ("user_id","group_id") WHERE "calendar_feeds"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "study_group_join_requests_user_idx" ON "study_group_join_requests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_group_members_user_idx" ON "study_group_members" USING btree ("user_id","joined_at");--> statement-breakpoint
CREATE UNIQUE INDEX "study_group_members_one_owner_idx" ON "study_group_members" USING btree ("group_id") WHERE "study_group_members"."role" = 'owner';--> statement-breakpoint
CREATE INDEX "study_group_ratings_user_idx" ON "study_group_ratings" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_group_resources_group_idx" ON "study_group_resources" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "study_group_resources_added_by_idx" ON "study_group_resources" USING btree ("added_by");--> statement-breakpoint
CREATE UNIQUE INDEX "study_groups_conversation_idx" ON "study_groups" USING btree ("conversation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "study_groups_invite_code_idx" ON "study_groups" USING btree ("invite_code");--> statement-breakpoint
CREATE INDEX "study_groups_category_idx" ON "study_groups" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "study_groups_owner_idx" ON "study_groups" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "study_session_participants_user_idx" ON "study_session_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "study_sessions_group_idx" ON "study_sessions" USING btree ("group_id","scheduled_at");--> statement-breakpoint
CREATE INDEX "study_sessions_host_idx" ON "study_sessions" USING btree ("host_id");--> statement-breakpoint
CREATE INDEX "study_sessions_game_idx" ON "study_sessions" USING btree ("game_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_jobs_name_key_idx" ON "scheduled_jobs" USING btree ("name","key");--> statement-breakpoint
CREATE INDEX "scheduled_jobs_due_idx" ON "scheduled_jobs" USING btree ("run_at") WHERE failed_at is null;