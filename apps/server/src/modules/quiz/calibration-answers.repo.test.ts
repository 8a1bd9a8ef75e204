import type { CalibrationAnswer } from '@quizarena/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { questionIdsOf, seedPlayers, seedSoloQuiz } from '../../test/answer-seeding';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { calibrationAnswers } from './calibration-answers.repo';

const HOUR_MS = 60 * 60_000;

describe('the answers the difficulty calibration reads', () => {
  let app: TestApp;
  let db: Db;
  let players: string[];
  let questions: string[];
  const now = Date.now();

  const read = async (options: { since: Date; maxAnswers: number; sessionsPerPage?: number }) => {
    const pages: CalibrationAnswer[][] = [];
    for await (const page of calibrationAnswers(db, options)) pages.push(page);
    return pages;
  };

  beforeAll(async () => {
    app = await buildTestApp();
    db = app.database.db;
    const categoryId = (await buildCategory(db)).id;
    const topicId = (await buildTopic(db, categoryId)).id;
    await buildQuestions(db, topicId, 2);
    questions = await questionIdsOf(db, topicId);
    players = await seedPlayers(db, 7);
    // Player i's quiz started i hours ago; the first two at the same moment (ties go by id).
    for (const [index, userId] of players.entries())
      await seedSoloQuiz(db, {
        userId,
        topicId,
        categoryId,
        startedAt: new Date(now - Math.max(1, index) * HOUR_MS),
        answers: [
          { questionId: questions[0]!, correct: index % 2 === 0 },
          { questionId: questions[1]!, correct: true, timedOut: index === 2, flagged: index === 3 },
        ],
      });
  });
  afterAll(() => app.close());

  it('walks every quiz once, newest first, page by page, leaving out timeouts and flags', async () => {
    const pages = await read({ since: new Date(0), maxAnswers: 1_000, sessionsPerPage: 3 });
    expect(pages.map((page) => page.length)).toEqual([5, 5, 2]);
    const answers = pages.flat();
    expect(answers).toHaveLength(7 * 2 - 2);
    const order = [...new Set(answers.map((answer) => answer.playerId))];
    expect(order.slice(2)).toEqual(players.slice(2));
    expect(new Set(order.slice(0, 2))).toEqual(new Set(players.slice(0, 2)));
    expect(answers.filter((answer) => answer.playerId === players[2])).toEqual([
      { playerId: players[2], questionId: questions[0], correct: true },
    ]);
    expect(answers.filter((answer) => answer.playerId === players[3])).toHaveLength(1);
  });

  it('stops at the window’s start and at the most answers asked for', async () => {
    const recent = (await read({ since: new Date(now - 3.5 * HOUR_MS), maxAnswers: 1_000 })).flat();
    expect(new Set(recent.map((answer) => answer.playerId))).toEqual(new Set(players.slice(0, 4)));
    const capped = await read({ since: new Date(0), maxAnswers: 5, sessionsPerPage: 2 });
    expect(capped.flat()).toHaveLength(5);
  });
});
