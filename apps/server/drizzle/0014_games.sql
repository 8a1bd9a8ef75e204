CREATE TABLE "game_players" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	"fee_paid" integer DEFAULT 0 NOT NULL,
	"place" integer,
	"points" integer,
	"prize" integer,
	CONSTRAINT "game_players_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"host_id" uuid,
	"name" text NOT NULL,
	"topic_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"settings" jsonb NOT NULL,
	"entry_fee" integer DEFAULT 0 NOT NULL,
	"state" jsonb,
	"state_version" integer DEFAULT 0 NOT NULL,
	"owner" text,
	"lease_until" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	CONSTRAINT "games_kind_check" CHECK ("games"."kind" in ('room')),
	CONSTRAINT "games_status_check" CHECK ("games"."status" in ('waiting', 'active', 'completed', 'cancelled')),
	CONSTRAINT "games_entry_fee_check" CHECK ("games"."entry_fee" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_players" ADD CONSTRAINT "game_players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_host_id_users_id_fk" FOREIGN KEY ("host_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_topic_id_topics_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."topics"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_players_user_idx" ON "game_players" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "games_status_created_idx" ON "games" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "games_active_lease_idx" ON "games" USING btree ("lease_until") WHERE "games"."status" = 'active';