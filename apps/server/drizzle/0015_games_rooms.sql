CREATE TABLE "game_spectators" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_spectators_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
DROP INDEX "games_active_lease_idx";--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "password_hash" text;--> statement-breakpoint
ALTER TABLE "game_spectators" ADD CONSTRAINT "game_spectators_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "game_spectators" ADD CONSTRAINT "game_spectators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "games_live_lease_idx" ON "games" USING btree ("lease_until") WHERE "games"."status" in ('waiting', 'active');