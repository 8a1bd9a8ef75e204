import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { questions, questionSetReviews, quizSessions, topics } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, player, type Player } from '../messages/messages.test-helpers';
import { createMemoryFileStorage } from '../uploads';
import { questionSetsPersonalData } from './personal-data';
import {
  educator,
  makeVisible,
  setWithQuestions,
  singleQuestion,
  startQuiz,
} from '../../test/question-set-helpers';

const PICTURE = 'questions/cccccccccccccccccccccccccccccccc.webp';

describe('question sets: a person’s data', () => {
  const storage = createMemoryFileStorage();
  let app: TestApp;
  let erin: Player;
  let pat: Player;

  beforeAll(async () => {
    app = await buildTestApp({ storage });
    erin = await educator(app);
    pat = await player(app, { name: 'Pat Player' });
  });
  afterAll(() => app.close());

  it('exports the sets with every question and answer, and erases them by whether others played them', async () => {
    const db = app.database.db;
    await storage.put(PICTURE, Buffer.from('webp'), 'image/webp');
    // Played only by Erin herself: it goes, her own quiz of it first.
    const own = await setWithQuestions(app, erin, 0);
    await call(app, erin, 'POST', `/api/sets/${own.id}/questions`, {
      ...singleQuestion(1),
      image_url: `/uploads/${PICTURE}`,
      image_alt: 'A map of the river',
    });
    expect((await startQuiz(app, erin, own.id)).status).toBe(201);
    await makeVisible(app, erin, own.id, 'public');
    // Played by Pat through its link: it stays for Pat's results, no longer anyone's.
    const shared = await setWithQuestions(app, erin, 2, { name: 'Rivers of Europe' });
    const key = (await makeVisible(app, erin, shared.id, 'link')).share_key!;
    expect((await startQuiz(app, pat, shared.id, { share_key: key })).status).toBe(201);

    const exported = await questionSetsPersonalData.export(db, erin.id);
    const sets = exported.sets as { id: string; questions: { options: unknown[] }[] }[];
    expect(sets.map((set) => set.id).sort()).toEqual([own.id, shared.id].sort());
    expect(sets.find((set) => set.id === own.id)!.questions[0]).toMatchObject({
      question_text: 'Set question 1?',
      image_alt: 'A map of the river',
      options: expect.arrayContaining([expect.objectContaining({ is_correct: true })]),
    });
    expect(exported.publication_requests).toEqual([
      expect.objectContaining({ set_id: own.id, status: 'pending' }),
    ]);
    expect(await questionSetsPersonalData.files!(db, erin.id)).toEqual([
      { key: PICTURE, name: PICTURE },
    ]);

    const erase = () =>
      db.transaction((tx) =>
        questionSetsPersonalData.erase(tx as unknown as Db, erin.id, {
          storage,
          now: new Date(),
        }),
      );
    await erase();
    const left = await db
      .select()
      .from(topics)
      .where(inArray(topics.id, [own.id, shared.id]));
    expect(left).toEqual([
      expect.objectContaining({
        id: shared.id,
        ownerId: null,
        isActive: false,
        shareKey: null,
        description: null,
        reviewStatus: null,
      }),
    ]);
    expect(storage.files.has(PICTURE)).toBe(false);
    expect(await db.select().from(quizSessions).where(eq(quizSessions.userId, erin.id))).toEqual(
      [],
    );
    expect(
      await db.select().from(quizSessions).where(eq(quizSessions.userId, pat.id)),
    ).toHaveLength(1);
    expect(await db.select().from(questions).where(eq(questions.topicId, shared.id))).toHaveLength(
      2,
    );
    expect(
      await db.select().from(questionSetReviews).where(eq(questionSetReviews.ownerId, erin.id)),
    ).toEqual([]);
    // Run again (a resumed erasure), it finds nothing more to do.
    await erase();
    expect(await questionSetsPersonalData.export(db, erin.id)).toEqual({
      sets: [],
      publication_requests: [],
    });
  });
});
