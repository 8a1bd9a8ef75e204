CREATE TABLE "skill_rating_changes" (
	"game_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"mu_before" double precision NOT NULL,
	"sigma_before" double precision NOT NULL,
	"mu_after" double precision NOT NULL,
	"sigma_after" double precision NOT NULL,
	"place" integer NOT NULL,
	"left" boolean NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_rating_changes_game_id_user_id_pk" PRIMARY KEY("game_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "skill_ratings" (
	"user_id" uuid NOT NULL,
	"category_id" uuid,
	"mu" double precision NOT NULL,
	"sigma" double precision NOT NULL,
	"conservative" integer NOT NULL,
	"games" integer DEFAULT 0 NOT NULL,
	"wins" integer DEFAULT 0 NOT NULL,
	"losses" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "skill_ratings_user_category_key" UNIQUE NULLS NOT DISTINCT("user_id","category_id"),
	CONSTRAINT "skill_ratings_sigma_check" CHECK ("skill_ratings"."sigma" > 0),
	CONSTRAINT "skill_ratings_counts_check" CHECK ("skill_ratings"."wins" >= 0 and "skill_ratings"."losses" >= 0 and "skill_ratings"."wins" + "skill_ratings"."losses" <= "skill_ratings"."games")
);
--> statement-breakpoint
ALTER TABLE "skill_rating_changes" ADD CONSTRAINT "skill_rating_changes_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_rating_changes" ADD CONSTRAINT "skill_rating_changes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_rating_changes" ADD CONSTRAINT "skill_rating_changes_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "skill_ratings" ADD CONSTRAINT "skill_ratings_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "skill_rating_changes_user_idx" ON "skill_rating_changes" USING btree ("user_id","category_id","at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "skill_ratings_board_idx" ON "skill_ratings" USING btree ("category_id","conservative" DESC NULLS LAST,"games" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "skill_ratings_general_board_idx" ON "skill_ratings" USING btree ("conservative" DESC NULLS LAST,"games" DESC NULLS LAST,"user_id") WHERE "skill_ratings"."category_id" is null;