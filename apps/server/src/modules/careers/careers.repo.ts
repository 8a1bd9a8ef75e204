import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  gte,
  inArray,
  lte,
  ne,
  notExists,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  categories,
  messages,
  quizAnswers,
  quizSessions,
  studyGroupMembers,
  studyGroups,
  studySessions,
  topics,
} from '../../db/schema';
import type { ModePlay } from './insights';
import { listedTopicSql } from '../content';
import type { TopicAnswers } from './knowledge-areas';

// Every read here crosses into another module's tables (quiz: sessions and answers; content:
// topics and categories; study groups; messages: whether a group's chat spoke), listed in
// docs/ARCHITECTURE.md (Careers) until those modules export them.

/**
 * The answers counted as evidence: those of completed solo quizzes (quiz_answers; a live game
 * keeps its answers only inside its saved engine state, not per answer), timeouts as wrong,
 * without the ones flagged as faster than a person reads.
 */
const countedAnswer = (userId: string) =>
  and(
    eq(quizSessions.userId, userId),
    eq(quizSessions.status, 'completed'),
    eq(quizAnswers.flagged, false),
  );

/** Per topic the player answered in: answers and correct answers. */
export async function topicAnswersOf(db: Db, userId: string): Promise<TopicAnswers[]> {
  const rows = await db
    .select({
      topicId: quizSessions.topicId,
      topicName: topics.name,
      categoryId: quizSessions.categoryId,
      categoryName: categories.name,
      answers: count(),
      correct: sql<number>`count(*) filter (where ${quizAnswers.isCorrect})`.mapWith(Number),
    })
    .from(quizAnswers)
    .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
    .innerJoin(topics, eq(topics.id, quizSessions.topicId))
    .innerJoin(categories, eq(categories.id, quizSessions.categoryId))
    .where(countedAnswer(userId))
    .groupBy(quizSessions.topicId, topics.name, quizSessions.categoryId, categories.name)
    .orderBy(asc(categories.name), asc(topics.name));
  return rows;
}

export type CatalogueTopic = {
  topicId: string;
  topicName: string;
  categoryId: string;
  categoryName: string;
};

/** Topics players can start now (active, in an active category, with questions) among `which`. */
function playableTopics(db: Db, which: SQL): Promise<CatalogueTopic[]> {
  return db
    .select({
      topicId: topics.id,
      topicName: topics.name,
      categoryId: categories.id,
      categoryName: categories.name,
    })
    .from(topics)
    .innerJoin(categories, eq(categories.id, topics.categoryId))
    .where(
      and(
        which,
        eq(topics.isActive, true),
        // Suggestions are for anyone: listed topics only (docs/DECISIONS.md #68).
        listedTopicSql,
        eq(categories.isActive, true),
        sql`${topics.questionCount} > 0`,
      ),
    )
    .orderBy(asc(categories.sortOrder), asc(topics.sortOrder), asc(topics.id));
}

/** Topics players can start now, by name (the plan suggests the ones that build an area). */
export async function playableTopicsNamed(db: Db, names: string[]): Promise<CatalogueTopic[]> {
  return names.length === 0 ? [] : playableTopics(db, inArray(topics.name, names));
}

/** Of these topic ids, the ones players can start now (an assigned path shows only those). */
export async function playableTopicsById(db: Db, ids: string[]): Promise<CatalogueTopic[]> {
  return ids.length === 0 ? [] : playableTopics(db, inArray(topics.id, ids));
}

/** The player's quiz time, local to the zone each quiz was played in. */
const localTime = sql`(${quizAnswers.answeredAt} at time zone ${quizSessions.timeZone})`;

/** The local days (YYYY-MM-DD) the player answered on since `since`. */
export async function activeDaysSince(db: Db, userId: string, since: Date): Promise<string[]> {
  const day = sql<string>`to_char(${localTime}, 'YYYY-MM-DD')`;
  const rows = await db
    .selectDistinct({ day })
    .from(quizAnswers)
    .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
    .where(and(countedAnswer(userId), gte(quizAnswers.answeredAt, since)))
    .orderBy(day);
  return rows.map((row) => row.day);
}

/** How many counted answers the player gave in each local hour (0-23). */
export async function answersByHour(db: Db, userId: string): Promise<Map<number, number>> {
  const hour = sql<number>`extract(hour from ${localTime})::int`.mapWith(Number);
  const rows = await db
    .select({ hour, answers: count() })
    .from(quizAnswers)
    .innerJoin(quizSessions, eq(quizSessions.id, quizAnswers.sessionId))
    .where(countedAnswer(userId))
    .groupBy(hour);
  return new Map(rows.map((row) => [row.hour, row.answers]));
}

/** Completed quizzes per mode and how long the middle one took, start to completion. */
export async function playByMode(db: Db, userId: string): Promise<ModePlay[]> {
  const rows = await db
    .select({
      mode: quizSessions.gameMode,
      sessions: count(),
      medianMinutes: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from ${quizSessions.completedAt} - ${quizSessions.startedAt}) / 60)`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(quizSessions)
    .where(and(eq(quizSessions.userId, userId), eq(quizSessions.status, 'completed')))
    .groupBy(quizSessions.gameMode)
    .orderBy(desc(count()), asc(quizSessions.gameMode));
  return rows;
}

export type GroupSuggestion = {
  id: string;
  name: string;
  description: string;
  categoryId: string;
  memberCount: number;
};

/**
 * Up to `limit` public groups in these categories the player is not in, active by the study
 * groups' own rule (a session, not cancelled, or a member's chat message within the window since
 * `since`), most members first.
 */
export async function activePublicGroupsIn(
  db: Db,
  userId: string,
  categoryIds: string[],
  window: { since: Date; now: Date },
  limit: number,
): Promise<GroupSuggestion[]> {
  if (categoryIds.length === 0 || limit <= 0) return [];
  const sessionInWindow = db
    .select({ one: sql`1` })
    .from(studySessions)
    .where(
      and(
        eq(studySessions.groupId, studyGroups.id),
        ne(studySessions.status, 'cancelled'),
        gte(studySessions.scheduledAt, window.since),
        lte(studySessions.scheduledAt, window.now),
      ),
    );
  const chatInWindow = db
    .select({ one: sql`1` })
    .from(messages)
    .where(
      and(
        eq(messages.conversationId, studyGroups.conversationId),
        sql`${messages.senderId} is not null`,
        eq(messages.messageType, 'text'),
        gte(messages.createdAt, window.since),
      ),
    );
  const alreadyMember = db
    .select({ one: sql`1` })
    .from(studyGroupMembers)
    .where(
      and(eq(studyGroupMembers.groupId, studyGroups.id), eq(studyGroupMembers.userId, userId)),
    );
  const memberCount =
    sql<number>`(select count(*) from ${studyGroupMembers} where ${studyGroupMembers.groupId} = ${studyGroups.id})`.mapWith(
      Number,
    );
  const rows = await db
    .select({
      id: studyGroups.id,
      name: studyGroups.name,
      description: studyGroups.description,
      categoryId: studyGroups.categoryId,
      memberCount,
    })
    .from(studyGroups)
    .where(
      and(
        eq(studyGroups.type, 'public'),
        inArray(studyGroups.categoryId, categoryIds),
        notExists(alreadyMember),
        sql`(${exists(sessionInWindow)} or ${exists(chatInWindow)})`,
      ),
    )
    .orderBy(desc(memberCount), asc(studyGroups.name), asc(studyGroups.id))
    .limit(limit);
  return rows.map((row) => ({ ...row, categoryId: row.categoryId! }));
}
