import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerCorrections,
  answerDisputes,
  auditLog,
  ledgerTransactions,
  moderationDecisions,
  notifications,
  questions,
  quizAnswers,
  quizSessionQuestions,
  quizSessions,
} from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { completeSession, serveNext, startSession } from '../../test/quiz-helpers';
import { expectFieldRefusals } from '../../test/refusals';
import { openDisputesByQuestion } from '../analytics/disputes';
import { contentRepo } from '../content';
import { call, player, type Player } from '../messages/messages.test-helpers';
import { inTransaction, pointsBalanceOf, postMovement, totalOfAllBalances } from '../scoring';
import { disputesPersonalData } from './personal-data';

type Staff = Player & { otp: { code(): string } };
type Served = NonNullable<Awaited<ReturnType<typeof serveNext>>>;
type Choice = (question: Served) => Record<string, unknown>;

describe('answer disputes', () => {
  const clock = manualClock(new Date('2026-12-01T10:00:00Z'));
  let app: TestApp;
  let moderator: Staff;
  let ann: Player;
  let bob: Player;
  let cat: Player;
  let dan: Player;
  let topicA: string;
  let topicM: string;
  let q1: string;
  let q2: string;
  let qm: string;
  const sessions: Record<string, string> = {};

  const staff = async (name: string): Promise<Staff> => {
    const signed = await signUpStaff(app, { name }, { role: 'moderator' });
    return { ...signed, id: signed.user.id, name } as Staff;
  };
  const db = () => app.database.db;
  const url = (session: string, question: string) =>
    `/api/games/session/${session}/questions/${question}/disputes`;
  const dispute = (who: Player, session: string, question: string, reason: string) =>
    call(app, who, 'POST', url(session, question), { reason });

  /** Plays a practice quiz of the topic, answering each question as `choose` says. */
  async function playQuiz(who: Player, topicId: string, choose: Choice, complete = true) {
    const session = await startSession(app, who.headers, {
      topic_id: topicId,
      game_mode: 'practice',
    });
    for (let index = 0; index < session.total_questions; index += 1) {
      const question = (await serveNext(app, who.headers, session.id))!;
      clock.advance(1_000);
      const answered = await call(app, who, 'POST', `/api/games/session/${session.id}/answer`, {
        question_id: question.id,
        ...choose(question),
      });
      expect(answered.status, JSON.stringify(answered.body)).toBe(200);
    }
    if (complete)
      expect((await completeSession(app, who.headers, session.id)).statusCode).toBe(200);
    return session.id;
  }
  /** Picks `forQ1` on the first question and the right option on the second. */
  const single =
    (forQ1: string): Choice =>
    (question) => ({
      selected_option: question.id === q1 ? forQ1 : 'b',
    });
  const answerOf = async (sessionId: string, questionId: string) =>
    (
      await db()
        .select()
        .from(quizAnswers)
        .where(and(eq(quizAnswers.sessionId, sessionId), eq(quizAnswers.questionId, questionId)))
    )[0]!;
  const sessionRow = async (id: string) =>
    (await db().select().from(quizSessions).where(eq(quizSessions.id, id)))[0]!;
  const rescoreMovements = () =>
    db()
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.idempotencyKey, 'dispute_rescore:%'));
  const noticesOf = (userId: string, kind: string) =>
    db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.kind, kind)));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    moderator = await staff('Mona Moderator');
    ann = await player(app, { name: 'Ann Answer' });
    bob = await player(app, { name: 'Bob Right' });
    cat = await player(app, { name: 'Cat Contrary' });
    dan = await player(app, { name: 'Dan Midway' });
    const category = await buildCategory(db(), { name: 'Disputed' });
    topicA = (await buildTopic(db(), category.id, { name: 'Choices' })).id;
    await buildQuestions(db(), topicA, 2);
    const ids = await db()
      .select({ id: questions.id, text: questions.questionText })
      .from(questions)
      .where(eq(questions.topicId, topicA));
    q1 = ids.find((row) => row.text === 'Question 1?')!.id;
    q2 = ids.find((row) => row.text === 'Question 2?')!.id;
    topicM = (await buildTopic(db(), category.id, { name: 'All that apply' })).id;
    await contentRepo.insertQuestions(db(), [
      {
        topicId: topicM,
        questionText: 'Which are primes?',
        type: 'multiple',
        options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: `Option ${id}` })),
        correctOptionId: null,
        answerKey: { type: 'multiple', correct_option_ids: ['a', 'b'] },
        explanation: null,
        difficulty: 'beginner',
        source: 'test',
      },
    ]);
    await contentRepo.recountTopics(db(), [topicM]);
    qm = (await db().select().from(questions).where(eq(questions.topicId, topicM)))[0]!.id;

    sessions.ann = await playQuiz(ann, topicA, single('c'));
    sessions.bob = await playQuiz(bob, topicA, single('b'));
    sessions.cat = await playQuiz(cat, topicA, single('c'));
  });
  afterAll(() => app.close());

  it('files a dispute of an answered question, and lists the quiz’s disputes', async () => {
    const filed = await dispute(ann, sessions.ann!, q1, '  Option c is right, see the textbook.  ');
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body.data).toMatchObject({
      session_id: sessions.ann,
      question_id: q1,
      reason: 'Option c is right, see the textbook.',
      status: 'open',
      moderator_note: null,
      resolved_at: null,
    });
    clock.advance(1_000);
    expect((await dispute(cat, sessions.cat!, q1, 'C is the answer, surely')).status).toBe(201);
    const listed = await call(app, ann, 'GET', `/api/games/session/${sessions.ann}/disputes`);
    expect(listed.status).toBe(200);
    expect(listed.body.data.disputes).toEqual([filed.body.data]);
    expect(await openDisputesByQuestion(db())).toEqual(new Map([[q1, 2]]));
  });

  it('refuses what it cannot take, naming the field, and changes nothing', async () => {
    const before = (await db().select().from(answerDisputes)).length;
    const posting = (reason: string) => (path: string) =>
      app.inject({ method: 'POST', url: path, headers: ann.headers, payload: { reason } });
    await expectFieldRefusals(posting('Too'), [[url(sessions.ann!, q2), 'body.reason']]);
    await expectFieldRefusals(posting('A fine reason'), [
      [url(sessions.ann!, 'not-a-uuid'), 'params.questionId'],
      [url('not-a-uuid', q2), 'params.id'],
      [url(sessions.ann!, qm), 'params.questionId'],
    ]);
    const long = await dispute(ann, sessions.ann!, q2, 'x'.repeat(501));
    expect(long.body.details[0].field).toBe('body.reason');
    const extra = await call(app, ann, 'POST', url(sessions.ann!, q2), {
      reason: 'A fine reason',
      points: 100,
    });
    expect(extra.status).toBe(400);
    const notInQuiz = await dispute(ann, sessions.ann!, qm, 'Not a question of this quiz');
    expect(notInQuiz.body.message).toBe('This question is not part of the quiz');
    // Someone else's quiz, or one that does not exist, is not found; nothing says it exists.
    for (const path of [url(sessions.bob!, q1), url('00000000-0000-4000-8000-000000000000', q1)])
      expect((await call(app, ann, 'POST', path, { reason: 'Not mine' })).status).toBe(404);
    expect(
      (await call(app, ann, 'GET', `/api/games/session/${sessions.bob}/disputes`)).status,
    ).toBe(404);
    expect(
      (await call(app, null, 'GET', `/api/games/session/${sessions.ann}/disputes`)).status,
    ).toBe(401);
    // One dispute per question of a quiz.
    const again = await dispute(ann, sessions.ann!, q1, 'Again, c is right');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({
      code: 'ALREADY_DISPUTED',
      details: [{ field: 'params.questionId' }],
    });
    // In the reader's language.
    const spanish = await app.inject({
      method: 'POST',
      url: url(sessions.ann!, q1),
      headers: { ...ann.headers, 'accept-language': 'es' },
      payload: { reason: 'Otra vez' },
    });
    expect(spanish.json()).toMatchObject({
      message: 'Ya has disputado esta respuesta',
      details: [{ field: 'params.questionId', message: 'Ya has disputado esta respuesta' }],
    });
    const short = await app.inject({
      method: 'POST',
      url: url(sessions.ann!, q2),
      headers: { ...ann.headers, 'accept-language': 'es' },
      payload: { reason: 'No' },
    });
    expect(short.json().details).toEqual([
      { field: 'body.reason', message: 'Al menos 5 caracteres' },
    ]);
    expect((await db().select().from(answerDisputes)).length).toBe(before);
  });

  it('takes a dispute in play only once the question is answered', async () => {
    const session = await startSession(app, dan.headers, {
      topic_id: topicA,
      game_mode: 'practice',
    });
    sessions.dan = session.id;
    const early = await dispute(dan, session.id, q1, 'I know it is wrong already');
    expect(early.status).toBe(400);
    expect(early.body.details).toEqual([
      { field: 'params.questionId', message: 'Answer the question before disputing it' },
    ]);
    // Dan answers the first question c and leaves the quiz in play (both answered if q2 came first).
    for (;;) {
      const question = (await serveNext(app, dan.headers, session.id))!;
      clock.advance(1_000);
      await call(app, dan, 'POST', `/api/games/session/${session.id}/answer`, {
        question_id: question.id,
        selected_option: question.id === q1 ? 'c' : 'b',
      });
      if (question.id === q1) break;
    }
    expect((await dispute(dan, session.id, q1, 'Right after answering: c')).status).toBe(201);
  });

  it('puts the disputed question in the moderation queue, once, with its statistics', async () => {
    const listed = await call(
      app,
      moderator,
      'GET',
      '/api/admin/moderation/pending?kind=answer_dispute',
    );
    expect(listed.status).toBe(200);
    const [item] = listed.body.data.items;
    expect(listed.body.data.items).toHaveLength(1);
    const [oldest] = await db()
      .select()
      .from(answerDisputes)
      .where(eq(answerDisputes.userId, ann.id));
    expect(item).toMatchObject({
      id: oldest!.id,
      kind: 'answer_dispute',
      subject: null,
      question: { id: q1, text: 'Question 1?', open_disputes: 3 },
    });
    expect(listed.body.data.counts.answer_dispute).toBe(1);

    const detail = await call(app, moderator, 'GET', `/api/admin/moderation/${item.id}`);
    expect(detail.status).toBe(200);
    const data = detail.body.data.dispute;
    expect(detail.body.data.status).toBe('pending');
    expect(data.question).toMatchObject({
      id: q1,
      type: 'single',
      answer_key: { type: 'single', correct_option_id: 'b' },
      correct_answer: 'Option b',
    });
    expect(data.response).toEqual({ option_id: 'c' });
    // Ann, Bob, Cat and Dan answered it: three picked c, Bob b.
    expect(data.statistics).toMatchObject({ answers: 4, timeouts: 0, correct: 1, accuracy: 25 });
    expect(data.statistics.choices).toEqual([
      { option_id: 'a', option_text: 'Option a', count: 0, in_key: false },
      { option_id: 'b', option_text: 'Option b', count: 1, in_key: true },
      { option_id: 'c', option_text: 'Option c', count: 3, in_key: false },
      { option_id: 'd', option_text: 'Option d', count: 0, in_key: false },
    ]);
    expect(
      data.open_disputes.map((entry: { disputer: { name: string } }) => entry.disputer.name),
    ).toEqual(['Ann Answer', 'Cat Contrary', 'Dan Midway']);
    expect(data.open_disputes[0].reason).toBe('Option c is right, see the textbook.');
  });

  it('refuses a correction that does not fit the question, naming the field', async () => {
    const [item] = (
      await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=answer_dispute')
    ).body.data.items;
    const approve = (body: Record<string, unknown>) =>
      call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
        reason: 'Checked',
        ...body,
      });
    const cases: [Record<string, unknown>, string][] = [
      [{}, 'body.correction'],
      [{ correction: {} }, 'body.correction.correct_option_id'],
      [{ correction: { correct_option_id: 'z' } }, 'body.correction.correct_option_id'],
      [{ correction: { correct_option_id: 'b' } }, 'body.correction.correct_option_id'],
      [
        { correction: { answer_key: { type: 'single', correct_option_id: 'c' } } },
        'body.correction.answer_key',
      ],
      [{ correction: { correct_option_id: 'c' }, remove_content: true }, 'body.remove_content'],
      [{ correction: { correct_option_id: 'c' }, sanction: 'warn' }, 'body.sanction'],
    ];
    for (const [body, field] of cases) {
      const refused = await approve(body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(refused.body.details[0].field, JSON.stringify(body)).toBe(field);
    }
    const [question] = await db().select().from(questions).where(eq(questions.id, q1));
    expect(question!.correctOptionId).toBe('b');
    expect(await db().select().from(answerCorrections)).toEqual([]);
  });

  it('upholds: corrects the question and re-scores every quiz that asked it, both ways, once', async () => {
    const [item] = (
      await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=answer_dispute')
    ).body.data.items;
    const before = {
      ann: await sessionRow(sessions.ann!),
      bob: await sessionRow(sessions.bob!),
      annPoints: await pointsBalanceOf(db(), ann.id),
      bobQ1: await answerOf(sessions.bob!, q1),
      danScore: (await call(app, dan, 'GET', `/api/games/session/${sessions.dan}`)).body.data
        .session.score.player_points,
    };
    expect(before.bobQ1.isCorrect).toBe(true);
    // Bob has spent all but one point: the correction takes back only what he holds.
    const bobBalance = await pointsBalanceOf(db(), bob.id);
    await inTransaction(db(), (tx) =>
      postMovement(tx, {
        key: 'test:bob-spends',
        kind: 'game_entry_fee',
        legs: [
          { account: { userId: bob.id }, amount: -(bobBalance - 1) },
          { account: { system: 'escrow' }, amount: bobBalance - 1 },
        ],
      }),
    );

    const upheld = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
      reason: 'The textbook says c.',
      correction: { correct_option_id: 'c', explanation: 'C, as the textbook says.' },
    });
    expect(upheld.status, JSON.stringify(upheld.body)).toBe(200);
    // Ann, Bob and Cat's completed quizzes and Dan's in play changed.
    expect(upheld.body.data).toMatchObject({
      id: item.id,
      status: 'upheld',
      actions: ['correct_answer'],
      rescored: { sessions: 4, pending: false },
    });

    // The catalogue and every copy take the corrected key and explanation.
    const [question] = await db().select().from(questions).where(eq(questions.id, q1));
    expect(question).toMatchObject({
      correctOptionId: 'c',
      explanation: 'C, as the textbook says.',
    });
    const copies = await db()
      .select()
      .from(quizSessionQuestions)
      .where(eq(quizSessionQuestions.questionId, q1));
    expect(copies.map((copy) => copy.correctOptionId)).toEqual(copies.map(() => 'c'));

    // Ann was wrong and is right: her answer, quiz and balance gain its points.
    const annQ1 = await answerOf(sessions.ann!, q1);
    expect(annQ1).toMatchObject({ isCorrect: true, credit: 1 });
    expect(annQ1.pointsEarned).toBeGreaterThan(0);
    const ann2 = await sessionRow(sessions.ann!);
    expect(ann2.totalPoints).toBe(before.ann.totalPoints + annQ1.pointsEarned);
    expect(ann2.correctCount).toBe(before.ann.correctCount + 1);
    expect(await pointsBalanceOf(db(), ann.id)).toBe(before.annPoints + annQ1.pointsEarned);
    // Bob was right and is wrong: his quiz loses the points; he had one left to take.
    const bobQ1 = await answerOf(sessions.bob!, q1);
    expect(bobQ1).toMatchObject({ isCorrect: false, credit: 0, pointsEarned: 0 });
    const bob2 = await sessionRow(sessions.bob!);
    expect(bob2.totalPoints).toBe(before.bob.totalPoints - before.bobQ1.pointsEarned);
    expect(bob2.correctCount).toBe(before.bob.correctCount - 1);
    expect(await pointsBalanceOf(db(), bob.id)).toBe(0);
    const [correction] = await db().select().from(answerCorrections);
    expect(correction).toMatchObject({
      disputeId: item.id,
      previousKey: { type: 'single', correct_option_id: 'b' },
      answerKey: { type: 'single', correct_option_id: 'c' },
      sessionsRescored: 4,
      pointsTaken: 1,
      pointsShort: before.bobQ1.pointsEarned - 1,
    });
    expect(correction!.completedAt).not.toBeNull();

    // One movement per completed quiz, keyed by the dispute and the quiz; the ledger balances.
    const movements = await rescoreMovements();
    expect(movements.map((row) => row.idempotencyKey).sort()).toEqual(
      [sessions.ann, sessions.bob, sessions.cat]
        .map((id) => `dispute_rescore:${item.id}:${id}`)
        .sort(),
    );
    expect(movements.find((row) => row.reference === sessions.bob)!.kind).toBe(
      'quiz_reward_withdrawn',
    );
    expect(movements.find((row) => row.reference === sessions.ann)!.kind).toBe(
      'quiz_reward_corrected',
    );
    expect(await totalOfAllBalances(db())).toBe(0);

    // Each affected player is told of their quiz; each disputer of the decision.
    const [annNotice] = await noticesOf(ann.id, 'answer_corrected');
    expect(annNotice!.data).toEqual({
      session_id: sessions.ann,
      question_id: q1,
      question_text: 'Question 1?',
      points_change: annQ1.pointsEarned,
      now_correct: true,
    });
    const [bobNotice] = await noticesOf(bob.id, 'answer_corrected');
    expect(bobNotice!.data).toMatchObject({
      points_change: -before.bobQ1.pointsEarned,
      now_correct: false,
    });
    for (const who of [ann, cat, dan]) {
      const [told] = await noticesOf(who.id, 'dispute_resolved');
      expect(told!.data).toMatchObject({
        outcome: 'upheld',
        note: 'The textbook says c.',
        question_id: q1,
      });
    }
    expect(await noticesOf(bob.id, 'dispute_resolved')).toEqual([]);
    // Dan's quiz is in play: corrected, paid when he completes it, and not announced.
    expect(await noticesOf(dan.id, 'answer_corrected')).toEqual([]);

    // The disputes are decided, the decision recorded and audited; the queue is empty.
    const decided = await db()
      .select()
      .from(answerDisputes)
      .where(eq(answerDisputes.questionId, q1));
    expect(decided.map((row) => row.status)).toEqual(['upheld', 'upheld', 'upheld']);
    expect(decided.every((row) => row.resolvedBy === moderator.id)).toBe(true);
    const [record] = await db()
      .select()
      .from(moderationDecisions)
      .where(eq(moderationDecisions.itemId, item.id));
    expect(record).toMatchObject({
      kind: 'answer_dispute',
      outcome: 'upheld',
      subjectUserId: null,
    });
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'item_id' = ${item.id}`);
    expect(audit!.detail).toMatchObject({
      kind: 'answer_dispute',
      key: { before: { correct_option_id: 'b' }, after: { correct_option_id: 'c' } },
    });
    expect(await openDisputesByQuestion(db())).toEqual(new Map());
    const queue = await call(app, moderator, 'GET', '/api/admin/moderation/pending');
    expect(queue.body.data.counts.answer_dispute).toBe(0);

    // The player's own views follow: the results page and the dispute's status.
    const results = await call(app, ann, 'GET', `/api/games/session/${sessions.ann}/results`);
    const shown = results.body.data.answers.find(
      (a: { question_id: string }) => a.question_id === q1,
    );
    expect(shown).toMatchObject({
      is_correct: true,
      correct_option: 'c',
      explanation: 'C, as the textbook says.',
    });
    expect(results.body.data.total_points).toBe(ann2.totalPoints);
    const mine = await call(app, ann, 'GET', `/api/games/session/${sessions.ann}/disputes`);
    expect(mine.body.data.disputes[0]).toMatchObject({
      status: 'upheld',
      moderator_note: 'The textbook says c.',
    });

    // Dan's quiz in play was read again: its score counts the corrected answer, and completing
    // it pays the corrected total.
    const danQ1 = await answerOf(sessions.dan!, q1);
    const danScore = (await call(app, dan, 'GET', `/api/games/session/${sessions.dan}`)).body.data
      .session.score.player_points;
    expect(danScore).toBe(before.danScore + danQ1.pointsEarned);
    await call(app, dan, 'POST', '/api/quiz/complete', { session_id: sessions.dan });
    const dan2 = await sessionRow(sessions.dan!);
    const danAnswers = await db()
      .select()
      .from(quizAnswers)
      .where(eq(quizAnswers.sessionId, sessions.dan!));
    expect(dan2.totalPoints).toBe(danAnswers.reduce((sum, row) => sum + row.pointsEarned, 0));
    expect(danQ1.isCorrect).toBe(true);

    // Deciding again is refused; the movements stay one per quiz.
    const again = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
      reason: 'Again',
      correction: { correct_option_id: 'd' },
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('ITEM_DECIDED');
    expect(await rescoreMovements()).toHaveLength(3);
  });

  it('rejects: every open dispute of the question decided, each disputer told, nothing changed', async () => {
    expect((await dispute(bob, sessions.bob!, q2, 'I think b is not right')).status).toBe(201);
    const [item] = (
      await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=answer_dispute')
    ).body.data.items;
    expect(item.question.id).toBe(q2);
    const movements = (await rescoreMovements()).length;
    const rejected = await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/reject`, {
      reason: 'B is right: see the explanation.',
    });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data).toMatchObject({ status: 'dismissed', actions: [] });
    const [row] = await db().select().from(answerDisputes).where(eq(answerDisputes.id, item.id));
    expect(row).toMatchObject({
      status: 'rejected',
      moderatorNote: 'B is right: see the explanation.',
    });
    const [told] = await noticesOf(bob.id, 'dispute_resolved');
    expect(told!.data).toMatchObject({
      outcome: 'rejected',
      note: 'B is right: see the explanation.',
    });
    const [question] = await db().select().from(questions).where(eq(questions.id, q2));
    expect(question!.correctOptionId).toBe('b');
    expect(await rescoreMovements()).toHaveLength(movements);
    const detail = await call(app, moderator, 'GET', `/api/admin/moderation/${item.id}`);
    expect(detail.body.data).toMatchObject({
      status: 'dismissed',
      dispute: { status: 'rejected' },
    });
  });

  it('corrects a choose-all key: partial credit re-judged, an unchanged answer left alone', async () => {
    const pick =
      (ids: string[]): Choice =>
      () => ({ response: { option_ids: ids } });
    const m = {
      ann: await playQuiz(ann, topicM, pick(['a', 'b'])),
      bob: await playQuiz(bob, topicM, pick(['a', 'c'])),
      cat: await playQuiz(cat, topicM, pick(['a'])),
    };
    const before = {
      ann: await answerOf(m.ann, qm),
      bob: await answerOf(m.bob, qm),
      cat: await answerOf(m.cat, qm),
    };
    expect([before.ann.credit, before.bob.credit, before.cat.credit]).toEqual([1, 0, 0.5]);
    expect((await dispute(bob, m.bob, qm, 'a and c are the primes')).status).toBe(201);
    const [item] = (
      await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=answer_dispute')
    ).body.data.items;
    const approve = (correction: Record<string, unknown>) =>
      call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/approve`, {
        reason: 'a and c',
        correction,
      });
    for (const [correction, field] of [
      [{ correct_option_id: 'a' }, 'body.correction.correct_option_id'],
      [{ answer_key: { type: 'ordering', order: ['a', 'b'] } }, 'body.correction.answer_key.type'],
      [
        { answer_key: { type: 'multiple', correct_option_ids: ['a', 'a'] } },
        'body.correction.answer_key',
      ],
      [
        { answer_key: { type: 'multiple', correct_option_ids: ['a', 'x'] } },
        'body.correction.answer_key',
      ],
    ] as const) {
      const refused = await approve(correction);
      expect(refused.status, JSON.stringify(correction)).toBe(400);
      expect(refused.body.details[0].field).toBe(field);
    }
    const upheld = await approve({
      answer_key: { type: 'multiple', correct_option_ids: ['a', 'c'] },
    });
    expect(upheld.status, JSON.stringify(upheld.body)).toBe(200);
    expect(upheld.body.data.rescored).toEqual({ sessions: 2, pending: false });
    expect(await answerOf(m.ann, qm)).toMatchObject({
      credit: 0,
      isCorrect: false,
      pointsEarned: 0,
    });
    expect(await answerOf(m.bob, qm)).toMatchObject({ credit: 1, isCorrect: true });
    // Cat's one right pick of two earns what it earned.
    expect(await answerOf(m.cat, qm)).toEqual(before.cat);
    expect((await rescoreMovements()).filter((row) => row.reference === m.cat)).toEqual([]);
    const [question] = await db().select().from(questions).where(eq(questions.id, qm));
    expect(question).toMatchObject({
      correctOptionId: null,
      answerKey: { type: 'multiple', correct_option_ids: ['a', 'c'] },
    });
  });

  it('hands a player’s disputes to their data export', async () => {
    const exported = await disputesPersonalData.export(db(), ann.id);
    expect(exported.disputes).toEqual([
      expect.objectContaining({
        session_id: sessions.ann,
        question_id: q1,
        reason: 'Option c is right, see the textbook.',
        status: 'upheld',
        moderator_note: 'The textbook says c.',
      }),
    ]);
    expect(await disputesPersonalData.export(db(), moderator.id)).toEqual({ disputes: [] });
  });

  it('keeps a moderator from deciding a question they dispute', async () => {
    const other = await staff('Max Moderator');
    const own = await playQuiz(other, topicA, single('a'));
    expect((await dispute(other, own, q2, 'Surely a is right here')).status).toBe(201);
    const [item] = (
      await call(app, moderator, 'GET', '/api/admin/moderation/pending?kind=answer_dispute')
    ).body.data.items;
    const refused = await call(app, other, 'POST', `/api/admin/moderation/${item.id}/reject`, {
      reason: 'Mine',
    });
    expect(refused.status).toBe(403);
    expect(
      (
        await call(app, moderator, 'POST', `/api/admin/moderation/${item.id}/reject`, {
          reason: 'No',
        })
      ).status,
    ).toBe(200);
  });
});
