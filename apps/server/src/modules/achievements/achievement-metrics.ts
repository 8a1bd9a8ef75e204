import type { Db } from '../../db/client';
import { topicCoverage } from '../content';
import { playedTopicsOf, playerTotalsOf, pointsBalanceOf } from '../scoring';

/**
 * The player's numbers achievements count. The counted ones (COUNTED_METRICS) come from modules
 * built after this one, each registering its own count; one nobody registered stays 0.
 */
export const ACHIEVEMENT_METRICS = [
  'games_played',
  'competitive_wins',
  'points',
  'correct_answers',
  'topics_played',
  'categories_played',
  'categories_completed',
  'topics_aced',
  'best_answer_streak',
  'longest_streak',
  'perfect_games',
  'fast_answers',
  'friends',
  'messages_sent',
  'challenges_won',
  'study_groups_joined',
  'group_conversations',
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];
export type Metrics = Record<AchievementMetric, number>;

/**
 * Metrics counted in the tables of a module registered after achievements (social's friends,
 * messages' groups, later challenges and study groups). That module hands its count to the
 * achievements service (`countFrom`), so the dependency runs from the later module to this one.
 */
export const COUNTED_METRICS = [
  'friends',
  'messages_sent',
  'challenges_won',
  'study_groups_joined',
  'group_conversations',
] as const satisfies readonly AchievementMetric[];
export type CountedMetric = (typeof COUNTED_METRICS)[number];
/** A player's count of one thing, read inside the evaluating transaction. */
export type CountSource = (db: Db, userId: string) => Promise<number>;
export type CountSources = Partial<Record<CountedMetric, CountSource>>;

/** The maintained totals achievements count, as the scoring module keeps them. */
export type PlayerTotals = {
  gamesPlayed: number;
  competitiveWins: number;
  correctAnswers: number;
  bestAnswerStreak: number;
  longestStreak: number;
  perfectGames: number;
  fastAnswers: number;
};

/**
 * Everything achievements read about a player, each from the module that owns it (scoring's
 * totals and topic records, the ledger's balance, content's catalogue, and the counts later
 * modules registered), so this module never touches another's tables. Tests feed it a fake.
 */
export type MetricSources = {
  playerTotals(db: Db, userId: string): Promise<PlayerTotals | undefined>;
  pointsBalance(db: Db, userId: string): Promise<number>;
  playedTopics(db: Db, userId: string): Promise<{ topicId: string; bestAccuracy: number }[]>;
  topicCoverage(
    db: Db,
    topicIds: string[],
  ): Promise<{ categoriesPlayed: number; categoriesCompleted: number }>;
  counts: CountSources;
};

/** The real sources: the owning modules' exported reads, with the counts registered so far. */
export const metricSources = (counts: CountSources = {}): MetricSources => ({
  playerTotals: playerTotalsOf,
  pointsBalance: pointsBalanceOf,
  playedTopics: playedTopicsOf,
  topicCoverage,
  counts,
});

/** What a caller's transaction already holds about the player, so it is not read again. */
export type KnownPlayer = {
  /** Their totals as the transaction saved them. */
  totals: PlayerTotals & { timeZone: string };
  /** Their balance after the transaction's payments. */
  balance: number;
};

/** `sources` with the player's totals and balance taken from what the caller holds. */
export function withKnown(
  known: KnownPlayer,
  sources: MetricSources = metricSources(),
): MetricSources {
  return {
    ...sources,
    playerTotals: async () => known.totals,
    pointsBalance: async () => known.balance,
    // What a quiz cannot move is not read on its path: progress only ever rises (the upsert
    // keeps the greater), so a 0 here lowers nothing, and the social ones are brought up to
    // date when the thing they count changes.
    counts: {},
  };
}

/** Reads every metric of one player through `sources`, inside `db` (the caller's transaction). */
export async function readMetrics(
  db: Db,
  userId: string,
  sources: MetricSources = metricSources(),
): Promise<Metrics> {
  const [stats, points, played, counted] = await Promise.all([
    sources.playerTotals(db, userId),
    sources.pointsBalance(db, userId),
    sources.playedTopics(db, userId),
    Promise.all(
      COUNTED_METRICS.map(
        async (metric) => [metric, (await sources.counts[metric]?.(db, userId)) ?? 0] as const,
      ),
    ).then((pairs) => Object.fromEntries(pairs) as Record<CountedMetric, number>),
  ]);
  const coverage = await sources.topicCoverage(
    db,
    played.map((topic) => topic.topicId),
  );
  return {
    games_played: stats?.gamesPlayed ?? 0,
    competitive_wins: stats?.competitiveWins ?? 0,
    points,
    correct_answers: stats?.correctAnswers ?? 0,
    topics_played: played.length,
    categories_played: coverage.categoriesPlayed,
    categories_completed: coverage.categoriesCompleted,
    topics_aced: played.filter((topic) => topic.bestAccuracy === 100).length,
    best_answer_streak: stats?.bestAnswerStreak ?? 0,
    longest_streak: stats?.longestStreak ?? 0,
    perfect_games: stats?.perfectGames ?? 0,
    fast_answers: stats?.fastAnswers ?? 0,
    ...counted,
  };
}
