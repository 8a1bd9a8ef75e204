import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotifyInput } from '../notifications';
import {
  answerCorrections,
  ledgerTransactions,
  notifications,
  questions,
  quizAnswers,
} from '../../db/schema';
import type { Db } from '../../db/client';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { answerNext, completeSession, startSession } from '../../test/quiz-helpers';
import { setQuestionKey } from '../content';
import { player, type Player } from '../messages/messages.test-helpers';
import { inTransaction, pointsBalanceOf, totalOfAllBalances } from '../scoring';
import * as repo from './disputes.repo';
import { createRescoring } from './rescoring';

/**
 * A re-scoring walks the quizzes a page at a time, each page one transaction: cut short (a time
 * budget, a failure half way) it goes on where it stopped, and a page run again pays nothing
 * twice.
 */
describe('re-scoring an upheld dispute', () => {
  const clock = manualClock(new Date('2026-12-02T10:00:00Z'));
  let app: TestApp;
  let players: Player[];
  let questionId: string;
  const sessions = new Map<string, string>();
  /** The wrong option Wes picked (options are served shuffled). */
  let wesPick: string;

  const db = () => app.database.db;
  const movements = () =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'dispute_rescore:%'));
  const balances = () => Promise.all(players.map((who) => pointsBalanceOf(db(), who.id)));

  /** The decision's part, as an upheld dispute writes it: the key corrected and recorded. */
  async function correctTo(option: string) {
    return inTransaction(db(), async (tx: Db) => {
      await setQuestionKey(tx, questionId, { correctOptionId: option, answerKey: null }, undefined);
      return repo.insertCorrection(tx, {
        disputeId: randomUUID(),
        questionId,
        answerKey: { type: 'single', correct_option_id: option },
        previousKey: { type: 'single', correct_option_id: 'b' },
        decidedAt: clock.now(),
      });
    });
  }

  function rescoring(notify: (tx: Db, input: NotifyInput) => Promise<boolean>) {
    return createRescoring({
      db: db(),
      clock,
      notifications: { notify },
      outbox: app.outbox,
      invalidation: app.invalidation,
      pageSize: 1,
    });
  }

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    const category = await buildCategory(db(), { name: 'Rescoring' });
    const topic = await buildTopic(db(), category.id, { name: 'One question' });
    await buildQuestions(db(), topic.id, 1);
    questionId = (await db().select().from(questions).where(eq(questions.topicId, topic.id)))[0]!
      .id;
    players = [];
    for (const [name, move] of [
      ['Rae Right', 'right'],
      ['Wes Wrong', 'wrong'],
      ['Tia Timeout', 'timeout'],
    ] as const) {
      const who = await player(app, { name });
      players.push(who);
      const session = await startSession(app, who.headers, {
        topic_id: topic.id,
        game_mode: 'timed',
      });
      const { response } = await answerNext(app, who.headers, session.id, move, clock.advance);
      if (move === 'wrong') wesPick = response.json().data.selected_option as string;
      expect((await completeSession(app, who.headers, session.id)).statusCode).toBe(200);
      sessions.set(name, session.id);
    }
  });
  afterAll(() => app.close());

  it('goes on where a budget or a failure stopped it, and pays each quiz once', async () => {
    const before = await balances();
    const correction = await correctTo(wesPick);
    const real = (tx: Db, input: NotifyInput) => app.notifications.notify(tx, input);

    // A budget of nothing: one page, then it stops and says more is left.
    const first = await rescoring(real).run(correction.id, 0);
    expect(first.completedAt).toBeNull();
    expect(first.rescoredThrough).not.toBeNull();

    // The next page fails half way (after its ledger movement): none of it is kept.
    let failures = 0;
    const failing = rescoring(async (tx, input) => {
      await real(tx, input);
      failures += 1;
      throw new Error('the process died');
    });
    const moved = (await movements()).length;
    await expect(failing.run(correction.id, 60_000)).rejects.toThrow('the process died');
    expect(failures).toBe(1);
    expect((await movements()).length).toBe(moved);

    // The background round takes it up (nobody holds it) and finishes it.
    expect(await rescoring(real).round()).toBe(1);
    const done = (await repo.findCorrection(db(), correction.id))!;
    expect(done.completedAt).not.toBeNull();
    // Rae was right (b) and is wrong; Wes is right; Tia's timeout stays nothing.
    expect(done.sessionsRescored).toBe(2);
    const after = await balances();
    const [rae, wes] = await Promise.all(
      ['Rae Right', 'Wes Wrong'].map(async (name) => {
        const [answer] = await db()
          .select()
          .from(quizAnswers)
          .where(eq(quizAnswers.sessionId, sessions.get(name)!));
        return answer!;
      }),
    );
    expect(wes).toMatchObject({ isCorrect: true });
    expect(after[1]).toBe(before[1]! + wes!.pointsEarned);
    expect(after[0]).toBeLessThan(before[0]!);
    expect(after[2]).toBe(before[2]);
    expect(rae).toMatchObject({ isCorrect: false, pointsEarned: 0 });
    const keys = (await movements()).map((row) => row.idempotencyKey).sort();
    expect(keys).toEqual(
      ['Rae Right', 'Wes Wrong']
        .map((name) => `dispute_rescore:${correction.disputeId}:${sessions.get(name)}`)
        .sort(),
    );

    // Walked again from the start (a round repeating finished work): nothing moves.
    await db()
      .update(answerCorrections)
      .set({ rescoredThrough: null, completedAt: null, claimedUntil: null })
      .where(eq(answerCorrections.id, correction.id));
    const told = (await db().select().from(notifications)).length;
    expect(await rescoring(real).round()).toBe(1);
    expect(await balances()).toEqual(after);
    expect((await movements()).length).toBe(2);
    expect((await db().select().from(notifications)).length).toBe(told);
    expect(await totalOfAllBalances(db())).toBe(0);
  });

  it('leaves a re-scoring a process holds to it, and takes it up once the hold runs out', async () => {
    const correction = await correctTo('b');
    const now = clock.now();
    await db()
      .update(answerCorrections)
      .set({ claimedUntil: new Date(now.getTime() + 60_000) })
      .where(eq(answerCorrections.id, correction.id));
    const real = (tx: Db, input: NotifyInput) => app.notifications.notify(tx, input);
    expect(await rescoring(real).round()).toBe(0);
    clock.advance(61_000);
    expect(await rescoring(real).round()).toBe(1);
    expect((await repo.findCorrection(db(), correction.id))!.completedAt).not.toBeNull();
  });
});
