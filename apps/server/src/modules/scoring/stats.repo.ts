import { and, desc, eq, gt, gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { identityColumns, toIdentityInput } from '../auth';
import { listedOrOwnTopicSql } from '../content';
import {
  categories,
  ledgerAccounts,
  topics,
  userActivity,
  userDailyStats,
  userStats,
  userTopicStats,
  users,
} from '../../db/schema';

export type UserStatsRow = typeof userStats.$inferSelect;
export type UserActivityRow = typeof userActivity.$inferSelect;
export type DailyStatsRow = typeof userDailyStats.$inferSelect;

/** What the public-identity rule needs to decide who may see a player's pages. */
export async function identityOf(db: Db, userId: string) {
  const [row] = await db.select(identityColumns).from(users).where(eq(users.id, userId));
  return row && toIdentityInput(row);
}

export async function findUserStats(db: Db, userId: string): Promise<UserStatsRow | undefined> {
  const [row] = await db.select().from(userStats).where(eq(userStats.userId, userId));
  return row;
}

/**
 * The player's stats row, created if missing and locked until the transaction ends, in one
 * statement: an upsert locks the row it finds, as `select ... for update` would, and answers it
 * as it stands (the update sets nothing new).
 */
export async function lockUserStats(tx: Db, userId: string): Promise<UserStatsRow> {
  const [row] = await tx
    .insert(userStats)
    .values({ userId })
    .onConflictDoUpdate({ target: userStats.userId, set: { userId: sql`excluded.user_id` } })
    .returning();
  return row!;
}

export async function saveUserStats(
  tx: Db,
  userId: string,
  values: Omit<Partial<UserStatsRow>, 'userId'>,
): Promise<void> {
  await tx
    .update(userStats)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(userStats.userId, userId));
}

export type TopicPlay = {
  userId: string;
  topicId: string;
  categoryId: string;
  answered: number;
  correct: number;
  accuracy: number;
  at: Date;
};

export async function addTopicPlay(tx: Db, play: TopicPlay): Promise<void> {
  await tx
    .insert(userTopicStats)
    .values({
      userId: play.userId,
      topicId: play.topicId,
      categoryId: play.categoryId,
      gamesPlayed: 1,
      questionsAnswered: play.answered,
      correctAnswers: play.correct,
      bestAccuracy: play.accuracy,
      lastPlayedAt: play.at,
    })
    .onConflictDoUpdate({
      target: [userTopicStats.userId, userTopicStats.topicId],
      set: {
        gamesPlayed: sql`${userTopicStats.gamesPlayed} + 1`,
        questionsAnswered: sql`${userTopicStats.questionsAnswered} + ${play.answered}`,
        correctAnswers: sql`${userTopicStats.correctAnswers} + ${play.correct}`,
        bestAccuracy: sql`greatest(${userTopicStats.bestAccuracy}, ${play.accuracy})`,
        lastPlayedAt: play.at,
      },
    });
}

export type DailyPlay = {
  userId: string;
  day: string;
  answered: number;
  correct: number;
  accuracy: number;
  points: number;
};

export async function addDailyPlay(tx: Db, play: DailyPlay): Promise<void> {
  await tx
    .insert(userDailyStats)
    .values({
      userId: play.userId,
      day: play.day,
      gamesPlayed: 1,
      questionsAnswered: play.answered,
      correctAnswers: play.correct,
      accuracySum: play.accuracy,
      points: play.points,
    })
    .onConflictDoUpdate({
      target: [userDailyStats.userId, userDailyStats.day],
      set: {
        gamesPlayed: sql`${userDailyStats.gamesPlayed} + 1`,
        questionsAnswered: sql`${userDailyStats.questionsAnswered} + ${play.answered}`,
        correctAnswers: sql`${userDailyStats.correctAnswers} + ${play.correct}`,
        accuracySum: sql`${userDailyStats.accuracySum} + ${play.accuracy}`,
        points: sql`${userDailyStats.points} + ${play.points}`,
      },
    });
}

