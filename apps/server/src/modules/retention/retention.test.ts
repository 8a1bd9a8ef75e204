import { RETENTION_RULES, type RetentionRuleId } from '@quizarena/contracts';
import { isDeepStrictEqual } from 'node:util';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import {
  authSessions,
  emailTokens,
  notifications,
  oauthStates,
  outboxDeliveries,
  outboxEvents,
  playReviews,
  quizSessions,
  refreshTokens,
  scheduledJobs,
  secondFactorTickets,
  users,
} from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { jobsNamed } from '../../lib/scheduler.repo';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildTopic } from '../../test/factories';
import { RETENTION_SWEEP_EVERY_MS } from './retention.module';
import { createRetentionSweep, RETENTION_BATCHES, type RetentionBatch } from './retention.sweep';

const DAY = 86_400_000;

/**
 * For each rule: rows just past its period and rows just inside it. `seed(past, inside)` writes
 * rows whose clock (expiry, reading, decision...) is at those instants and answers how to look
 * them up again; `gone` and `kept` name what the sweep must have done.
 */
type Case = {
  seed: (
    db: Db,
    at: { past: Date; inside: Date },
  ) => Promise<{ gone: () => Promise<boolean>; kept: () => Promise<boolean> }>;
};

describe('the retention sweep', () => {
  const clock = manualClock(new Date('2026-06-01T03:00:00Z'));
  let app: TestApp;
  let db: Db;
  let userId: string;
  let topicId: string;
  let categoryId: string;

  const exists = async (table: PgTable, where: SQL) =>
    (await db.select().from(table).where(where)).length > 0;

  async function newUser(): Promise<string> {
    const email = `${crypto.randomUUID()}@example.com`;
    const [row] = await db
      .insert(users)
      .values({ email, emailNormalized: email, fullName: 'Rita Retention' })
      .returning({ id: users.id });
    return row!.id;
  }

  /** Two rows made by `rowAt`: one at `at.past`, which must go, one at `at.inside`, which stays. */
  async function pair<T extends PgTable>(
    table: T,
    key: PgColumn,
    at: { past: Date; inside: Date },
    rowAt: (when: Date) => T['$inferInsert'],
  ) {
    const rows = (await db
      .insert(table)
      .values([rowAt(at.past), rowAt(at.inside)] as never)
      .returning({ key })) as { key: unknown }[];
    const [old, recent] = rows.map((row) => row.key);
    return {
      gone: async () => !(await exists(table, eq(key, old))),
      kept: () => exists(table, eq(key, recent)),
    };
  }

  async function session(values: { expiresAt: Date; revokedAt?: Date }): Promise<string> {
    const [row] = await db
      .insert(authSessions)
      .values({ userId, persistent: false, ...values })
      .returning({ id: authSessions.id });
    await db.insert(refreshTokens).values({ sessionId: row!.id, tokenHash: crypto.randomUUID() });
    return row!.id;
  }

  async function quizSession(): Promise<string> {
    const [row] = await db
      .insert(quizSessions)
      .values({
        userId,
        topicId,
        categoryId,
        gameMode: 'timed',
        difficulty: 'medium',
        questionCount: 3,
        status: 'completed',
        startedAt: clock.now(),
        completedAt: clock.now(),
      })
      .returning({ id: quizSessions.id });
    return row!.id;
  }

  async function event(createdAt: Date, statuses: ('pending' | 'done' | 'dead')[]) {
    const [row] = await db
      .insert(outboxEvents)
      .values({ type: 'quiz.completed', payload: { userId }, createdAt })
      .returning({ id: outboxEvents.id });
    for (const [index, status] of statuses.entries())
      await db
        .insert(outboxDeliveries)
        .values({ eventId: row!.id, handler: `test.h${index}`, status, nextAttemptAt: createdAt });
    return row!.id;
  }

  const sessionCase =
    (ending: 'expiresAt' | 'revokedAt'): Case['seed'] =>
    async (_db, at) => {
      const future = new Date(clock.now().getTime() + DAY);
      const values = (when: Date) =>
        ending === 'expiresAt' ? { expiresAt: when } : { expiresAt: future, revokedAt: when };
      const old = await session(values(at.past));
      const recent = await session(values(at.inside));
      return {
        gone: async () =>
          !(await exists(authSessions, eq(authSessions.id, old))) &&
          !(await exists(refreshTokens, eq(refreshTokens.sessionId, old))),
        kept: async () =>
          (await exists(authSessions, eq(authSessions.id, recent))) &&
          (await exists(refreshTokens, eq(refreshTokens.sessionId, recent))),
      };
    };

  const cases: Record<Exclude<RetentionRuleId, 'finished_exports' | 'audit_log'>, Case[]> = {
    ended_sessions: [{ seed: sessionCase('expiresAt') }, { seed: sessionCase('revokedAt') }],
    email_tokens: [
      // Used a while ago, though its time had not run out.
      {
        seed: (_db, at) =>
          pair(emailTokens, emailTokens.id, at, (usedAt) => ({
            userId,
            purpose: 'reset_password',
            tokenHash: crypto.randomUUID(),
            expiresAt: new Date(clock.now().getTime() + DAY),
            usedAt,
          })),
      },
      // Never used: its time ran out.
      {
        seed: (_db, at) =>
          pair(emailTokens, emailTokens.id, at, (expiresAt) => ({
            userId,
            purpose: 'verify_email',
            tokenHash: crypto.randomUUID(),
            expiresAt,
          })),
      },
    ],
    second_factor_tickets: [
      {
        seed: (_db, at) =>
          pair(secondFactorTickets, secondFactorTickets.ticketHash, at, (expiresAt) => ({
            ticketHash: crypto.randomUUID(),
            userId,
            method: 'password',
            persistent: false,
            expiresAt,
          })),
      },
    ],
    oauth_states: [
      {
        seed: (_db, at) =>
          pair(oauthStates, oauthStates.stateHash, at, (expiresAt) => ({
            stateHash: crypto.randomUUID(),
            provider: 'google',
            codeVerifier: 'v',
            expiresAt,
          })),
      },
    ],
    // Changed lately, read long ago: reading is what counts.
    read_notifications: [
      {
        seed: (_db, at) =>
          pair(notifications, notifications.id, at, (readAt) => ({
            userId,
            kind: 'friend_request',
            data: {},
            createdAt: readAt,
            updatedAt: clock.now(),
            readAt,
          })),
      },
    ],
    // Never read: kept for a year from its last change, then gone all the same.
    old_notifications: [
      {
        seed: (_db, at) =>
          pair(notifications, notifications.id, at, (updatedAt) => ({
            userId,
            kind: 'friend_request',
            data: {},
            createdAt: updatedAt,
            updatedAt,
          })),
      },
    ],
    review_evidence: [
      {
        seed: async (_db, at) => {
          const evidence = {
            answers: 3,
            implausible: 3,
            fast_correct: [{ position: 1, timeMs: 200, floorMs: 1_500 }],
          };
          const [old, recent, pending] = [
            await quizSession(),
            await quizSession(),
            await quizSession(),
          ];
          const longAgo = new Date(at.past.getTime() - 365 * DAY);
          await db.insert(playReviews).values([
            {
              sessionId: old,
              userId,
              reason: 'implausible_pace',
              evidence,
              status: 'confirmed',
              createdAt: longAgo,
              reviewedAt: at.past,
              reviewedBy: 'cli',
            },
            {
              sessionId: recent,
              userId,
              reason: 'implausible_pace',
              evidence,
              status: 'cleared',
              createdAt: longAgo,
              reviewedAt: at.inside,
              reviewedBy: 'cli',
            },
            // Still waiting for a moderator, however old: its evidence is what they will read.
            {
              sessionId: pending,
              userId,
              reason: 'implausible_pace',
              evidence,
              createdAt: longAgo,
            },
          ]);
          const evidenceOf = async (sessionId: string) =>
            (await db.select().from(playReviews).where(eq(playReviews.sessionId, sessionId)))[0];
          return {
            gone: async () => {
              const review = await evidenceOf(old);
              // The decision and the counts stay; the per-answer list goes.
              return (
                review?.status === 'confirmed' &&
                review.reviewedBy === 'cli' &&
                isDeepStrictEqual(review.evidence, { answers: 3, implausible: 3 })
              );
            },
            kept: async () =>
              isDeepStrictEqual((await evidenceOf(recent))?.evidence, evidence) &&
              isDeepStrictEqual((await evidenceOf(pending))?.evidence, evidence),
          };
        },
      },
    ],
    delivered_events: [
      {
        seed: async (_db, at) => {
          const old = await event(at.past, ['done', 'done']);
          const recent = await event(at.inside, ['done']);
          // Still owed to a handler: never deleted, however old.
          const owed = await event(new Date(at.past.getTime() - 365 * DAY), ['done', 'pending']);
          return {
            gone: async () =>
              !(await exists(outboxEvents, eq(outboxEvents.id, old))) &&
              !(await exists(outboxDeliveries, eq(outboxDeliveries.eventId, old))),
            kept: async () =>
              (await exists(outboxEvents, eq(outboxEvents.id, recent))) &&
              (await exists(outboxEvents, eq(outboxEvents.id, owed))),
          };
        },
      },
    ],
    dead_events: [
      {
        seed: async (_db, at) => {
          const old = await event(at.past, ['done', 'dead']);
          const recent = await event(at.inside, ['dead']);
          return {
            gone: async () => !(await exists(outboxEvents, eq(outboxEvents.id, old))),
            kept: () => exists(outboxEvents, eq(outboxEvents.id, recent)),
          };
        },
      },
    ],
    failed_jobs: [
      {
        seed: (_db, at) =>
          pair(scheduledJobs, scheduledJobs.id, at, (failedAt) => ({
            name: 'test.failed',
            key: crypto.randomUUID(),
            runAt: failedAt,
            attempts: 8,
            failedAt,
            createdAt: failedAt,
          })),
      },
    ],
  };

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    db = app.database.db;
    userId = await newUser();
    categoryId = (await buildCategory(db)).id;
    topicId = (await buildTopic(db, categoryId)).id;
  });
  afterAll(() => app.close());

  it('has a tested case for every rule it enforces, and none it does not', () => {
    const swept = RETENTION_RULES.filter((rule) => rule.enforcedBy === 'retention.sweep');
    expect(Object.keys(cases).sort()).toEqual(swept.map((rule) => rule.id).sort());
  });

  for (const rule of RETENTION_RULES.filter(
    (candidate) => candidate.enforcedBy === 'retention.sweep',
  )) {
    it(`${rule.id}: kept ${rule.keepDays} days from '${rule.from}', then gone`, async () => {
      const now = clock.now().getTime();
      const at = {
        past: new Date(now - rule.keepDays! * DAY - 60_000),
        inside: new Date(now - rule.keepDays! * DAY + 60_000),
      };
      const seeded = await Promise.all(
        cases[rule.id as keyof typeof cases].map((each) => each.seed(db, at)),
      );
      const report = await app.retention.sweep();
      expect(report.finished).toBe(true);
      for (const { gone, kept } of seeded) {
        expect(await gone()).toBe(true);
        expect(await kept()).toBe(true);
      }
      // A second sweep finds nothing more of this rule to do.
      expect((await app.retention.sweep()).counts[rule.id]).toBe(0);
    });
  }

  it('goes a batch at a time and stops at its budget; the next round finishes', async () => {
    const past = new Date(clock.now().getTime() - 400 * DAY);
    const rows = await db
      .insert(notifications)
      .values(
        Array.from({ length: 7 }, () => ({
          userId,
          kind: 'friend_request',
          data: {},
          createdAt: past,
          updatedAt: past,
        })),
      )
      .returning({ id: notifications.id });
    // Each batch of old notifications takes a second on the test's clock.
    const batches: number[] = [];
    const slow: RetentionBatch = async (...args) => {
      const done = await RETENTION_BATCHES.old_notifications!(...args);
      batches.push(done);
      clock.advance(1_000);
      return done;
    };
    const sweep = createRetentionSweep({
      db,
      clock,
      batches: { ...RETENTION_BATCHES, old_notifications: slow },
    });
    const first = await sweep({ batchSize: 2, budgetMs: 2_500 });
    expect(first).toMatchObject({ finished: false, counts: { old_notifications: 6 } });
    expect(batches).toEqual([2, 2, 2]);
    const second = await sweep({ batchSize: 2, budgetMs: 2_500 });
    expect(second).toMatchObject({ finished: true, counts: { old_notifications: 1 } });
    expect(batches).toEqual([2, 2, 2, 1]);
    expect(
      await exists(
        notifications,
        inArray(
          notifications.id,
          rows.map((row) => row.id),
        ),
      ),
    ).toBe(false);
  });

  it('refuses to start without a batch for every rule it enforces', () => {
    const { failed_jobs: _left, ...batches } = RETENTION_BATCHES;
    expect(() => createRetentionSweep({ db, clock, batches })).toThrow(/failed_jobs/);
  });

  it('runs daily on the scheduler', async () => {
    expect(await app.scheduler.runDue()).toBe(0);
    const [job] = await jobsNamed(db, 'retention.sweep');
    expect(job).toMatchObject({ everyMs: RETENTION_SWEEP_EVERY_MS });
    const recent = new Date(clock.now().getTime() - DAY);
    const [owed] = await db
      .insert(oauthStates)
      .values({
        stateHash: crypto.randomUUID(),
        provider: 'google',
        codeVerifier: 'v',
        expiresAt: recent,
      })
      .returning();
    clock.set(new Date(job!.runAt.getTime()));
    await app.scheduler.runDue();
    expect(await exists(oauthStates, eq(oauthStates.stateHash, owed!.stateHash))).toBe(false);
    expect((await jobsNamed(db, 'retention.sweep'))[0]!.runAt).toEqual(
      new Date(job!.runAt.getTime() + RETENTION_SWEEP_EVERY_MS),
    );
  });
});
