import type { Db } from '../../db/client';
import { topicCoverage } from '../content';
import { groupConversationCountOf } from '../messages';
import { playedTopicsOf, playerTotalsOf, pointsBalanceOf } from '../scoring';
import { friendCountOf } from '../social';

/**
 * The player's numbers achievements count. Of the social ones, friends and group conversations
 * (the groups a player is in, created or joined) are counted; the others have no source yet and
 * stay 0.
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
 * totals and topic records, the ledger's balance, content's catalogue, social's friendships,
 * messages' groups), so this module never touches another's tables. Tests feed it a fake.
 */
export type MetricSources = {
  playerTotals(db: Db, userId: string): Promise<PlayerTotals | undefined>;
  pointsBalance(db: Db, userId: string): Promise<number>;
  playedTopics(db: Db, userId: string): Promise<{ topicId: string; bestAccuracy: number }[]>;
  topicCoverage(
    db: Db,
    topicIds: string[],
  ): Promise<{ categoriesPlayed: number; categoriesCompleted: number }>;
  friendCount(db: Db, userId: string): Promise<number>;
  /** The group conversations the player is in now, created or joined. */
  groupConversations(db: Db, userId: string): Promise<number>;
};

/** The real sources: the owning modules' exported reads. */
export const metricSources: MetricSources = {
  playerTotals: playerTotalsOf,
  pointsBalance: pointsBalanceOf,
  playedTopics: playedTopicsOf,
  topicCoverage,
  friendCount: friendCountOf,
  groupConversations: groupConversationCountOf,
};

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
  sources: MetricSources = metricSources,
): MetricSources {
  return {
    ...sources,
    playerTotals: async () => known.totals,
    pointsBalance: async () => known.balance,
    // What a quiz cannot move is not read on its path: progress only ever rises (the upsert
    // keeps the greater), so a 0 here lowers nothing, and the social ones are brought up to
    // date when a friendship or a group changes.
    friendCount: async () => 0,
    groupConversations: async () => 0,
  };
}

/** Reads every metric of one player through `sources`, inside `db` (the caller's transaction). */
export async function readMetrics(
  db: Db,
  userId: string,
  sources: MetricSources = metricSources,
): Promise<Metrics> {
  const [stats, points, played, friends, groups] = await Promise.all([
    sources.playerTotals(db, userId),
    sources.pointsBalance(db, userId),
    sources.playedTopics(db, userId),
    sources.friendCount(db, userId),
    sources.groupConversations(db, userId),
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
    friends,
    messages_sent: 0,
    challenges_won: 0,
    study_groups_joined: 0,
    group_conversations: groups,
  };
}
