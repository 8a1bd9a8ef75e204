CREATE TABLE "game_guests" (
	"game_id" uuid NOT NULL,
	"guest_id" uuid NOT NULL,
	"nickname" text NOT NULL,
	"joined_at" timestamp with time zone NOT NULL,
	CONSTRAINT "game_guests_game_id_guest_id_pk" PRIMARY KEY("game_id","guest_id")
);
--> statement-breakpoint
ALTER TABLE "games" DROP CONSTRAINT "games_kind_check";--> statement-breakpoint
ALTER TABLE "game_players" ADD COLUMN "nickname" text;--> statement-breakpoint
ALTER TABLE "games" ADD COLUMN "pin" text;--> statement-breakpoint
ALTER TABLE "game_guests" ADD CONSTRAINT "game_guests_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "games_live_pin_idx" ON "games" USING btree ("pin") WHERE "games"."status" in ('waiting', 'active');--> statement-breakpoint
ALTER TABLE "games" ADD CONSTRAINT "games_kind_check" CHECK ("games"."kind" in ('room', 'hosted'));