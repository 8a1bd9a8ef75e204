import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { playSession, startSession } from '../../test/quiz-helpers';
import { playableTopicsNamed } from '../careers/careers.repo';
import { drawQuestions } from '../games/games.repo';
import { randomPlayableTopic } from '../matchmaking/matchmaking.repo';
import { befriend, call, player, type Player } from '../messages/messages.test-helpers';
import { newQuestionIds } from '../review/review.repo';
import { topicInCategory } from '../tournaments/tournaments.repo';
import {
  educator,
  makeVisible,
  setWithQuestions,
  startQuiz,
} from '../../test/question-set-helpers';

/**
 * The listing rule (docs/DECISIONS.md #68): a set is seen by strangers only when a moderator
 * approved it for public listing; its owner plays it always, anyone holding its share link
 * while it is shared.
 */
describe('question sets: who finds and plays them', () => {
  let app: TestApp;
  let erin: Player;
  let pat: Player;

  const clock = manualClock(new Date('2026-11-28T10:00:00Z'));

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    erin = await educator(app);
    pat = await player(app, { name: 'Pat Player' });
  });
  afterAll(() => app.close());

  /** Every list and draw a stranger meets, asked about one set in a category of its own. */
  async function strangerSees(setId: string, categoryId: string, language: string) {
    const db = app.database.db;
    const categories = (await call(app, pat, 'GET', '/api/categories')).body.data.categories;
    const category = categories.find((one: { id: string }) => one.id === categoryId);
    const inLanguage = (await call(app, pat, 'GET', `/api/categories?language=${language}`)).body
      .data.categories;
    // Its questions are advanced; the category's own level (nothing listed: beginner) is not.
    const byLevel = (await call(app, pat, 'GET', '/api/categories?difficulty=advanced')).body.data
      .categories;
    const topics = (await call(app, pat, 'GET', `/api/categories/${categoryId}/topics`)).body.data
      .topics;
    const languages = (await call(app, pat, 'GET', '/api/categories/languages')).body.data
      .languages;
    const general = await drawQuestions(db, 'general', null, 10_000);
    const ofCategory = await drawQuestions(db, { categoryId }, null, 100);
    const setQuestionIds = (
      await call(app, erin, 'GET', `/api/sets/${setId}/questions`)
    ).body.data.questions.map((question: { id: string }) => question.id);
    return {
      counted: category?.topic_count > 0 && category?.question_count > 0,
      inLanguageList: inLanguage.some((one: { id: string }) => one.id === categoryId),
      inLevelList: byLevel.some((one: { id: string }) => one.id === categoryId),
      inTopicList: topics.some((topic: { id: string }) => topic.id === setId),
      language: languages.includes(language),
      topicPage: (await call(app, pat, 'GET', `/api/topics/${setId}`)).status === 200,
      questions: (await call(app, pat, 'GET', `/api/questions?topic_id=${setId}`)).status === 200,
      question: (await call(app, pat, 'GET', `/api/questions/${setQuestionIds[0]}`)).status === 200,
      generalDraw: general.some((question) => setQuestionIds.includes(question.id)),
      categoryDraw: ofCategory.length > 0,
      matchmaking: (await randomPlayableTopic(db, categoryId, 1))?.id === setId,
      tournaments: await topicInCategory(db, setId, categoryId),
      careers: (await playableTopicsNamed(db, ['Fractions for class 5B'])).some(
        (topic) => topic.topicId === setId,
      ),
      review:
        (await newQuestionIds(db, { userId: pat.id, topicIds: [setId], limit: 10 })).length > 0,
      board: (await call(app, pat, 'GET', `/api/leaderboards/topic/${setId}`)).status === 200,
      bookmark:
        (await call(app, pat, 'POST', '/api/progress', { topic_id: setId, bookmarked: true }))
          .status === 200,
    };
  }
  const NOWHERE = {
    counted: false,
    inLanguageList: false,
    inLevelList: false,
    inTopicList: false,
    language: false,
    topicPage: false,
    questions: false,
    question: false,
    generalDraw: false,
    categoryDraw: false,
    matchmaking: false,
    tournaments: false,
    careers: false,
    review: false,
    board: false,
    bookmark: false,
  };

  it('keeps a private set out of every list and draw, and its owner alone plays it', async () => {
    const { id, categoryId } = await setWithQuestions(
      app,
      erin,
      3,
      { language: 'eo' },
      { difficulty: 'advanced' },
    );
    expect(await strangerSees(id, categoryId, 'eo')).toEqual(NOWHERE);
    expect((await startQuiz(app, pat, id)).status).toBe(404);
    expect((await startQuiz(app, erin, id)).status).toBe(201);
    expect((await call(app, erin, 'GET', `/api/questions?topic_id=${id}`)).status).toBe(200);
    // A set pending review is still nobody else's.
    await makeVisible(app, erin, id, 'public');
    expect(await strangerSees(id, categoryId, 'eo')).toMatchObject({
      inTopicList: false,
      counted: false,
      generalDraw: false,
    });
  });

  it('lets a link set be played with its key and not without, and lists it nowhere', async () => {
    const { id, categoryId } = await setWithQuestions(
      app,
      erin,
      3,
      { language: 'ia' },
      { difficulty: 'advanced' },
    );
    const key = (await makeVisible(app, erin, id, 'link')).share_key!;
    expect(await strangerSees(id, categoryId, 'ia')).toEqual(NOWHERE);
    expect((await startQuiz(app, pat, id)).status).toBe(404);
    const started = await startQuiz(app, pat, id, { share_key: key });
    expect(started.status).toBe(201);
    // A reload resumes it with the key again.
    const resumed = await startQuiz(app, pat, id, { share_key: key });
    expect(resumed.body.data.session.id).toBe(started.body.data.session.id);
    expect(
      (await call(app, pat, 'GET', `/api/questions?topic_id=${id}&share_key=${key}`)).status,
    ).toBe(200);
    const wrongKey = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    expect((await startQuiz(app, pat, id, { share_key: wrongKey })).status).toBe(404);
    const bad = await startQuiz(app, pat, id, { share_key: 'short' });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('body.share_key');
  });

  it('hosts a game and challenges a friend with a set the caller may play, and no other', async () => {
    const { id, categoryId } = await setWithQuestions(app, erin, 5);
    const host = (who: Player, extra: Record<string, unknown> = {}) =>
      call(app, who, 'POST', '/api/host-games', {
        category: categoryId,
        topic: id,
        total_questions: 5,
        ...extra,
      });
    const hosted = await host(erin);
    expect(hosted.status).toBe(201);
    expect(hosted.body.data.game.topic).toBe('Fractions for class 5B');
    expect((await host(pat)).status).toBe(404);
    const key = (await makeVisible(app, erin, id, 'link')).share_key!;
    expect((await host(pat, { share_key: key })).status).toBe(201);

    const friend = await player(app, { name: 'Fran Friend' });
    await befriend(app.database.db, erin.id, friend.id);
    await befriend(app.database.db, pat.id, friend.id);
    const challenge = (who: Player, extra: Record<string, unknown> = {}) =>
      call(app, who, 'POST', '/api/games/challenge/create', {
        challenged_user_ids: [friend.id],
        challenge_type: 'async',
        topic_id: id,
        question_count: 5,
        ...extra,
      });
    const mine = await challenge(erin);
    expect(mine.status).toBe(201);
    expect(mine.body.data.challenge.topic).toMatchObject({ id });
    const refused = await challenge(pat);
    expect(refused.status).toBe(404);
    expect(refused.body.details[0].field).toBe('body.topic_id');
    expect((await challenge(pat, { share_key: key })).status).toBe(201);
  });

  it('keeps a quiz of a set nobody moderated off the leaderboards, its points paid', async () => {
    const db = app.database.db;
    const catalogue = await buildTopic(db, (await buildCategory(db)).id);
    await buildQuestions(db, catalogue.id, 2);
    // Two newcomers, so nothing earlier is on their boards or in their balances.
    const [onSet, onCatalogue] = [await educator(app, 'Sam Setter'), await player(app)];
    const playRight = async (who: Player, topicId: string) => {
      const session = await startSession(app, who.headers, { topic_id: topicId });
      const done = await playSession(app, who.headers, session.id, ['right'], clock.advance, 5_000);
      return done.quiz_results.total_points as number;
    };
    const standing = async (who: Player) => {
      const board = await call(
        app,
        who,
        'GET',
        '/api/leaderboards/global?timeframe=all_time&limit=100',
      );
      const entry = (board.body.data.entries as { user_id: string; points: number }[]).find(
        (one) => one.user_id === who.id,
      );
      const me = await call(app, who, 'GET', '/api/auth/me');
      return { board: entry?.points ?? 0, balance: me.body.user.points as number };
    };
    const setOwner = await setWithQuestions(app, onSet, 2);
    const quizOnSet = await playRight(onSet, setOwner.id);
    const quizOnCatalogue = await playRight(onCatalogue, catalogue.id);
    expect(quizOnSet).toBeGreaterThan(0);
    expect(quizOnCatalogue).toBeGreaterThan(0);
    // Paid either way; on the board only what the catalogue quiz earned (and unlocks, both).
    const setter = await standing(onSet);
    const other = await standing(onCatalogue);
    expect(setter.balance - setter.board).toBe(quizOnSet);
    expect(other.balance - other.board).toBe(0);
  });
});