/** Adds points earned outside a quiz (an achievement's reward) to the player's day. */
export async function addDailyPoints(
  tx: Db,
  play: { userId: string; day: string; points: number },
): Promise<void> {
  await tx
    .insert(userDailyStats)
    .values({ userId: play.userId, day: play.day, points: play.points })
    .onConflictDoUpdate({
      target: [userDailyStats.userId, userDailyStats.day],
      set: { points: sql`${userDailyStats.points} + ${play.points}` },
    });
}

export async function insertActivity(
  tx: Db,
  values: typeof userActivity.$inferInsert,
): Promise<void> {
  await tx.insert(userActivity).values(values);
}

export function recentActivity(db: Db, userId: string, limit: number): Promise<UserActivityRow[]> {
  return db
    .select()
    .from(userActivity)
    .where(eq(userActivity.userId, userId))
    .orderBy(desc(userActivity.occurredAt), desc(userActivity.id))
    .limit(limit);
}

/** The player's days with play from `fromDay` (inclusive; all days when null), oldest first. */
export function dailyStatsSince(
  db: Db,
  userId: string,
  fromDay: string | null,
): Promise<DailyStatsRow[]> {
  const conditions = [eq(userDailyStats.userId, userId)];
  if (fromDay) conditions.push(gte(userDailyStats.day, fromDay));
  return db
    .select()
    .from(userDailyStats)
    .where(and(...conditions))
    .orderBy(userDailyStats.day);
}

/**
 * 1 + the number of players with a larger balance. A range scan of a partial index; the
 * leaderboard issue replaces it with a maintained ranking for very large player counts.
 */
export async function rankForPoints(db: Db, points: number): Promise<number> {
  const [row] = await db
    .select({ above: sql<number>`count(*)::int` })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.kind, 'user'), gt(ledgerAccounts.balance, points)));
  return (row?.above ?? 0) + 1;
}

/** The player's topic records with topic and category names, most recently played first. */
export function topicStatsOf(db: Db, userId: string) {
  return (
    db
      .select({
        topicId: userTopicStats.topicId,
        categoryId: topics.categoryId,
        topicName: topics.name,
        categoryName: categories.name,
        gamesPlayed: userTopicStats.gamesPlayed,
        questionsAnswered: userTopicStats.questionsAnswered,
        correctAnswers: userTopicStats.correctAnswers,
        bestAccuracy: userTopicStats.bestAccuracy,
        lastPlayedAt: userTopicStats.lastPlayedAt,
        bookmarked: userTopicStats.bookmarked,
      })
      .from(userTopicStats)
      .innerJoin(topics, eq(topics.id, userTopicStats.topicId))
      // Through the topic, so a topic an admin moved is shown under its category of today.
      .innerJoin(categories, eq(categories.id, topics.categoryId))
      .where(
        and(
          eq(userTopicStats.userId, userId),
          eq(topics.isActive, true),
          eq(categories.isActive, true),
        ),
      )
      .orderBy(sql`${userTopicStats.lastPlayedAt} desc nulls last`, topics.name)
  );
}
export type TopicStatsRow = Awaited<ReturnType<typeof topicStatsOf>>[number];

/**
 * Sets the bookmark of an active topic the player may find (listed, or their own question set;
 * docs/DECISIONS.md #68), creating the player's record for it if needed.
 */
export async function setBookmark(
  db: Db,
  userId: string,
  topicId: string,
  bookmarked: boolean,
): Promise<boolean> {
  const [topic] = await db
    .select({ categoryId: topics.categoryId })
    .from(topics)
    .where(and(eq(topics.id, topicId), eq(topics.isActive, true), listedOrOwnTopicSql(userId)));
  if (!topic) return false;
  await db
    .insert(userTopicStats)
    .values({ userId, topicId, categoryId: topic.categoryId, bookmarked })
    .onConflictDoUpdate({
      target: [userTopicStats.userId, userTopicStats.topicId],
      set: { bookmarked },
    });
  return true;
}
