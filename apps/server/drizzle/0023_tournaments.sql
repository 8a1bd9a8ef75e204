CREATE TABLE "tournament_bookmarks" (
	"user_id" uuid NOT NULL,
	"tournament_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_bookmarks_user_id_tournament_id_pk" PRIMARY KEY("user_id","tournament_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_hosts" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"verified_by" uuid,
	"verified_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tournament_matches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tournament_id" uuid NOT NULL,
	"round" integer NOT NULL,
	"position" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"players" jsonb NOT NULL,
	"game_id" uuid,
	"opens_at" timestamp with time zone NOT NULL,
	"starts_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tournament_matches_status_check" CHECK ("tournament_matches"."status" in ('pending', 'bye', 'playing', 'completed'))
);
--> statement-breakpoint
CREATE TABLE "tournament_participants" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"seat_id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"fee_paid" integer NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"seed_number" integer,
	"current_round" integer DEFAULT 0 NOT NULL,
	"is_eliminated" boolean DEFAULT false NOT NULL,
	"final_place" integer,
	"prize_won" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tournament_participants_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "tournament_ratings" (
	"tournament_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"rating" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "tournament_ratings_tournament_id_user_id_pk" PRIMARY KEY("tournament_id","user_id"),
	CONSTRAINT "tournament_ratings_rating_check" CHECK ("tournament_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "tournaments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"host_id" uuid,
	"category_id" uuid NOT NULL,
	"topic_id" uuid,
	"difficulty" text NOT NULL,
	"format" text NOT NULL,
	"max_participants" integer NOT NULL,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"sponsor_prize" integer DEFAULT 0 NOT NULL,
	"prize_distribution" jsonb NOT NULL,
	"status" text NOT NULL,
	"registration_start" timestamp with time zone NOT NULL,
	"registration_end" timestamp with time zone NOT NULL,
	"tournament_start" timestamp with time zone NOT NULL,
	"question_count" integer NOT NULL,
	"seconds_per_question" integer NOT NULL,
	"rules" jsonb NOT NULL,
	"sponsors" jsonb NOT NULL,
	"is_featured" boolean DEFAULT false NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"current_round" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "tournaments_status_check" CHECK ("tournaments"."status" in ('upcoming', 'registration', 'active', 'completed', 'cancelled')),
	CONSTRAINT "tournaments_difficulty_check" CHECK ("tournaments"."difficulty" in ('beginner', 'intermediate', 'advanced', 'mixed')),
	CONSTRAINT "tournaments_format_check" CHECK ("tournaments"."format" in ('single_elimination', 'knockout_groups')),
	CONSTRAINT "tournaments_seats_check" CHECK ("tournaments"."current_participants" >= 0 and "tournaments"."current_participants" <= "tournaments"."max_participants"),
	CONSTRAINT "tournaments_fee_check" CHECK ("tournaments"."entry_fee" >= 0 and "tournaments"."sponsor_prize" >= 0)
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_kind_check";--> statement-breakpoint
ALTER TABLE "tournament_bookmarks" ADD CONSTRAINT "tournament_bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_bookmarks" ADD CONSTRAINT "tournament_bookmarks_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_hosts" ADD CONSTRAINT "tournament_hosts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_hosts" ADD CONSTRAINT "tournament_hosts_verified_by_users_id_fk" FOREIGN KEY ("verified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_matches" ADD CONSTRAINT "tournament_matches_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_participants" ADD CONSTRAINT "tournament_participants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_ratings" ADD CONSTRAINT "tournament_ratings_tournament_id_tournaments_id_fk" FOREIGN KEY ("tournament_id") REFERENCES "public"."tournaments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournament_ratings" ADD CONSTRAINT "tournament_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tournaments" ADD CONSTRAINT "tournaments_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tournament_bookmarks_tournament_idx" ON "tournament_bookmarks" USING btree ("tournament_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_slot_idx" ON "tournament_matches" USING btree ("tournament_id","round","position");--> statement-breakpoint
CREATE UNIQUE INDEX "tournament_matches_game_idx" ON "tournament_matches" USING btree ("game_id");--> statement-breakpoint
CREATE INDEX "tournament_matches_due_idx" ON "tournament_matches" USING btree ("opens_at") WHERE "tournament_matches"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "tournament_participants_user_idx" ON "tournament_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tournaments_list_idx" ON "tournaments" USING btree ("is_featured","tournament_start");--> statement-breakpoint
CREATE INDEX "tournaments_host_idx" ON "tournaments" USING btree ("host_id");--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_kind_check" CHECK ("games"."kind" in ('room', 'hosted', 'match', 'challenge', 'study', 'tournament'));