import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { quizAnswers, studySessions } from '../../db/schema';
import { manualClock } from '../../lib/clock';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { answerNext, playSession, startSession, type Move } from '../../test/quiz-helpers';
import { call, player, send, signInAgain, type Player } from '../messages/messages.test-helpers';
import * as repo from './careers.repo';
import { createCareersService, type CareersService } from './careers.service';
import type { TraitProfile } from './traits';

const DAY = 86_400_000;
const percentiles = {
  openness: 90,
  conscientiousness: 60,
  extraversion: 40,
  agreeableness: 55,
  neuroticism: 45,
};
const traits: TraitProfile = { percentiles, scores: percentiles };

describe('careers on a player who played some topics', () => {
  const clock = manualClock(new Date('2026-04-20T10:00:00Z'));
  let app: TestApp;
  let db: Db;
  let careers: CareersService;
  let me: Player;
  let geographySession: string;
  const ids: Record<string, string> = {};

  const play = async (
    topic: string,
    moves: Move[],
    options: { mode?: string; timeZone?: string; waitMs?: number } = {},
  ) => {
    const session = await startSession(app, me.headers, {
      topic_id: ids[topic],
      game_mode: options.mode ?? 'timed',
      ...(options.timeZone ? { time_zone: options.timeZone } : {}),
    });
    await playSession(app, me.headers, session.id, moves, clock.advance, options.waitMs);
    return session.id;
  };

  const group = async (owner: Player, body: Record<string, unknown>) => {
    const made = await call(app, owner, 'POST', '/api/study-groups', body);
    if (made.status !== 201) throw new Error(`create failed: ${JSON.stringify(made.body)}`);
    return made.body.data.group as { id: string; conversation_id: string };
  };

  const sessionOf = (groupId: string, at: Date, status: string) =>
    db.insert(studySessions).values({
      groupId,
      title: 'Revision',
      type: 'other',
      status,
      scheduledAt: at,
      durationMinutes: 60,
      maxParticipants: 10,
      createdAt: at,
      updatedAt: at,
    });

  beforeAll(async () => {
    app = await buildTestApp({ clock });
    db = app.database.db;
    for (const name of ['Science', 'Humanities', 'Entertainment'])
      ids[name] = (await buildCategory(db, { name })).id;
    for (const [name, category] of [
      ['Mathematics', 'Science'],
      ['Animals', 'Science'],
      ['History', 'Humanities'],
      ['Geography', 'Humanities'],
      ['Music', 'Entertainment'],
    ] as const) {
      ids[name] = (await buildTopic(db, ids[category]!, { name })).id;
      await buildQuestions(db, ids[name]!, 10);
    }
    me = await player(app, { name: 'Career Player' });

    // Six weeks back: outside the 28 days the rhythm looks at.
    await play('Music', ['right']);
    clock.set(new Date('2026-06-01T09:00:00Z'));
    await signInAgain(app, me);
    await play('Mathematics', ['right']); // 10/10
    await play('History', ['right', 'right', 'right', 'wrong']); // 3/10
    // 21:30 on 2 June in New York.
    clock.set(new Date('2026-06-03T01:30:00Z'));
    await signInAgain(app, me);
    await play('Animals', ['right'], { mode: 'practice', timeZone: 'America/New_York' });
    clock.set(new Date('2026-06-03T09:00:00Z'));
    await signInAgain(app, me);
    // Faster than anyone reads: every answer is flagged, so none counts.
    geographySession = await play('Geography', ['right'], { waitMs: 0 });
    // A quiz still in play counts nothing yet.
    const open = await startSession(app, me.headers, { topic_id: ids.History, game_mode: 'timed' });
    await answerNext(app, me.headers, open.id, 'right', clock.advance);
    await answerNext(app, me.headers, open.id, 'right', clock.advance);

    const ada = await player(app, { name: 'Ada Owner' });
    const bob = await player(app, { name: 'Bob Member' });
    const buffs = await group(ada, { name: 'History Buffs', category_id: ids.Humanities });
    await call(app, bob, 'POST', `/api/study-groups/${buffs.id}/join`, {});
    await send(app, bob, buffs.conversation_id, 'Who has read about the Hanseatic League?');
    await group(ada, { name: 'Quiet Historians', category_id: ids.Humanities });
    const hidden = await group(ada, {
      name: 'Private Historians',
      category_id: ids.Humanities,
      type: 'private',
    });
    await send(app, ada, hidden.conversation_id, 'hello');
    const mine = await group(me, { name: 'My History Club', category_id: ids.Humanities });
    await send(app, me, mine.conversation_id, 'hello');
    const science = await group(ada, { name: 'Science Circle', category_id: ids.Science });
    await send(app, ada, science.conversation_id, 'hello');
    const now = clock.now();
    const sessions = await group(ada, { name: 'Session Historians', category_id: ids.Humanities });
    await sessionOf(sessions.id, new Date(now.getTime() - 3 * DAY), 'completed');
    const cancelled = await group(ada, {
      name: 'Cancelled Historians',
      category_id: ids.Humanities,
    });
    await sessionOf(cancelled.id, new Date(now.getTime() - 3 * DAY), 'cancelled');
    const old = await group(ada, { name: 'Old Historians', category_id: ids.Humanities });
    await sessionOf(old.id, new Date(now.getTime() - 30 * DAY), 'completed');

    careers = createCareersService({ db, clock });
  });
  afterAll(() => app.close());

  it('counts completed solo answers per topic, without flagged ones or a quiz still in play', async () => {
    const [flagged] = await db
      .select({ n: count() })
      .from(quizAnswers)
      .where(and(eq(quizAnswers.sessionId, geographySession), eq(quizAnswers.flagged, true)));
    expect(flagged!.n).toBe(10);
    const profile = await careers.skillProfile(me.id);
    expect(profile.topics).toEqual([
      {
        topic_id: ids.Music,
        name: 'Music',
        category_id: ids.Entertainment,
        category_name: 'Entertainment',
        answers: 10,
        correct: 10,
        accuracy: 100,
      },
      expect.objectContaining({ name: 'History', answers: 10, correct: 3, accuracy: 30 }),
      expect.objectContaining({ name: 'Animals', answers: 10, correct: 10 }),
      expect.objectContaining({ name: 'Mathematics', answers: 10, correct: 10 }),
    ]);
    expect(profile.knowledge_areas).toEqual([
      { area: 'Biology', answers: 10, accuracy: 100, shown: true, topics: ['Animals'] },
      {
        area: 'History and Archeology',
        answers: 10,
        accuracy: 30,
        shown: false,
        topics: ['History'],
      },
      { area: 'Mathematics', answers: 10, accuracy: 100, shown: true, topics: ['Mathematics'] },
    ]);
    expect(profile.thresholds).toEqual({ min_answers: 10, shown_accuracy: 0.6 });
  });

  it('adds spaced repetition’s review answers and mastered questions to the evidence', async () => {
    const remembering = createCareersService({
      db,
      clock,
      memory: async (userId) =>
        userId === me.id
          ? [
              {
                topicId: ids.History!,
                topicName: 'History',
                categoryId: ids.Humanities!,
                categoryName: 'Humanities',
                answers: 10,
                correct: 10,
                mastered: 3,
              },
              {
                topicId: ids.Geography!,
                topicName: 'Geography',
                categoryId: ids.Humanities!,
                categoryName: 'Humanities',
                answers: 0,
                correct: 0,
                mastered: 0,
              },
            ]
          : [],
    });
    const profile = await remembering.skillProfile(me.id);
    expect(profile.topics).toContainEqual(
      expect.objectContaining({ name: 'History', answers: 20, correct: 13, accuracy: 65 }),
    );
    // A topic with nothing answered in review adds nothing.
    expect(profile.topics.map((topic) => topic.name)).not.toContain('Geography');
    expect(profile.knowledge_areas).toContainEqual({
      area: 'History and Archeology',
      answers: 20,
      accuracy: 65,
      shown: true,
      topics: ['History'],
    });
  });

  it('reads days, hours and modes in the zone each quiz was played in', async () => {
    const since = new Date(clock.now().getTime() - 28 * DAY);
    expect(await repo.activeDaysSince(db, me.id, since)).toEqual(['2026-06-01', '2026-06-02']);
    const hours = await repo.answersByHour(db, me.id);
    expect(Object.fromEntries(hours)).toEqual({ 9: 20, 10: 10, 21: 10 });
    const modes = await repo.playByMode(db, me.id);
    expect(modes.map((one) => [one.mode, one.sessions])).toEqual([
      ['timed', 4],
      ['practice', 1],
    ]);
    expect(modes[0]!.medianMinutes).toBeGreaterThan(0);
  });

  it('finds active public groups the player is not in, most members first', async () => {
    const window = { since: new Date(clock.now().getTime() - 14 * DAY), now: clock.now() };
    const names = async (categories: string[], limit = 3) =>
      (await repo.activePublicGroupsIn(db, me.id, categories, window, limit)).map(
        (one) => `${one.name} (${one.memberCount})`,
      );
    expect(await names([ids.Humanities!, ids.Science!])).toEqual([
      'History Buffs (2)',
      'Science Circle (1)',
      'Session Historians (1)',
    ]);
    expect(await names([ids.Humanities!])).toEqual(['History Buffs (2)', 'Session Historians (1)']);
    expect(await names([ids.Humanities!], 1)).toEqual(['History Buffs (2)']);
    expect(await names([])).toEqual([]);
  });

  it('recommends careers that do not list what the player has shown as missing', async () => {
    const result = await careers.recommend(me.id, traits, 'en');
    expect(result.careers).toHaveLength(10);
    expect(result.personality_type).toBe('Artistic-Investigative');
    expect(result.attribution).toBe(
      'Occupational data from O*NET 29.3 (USDOL/ETA), used under CC BY 4.0; modified.',
    );
    expect(result.interests.A).toBeCloseTo(0.615, 3);
    const missing = result.careers.flatMap((one) => one.missing_skills);
    expect(missing).not.toContain('Mathematics');
    expect(missing).not.toContain('Biology');
    expect((await careers.recommend(me.id, traits, 'en', { limit: 3 })).careers).toHaveLength(3);
  });

  it('gives the results page the same advice at once as the three calls one by one', async () => {
    const advice = await careers.advice(me.id, traits, 'es');
    expect(advice).toEqual({
      recommendations: await careers.recommend(me.id, traits, 'es'),
      insights: await careers.insights(me.id, traits, 'es'),
      learningStyle: await careers.learningStyle(me.id, traits, 'es'),
    });
    // In the reader's language.
    expect(advice.recommendations.personality_type).toBe('Artístico-Investigador');
  });

  it('refuses a limit outside 1-50, naming query.limit', async () => {
    for (const limit of [0, 51, 2.5])
      await expect(careers.recommend(me.id, traits, 'en', { limit })).rejects.toMatchObject({
        statusCode: 400,
        options: { details: [{ field: 'query.limit' }] },
      });
  });

  it('plans topics that start a quiz, groups to join and a weekly rhythm', async () => {
    const plan = await careers.learningPlan(me.id, traits, 'en');
    const history = plan.topics.find((one) => one.name === 'History');
    expect(history).toMatchObject({
      topic_id: ids.History,
      category_id: ids.Humanities,
      accuracy: 30,
      answers: 10,
    });
    const built = new Set(Object.values(ids));
    for (const topic of plan.topics) {
      expect(built.has(topic.topic_id)).toBe(true);
      expect(built.has(topic.category_id)).toBe(true);
    }
    expect(plan.study_groups[0]).toMatchObject({
      name: 'History Buffs',
      category_id: ids.Humanities,
      member_count: 2,
    });
    const groupNames = plan.study_groups.map((one) => one.name);
    for (const excluded of ['Quiet Historians', 'Private Historians', 'My History Club'])
      expect(groupNames).not.toContain(excluded);
    expect(plan.weekly_rhythm).toMatchObject({
      days_active_last_28: 2,
      // 1 and 2 June, a Monday and a Tuesday: the earlier weekday wins the tie.
      review_day: 'monday',
      sessions_per_week: 2,
      minutes_per_session: 15,
    });
  });

  it('writes insights and a learning style from the traits and the play', async () => {
    const insights = await careers.insights(me.id, traits, 'en');
    expect(insights.key_strengths).toEqual([
      'Curious about new ideas: unfamiliar topics come easily to you.',
      'Shown in quizzes: Biology (100% over 10 answers).',
      'Shown in quizzes: Mathematics (100% over 10 answers).',
    ]);
    expect(insights.growth_areas).toEqual([
      'History and Archeology: 30% over 10 answers, below the 60% that shows it.',
    ]);
    const style = await careers.learningStyle(me.id, traits, 'es');
    expect(style.style_key).toBe('exploratory');
    expect(style.environment).toMatchObject({
      mode: 'Sobre todo con tiempo, como juegas ahora',
      time_of_day: 'Por la mañana, cuando más juegas',
    });
    expect(style.evidence_note).toMatch(/Pashler/);
  });

  it('answers a player who has not played with interest alone and a plan to start', async () => {
    const newcomer = await player(app, { name: 'New Player' });
    expect(await careers.skillProfile(newcomer.id)).toMatchObject({
      topics: [],
      knowledge_areas: [],
    });
    const plan = await careers.learningPlan(newcomer.id, traits, 'en');
    expect(plan.weekly_rhythm).toMatchObject({ days_active_last_28: 0, sessions_per_week: 2 });
    for (const topic of plan.topics) expect(topic.accuracy).toBeNull();
    const insights = await careers.insights(newcomer.id, traits, 'en');
    expect(insights.growth_areas).toContain(
      'No quiz evidence yet: play a few quizzes so your matches can use what you know.',
    );
  });
});
