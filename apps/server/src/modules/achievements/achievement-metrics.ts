import { and, count, countDistinct, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, ledgerAccounts, topics, userStats, userTopicStats } from '../../db/schema';

/** The player's numbers achievements count. The social ones have no source yet and stay 0. */
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
] as const;
export type AchievementMetric = (typeof ACHIEVEMENT_METRICS)[number];
export type Metrics = Record<AchievementMetric, number>;

/** Reads every metric of one player: four small queries over their own rows. */
export async function readMetrics(db: Db, userId: string): Promise<Metrics> {
  const [[stats], [balance], [topicCounts], [completed]] = await Promise.all([
    db.select().from(userStats).where(eq(userStats.userId, userId)),
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId)),
    db
      .select({
        topics: count(),
        categories: countDistinct(topics.categoryId),
        aced: sql<number>`count(*) filter (where ${userTopicStats.bestAccuracy} = 100)::int`,
      })
      .from(userTopicStats)
      .innerJoin(topics, eq(topics.id, userTopicStats.topicId))
      .where(and(eq(userTopicStats.userId, userId), gt(userTopicStats.gamesPlayed, 0))),
    // Categories whose every playable topic this player has played.
    db
      .select({ total: count() })
      .from(categories)
      .where(
        and(
          eq(categories.isActive, true),
          gt(categories.questionCount, 0),
          sql`not exists (
            select 1 from ${topics}
            where ${topics.categoryId} = ${categories.id}
              and ${topics.isActive} and ${topics.questionCount} > 0
              and not exists (
                select 1 from ${userTopicStats}
                where ${userTopicStats.userId} = ${userId}
                  and ${userTopicStats.topicId} = ${topics.id}
                  and ${userTopicStats.gamesPlayed} > 0))`,
        ),
      ),
  ]);
  return {
    games_played: stats?.gamesPlayed ?? 0,
    competitive_wins: stats?.competitiveWins ?? 0,
    points: balance?.balance ?? 0,
    correct_answers: stats?.correctAnswers ?? 0,
    topics_played: Number(topicCounts?.topics ?? 0),
    categories_played: Number(topicCounts?.categories ?? 0),
    categories_completed: Number(completed?.total ?? 0),
    topics_aced: Number(topicCounts?.aced ?? 0),
    best_answer_streak: stats?.bestAnswerStreak ?? 0,
    longest_streak: stats?.longestStreak ?? 0,
    perfect_games: stats?.perfectGames ?? 0,
    fast_answers: stats?.fastAnswers ?? 0,
    friends: 0,
    messages_sent: 0,
    challenges_won: 0,
    study_groups_joined: 0,
  };
}
