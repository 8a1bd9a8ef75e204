CREATE TABLE "leaderboard_histogram" (
	"board" text NOT NULL,
	"window_key" text NOT NULL,
	"tier" smallint NOT NULL,
	"points" bigint NOT NULL,
	"players" integer NOT NULL,
	"points_sum" bigint NOT NULL,
	CONSTRAINT "leaderboard_histogram_board_window_key_tier_points_pk" PRIMARY KEY("board","window_key","tier","points"),
	CONSTRAINT "leaderboard_histogram_tier_check" CHECK (tier in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "leaderboard_scores" (
	"board" text NOT NULL,
	"window_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"points" bigint NOT NULL,
	CONSTRAINT "leaderboard_scores_board_window_key_user_id_pk" PRIMARY KEY("board","window_key","user_id"),
	CONSTRAINT "leaderboard_scores_points_check" CHECK (points > 0)
);
--> statement-breakpoint
ALTER TABLE "user_stats" ADD COLUMN "games_won" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_scores" ADD CONSTRAINT "leaderboard_scores_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_scores_top_idx" ON "leaderboard_scores" USING btree ("board","window_key","points" DESC NULLS LAST,"user_id");--> statement-breakpoint
-- Backfill: quizzes already won, counted as the completion now counts them (accuracy >= 60%).
UPDATE "user_stats" AS us SET "games_won" = (
	SELECT count(*) FROM "quiz_sessions" AS s
	WHERE s."user_id" = us."user_id" AND s."status" = 'completed' AND s."question_count" > 0
		AND round(100.0 * s."correct_count" / s."question_count") >= 60
);--> statement-breakpoint
-- Backfill: the points users already earned (credit legs of their accounts), per board and UTC
-- window, as modules/leaderboard would have recorded them (organization and level as of now).
INSERT INTO "leaderboard_scores" ("board", "window_key", "user_id", "points")
SELECT b.board, w.window_key, a."user_id", sum(e."amount")
FROM "ledger_entries" AS e
JOIN "ledger_accounts" AS a ON a."id" = e."account_id" AND a."kind" = 'user' AND a."user_id" IS NOT NULL
JOIN "ledger_transactions" AS t ON t."id" = e."transaction_id"
JOIN "users" AS u ON u."id" = a."user_id"
LEFT JOIN "quiz_sessions" AS s ON t."kind" = 'quiz_reward' AND s."id"::text = t."reference"
CROSS JOIN LATERAL (VALUES
	('d:' || to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD')),
	('w:' || to_char(e."created_at" AT TIME ZONE 'UTC', 'IYYY-"W"IW')),
	('m:' || to_char(e."created_at" AT TIME ZONE 'UTC', 'YYYY-MM')),
	('all')
) AS w(window_key)
CROSS JOIN LATERAL (VALUES
	('global'),
	('level:' || (floor(sqrt(greatest(a."balance", 0) / 100.0)) + 1)::int),
	(CASE WHEN s."id" IS NOT NULL THEN 'category:' || s."category_id" END),
	(CASE WHEN s."id" IS NOT NULL THEN 'topic:' || s."topic_id" END),
	('org:' || nullif(lower(btrim(regexp_replace(u."organization", '\s+', ' ', 'g'))), ''))
) AS b(board)
WHERE e."amount" > 0 AND b.board IS NOT NULL
GROUP BY b.board, w.window_key, a."user_id";--> statement-breakpoint
INSERT INTO "leaderboard_histogram" ("board", "window_key", "tier", "points", "players", "points_sum")
SELECT "board", "window_key", 0, "points", count(*), sum("points")
FROM "leaderboard_scores" GROUP BY "board", "window_key", "points"
UNION ALL
SELECT "board", "window_key", 1, ("points" / 1024) * 1024, count(*), sum("points")
FROM "leaderboard_scores" GROUP BY "board", "window_key", "points" / 1024;
