import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { signUp, signUpStaff } from '../../test/auth-helpers';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { buildCategory, buildQuestions, buildTopic } from '../../test/factories';
import { expectFieldRefusals } from '../../test/refusals';
import { steerableTime } from '../../test/steerable-time';
import { postMovement } from '../scoring';

const ADMIN_EMAIL = 'analytics-admin@example.com';
const DAY_MS = 24 * 60 * 60_000;

// The test's own day arithmetic: expectations never go through the module's code.
const dayOf = (at: Date) => at.toISOString().slice(0, 10);
const shift = (day: string, days: number) =>
  dayOf(new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS));
const monday = (day: string) => shift(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
const range = (from: string, to: string) => {
  const days: string[] = [];
  for (let day = from; day <= to; day = shift(day, 1)) days.push(day);
  return days;
};

type Answer = { question: string; correct: boolean; ms: number };
type Session = {
  user: string;
  topic: string;
  category: string;
  mode: string;
  started: Date;
  completed: Date | null;
  answers: Answer[];
};
type Game = { kind: string; status: 'completed' | 'cancelled'; ended: Date; players: string[] };
type Move = { kind: string; at: Date; user: string; amount: number; system: 'rewards' | 'escrow' };

describe('admin analytics', () => {
  const time = steerableTime();
  let app: TestApp;
  let db: Db;
  let admin: Awaited<ReturnType<typeof signUpStaff>>;
  let today: string;
  const at = (day: number, hour = 10, minute = 0) =>
    new Date(Date.parse(`${shift(today, day)}T00:00:00Z`) + (hour * 60 + minute) * 60_000);

  const people: { id: string; created: Date }[] = [];
  const sessions: Session[] = [];
  const games: Game[] = [];
  const moves: Move[] = [];
  const topicsOf: Record<string, { name: string; category: string; questions: string[] }> = {};
  const categoriesOf: Record<string, string> = {};
  const questionTopic = new Map<string, string>();

  const get = (url: string, headers = admin.headers) => app.inject({ method: 'GET', url, headers });
  const data = async (url: string) => {
    const response = await get(url);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data;
  };

  beforeAll(async () => {
    // Noon UTC: every seeded time of today is in the past, and the day does not turn mid-test.
    const now = Date.now();
    time.advance(Date.parse(`${dayOf(new Date(now + DAY_MS))}T12:00:00Z`) - now);
    today = dayOf(time.clock.now());
    app = await buildTestApp({ clock: time.clock, config: { adminEmails: [ADMIN_EMAIL] } });
    db = app.database.db;
    admin = await signUpStaff(app, { email: ADMIN_EMAIL });

    for (const [category, topics] of [
      ['Science', ['Physics', 'Chemistry']],
      ['History', ['Rome']],
    ] as const) {
      const row = await buildCategory(db, { name: category });
      categoriesOf[row.id] = category;
      for (const name of topics) {
        const topic = await buildTopic(db, row.id, { name });
        await buildQuestions(db, topic.id, 3);
        const questions = (
          (await db.execute(
            sql`select id from questions where topic_id = ${topic.id} order by id`,
          )) as unknown as { rows: { id: string }[] }
        ).rows.map((q) => q.id);
        topicsOf[topic.id] = { name, category: row.id, questions };
        for (const q of questions) questionTopic.set(q, topic.id);
      }
    }
    const [physics, chemistry, rome] = Object.keys(topicsOf) as [string, string, string];
    const q = (topic: string, index: number) => topicsOf[topic]!.questions[index]!;

    for (const day of [-20, -10, -3, 0]) {
      const id = randomUUID();
      const created = at(day, 8);
      await db.execute(sql`insert into users (id, email, email_normalized, full_name, created_at)
        values (${id}, ${`${id}@example.com`}, ${`${id}@example.com`}, 'Seeded', ${created.toISOString()}::timestamptz)`);
      people.push({ id, created });
    }
    const [a, b, c, d] = people.map((person) => person.id) as [string, string, string, string];

    const session = (s: Omit<Session, 'category'>) =>
      sessions.push({ ...s, category: topicsOf[s.topic]!.category });
    session({
      user: a,
      topic: physics,
      mode: 'timed',
      started: at(-20),
      completed: at(-20, 10, 5),
      answers: [
        { question: q(physics, 0), correct: true, ms: 3000 },
        { question: q(physics, 1), correct: false, ms: 5000 },
        { question: q(physics, 2), correct: true, ms: 4000 },
      ],
    });
    session({
      user: b,
      topic: chemistry,
      mode: 'practice',
      started: at(-10),
      completed: at(-10, 10, 3),
      answers: [
        { question: q(chemistry, 0), correct: true, ms: 2000 },
        { question: q(chemistry, 1), correct: true, ms: 2500 },
      ],
    });
    // Across midnight: active on both days, its answers counted on the day it completed.
    session({
      user: c,
      topic: physics,
      mode: 'quick_fire',
      started: at(-2, 23, 50),
      completed: at(-1, 0, 10),
      answers: [{ question: q(physics, 0), correct: false, ms: 1000 }],
    });
    // Abandoned: its player was active the day it started, and its answers count nowhere.
    session({
      user: d,
      topic: physics,
      mode: 'timed',
      started: at(0, 9),
      completed: null,
      answers: [{ question: q(physics, 1), correct: true, ms: 1500 }],
    });
    // Rome's first question is rarely right (1 of 20: suspect), its second 3 of 20 (15%: not).
    for (let index = 0; index < 20; index += 1) {
      const day = -5 + (index % 5);
      session({
        user: [a, b, c, d][index % 4]!,
        topic: rome,
        mode: 'competitive',
        started: at(day, 14, index),
        completed: at(day, 14, index + 1),
        answers: [
          { question: q(rome, 0), correct: index === 7, ms: 6000 + index },
          { question: q(rome, 1), correct: index < 3, ms: 3000 },
        ],
      });
    }
    for (const s of sessions) {
      const id = randomUUID();
      await db.execute(sql`insert into quiz_sessions (id, user_id, topic_id, category_id, game_mode,
          status, difficulty, question_count, started_at, completed_at)
        values (${id}, ${s.user}, ${s.topic}, ${s.category}, ${s.mode},
          ${s.completed ? 'completed' : 'abandoned'}, 'beginner', ${s.answers.length},
          ${s.started.toISOString()}::timestamptz, ${s.completed?.toISOString() ?? null}::timestamptz)`);
      for (const [index, answer] of s.answers.entries())
        await db.execute(sql`insert into quiz_answers (session_id, question_id, position,
            selected_option_id, is_correct, timed_out, time_taken_ms, points_earned, answered_at)
          values (${id}, ${answer.question}, ${index + 1}, 'b', ${answer.correct}, false,
            ${answer.ms}, 0, ${s.started.toISOString()}::timestamptz)`);
    }

    games.push(
      { kind: 'room', status: 'completed', ended: at(-1, 16), players: [a, b] },
      { kind: 'challenge', status: 'completed', ended: at(-3, 16), players: [b, c] },
      { kind: 'tournament', status: 'completed', ended: at(-2, 16), players: [a, c] },
      { kind: 'hosted', status: 'cancelled', ended: at(-1, 17), players: [d] },
    );
    for (const game of games) {
      const id = randomUUID();
      await db.execute(sql`insert into games (id, kind, name, status, settings, created_at, started_at, ended_at)
        values (${id}, ${game.kind}, 'Seeded game', ${game.status}, '{}'::jsonb,
          ${game.ended.toISOString()}::timestamptz, ${game.ended.toISOString()}::timestamptz,
          ${game.ended.toISOString()}::timestamptz)`);
      for (const player of game.players)
        await db.execute(sql`insert into game_players (game_id, user_id, joined_at)
          values (${id}, ${player}, ${game.ended.toISOString()}::timestamptz)`);
    }
    const tournament = randomUUID();
    const category = Object.keys(categoriesOf)[0]!;
    await db.execute(sql`insert into tournaments (id, name, category_id, difficulty, format,
        max_participants, current_participants, entry_fee, prize_distribution, status,
        registration_start, registration_end, tournament_start, question_count,
        seconds_per_question, rules, sponsors, created_at, updated_at, completed_at)
      values (${tournament}, 'Seeded cup', ${category}, 'mixed', 'single_elimination', 8, 2, 10,
        '[]'::jsonb, 'completed', ${at(-6).toISOString()}::timestamptz,
        ${at(-3).toISOString()}::timestamptz, ${at(-2, 9).toISOString()}::timestamptz, 5, 15,
        '[]'::jsonb, '[]'::jsonb, ${at(-6).toISOString()}::timestamptz,
        ${at(-2).toISOString()}::timestamptz, ${at(-2, 17).toISOString()}::timestamptz)`);

    moves.push(
      { kind: 'quiz_reward', at: at(-20, 11), user: a, amount: 50, system: 'rewards' },
      { kind: 'quiz_reward', at: at(-10, 11), user: b, amount: 30, system: 'rewards' },
      { kind: 'quiz_reward', at: at(-5, 11), user: c, amount: 20, system: 'rewards' },
      { kind: 'tournament_entry_fee', at: at(-4), user: a, amount: -10, system: 'escrow' },
      { kind: 'tournament_entry_fee', at: at(-4, 11), user: c, amount: -10, system: 'escrow' },
      { kind: 'tournament_prize', at: at(-2, 17), user: a, amount: 20, system: 'escrow' },
      { kind: 'game_entry_fee', at: at(-1, 15), user: a, amount: -5, system: 'escrow' },
      { kind: 'game_entry_fee', at: at(-1, 15, 1), user: b, amount: -5, system: 'escrow' },
      { kind: 'game_prize', at: at(-1, 16), user: a, amount: 10, system: 'escrow' },
      // A confirmed fast-answer flag takes a reward back.
      { kind: 'quiz_reward_voided', at: at(-1, 18), user: b, amount: -10, system: 'rewards' },
      { kind: 'achievement_reward', at: at(0, 8), user: c, amount: 15, system: 'rewards' },
      { kind: 'game_entry_fee', at: at(0, 9), user: a, amount: -7, system: 'escrow' },
      { kind: 'game_entry_fee', at: at(0, 9, 1), user: b, amount: -4, system: 'escrow' },
      { kind: 'game_entry_refund', at: at(0, 9, 2), user: b, amount: 4, system: 'escrow' },
    );
    for (const move of moves)
      await db.transaction(async (tx) => {
        await postMovement(tx as unknown as Db, {
          key: randomUUID(),
          kind: move.kind,
          at: move.at,
          legs: [
            { account: { userId: move.user }, amount: move.amount },
            { account: { system: move.system }, amount: -move.amount },
          ],
        });
      });

    await app.analytics.rollUp();
  });
  afterAll(() => app.close());

  /** Who was active on each day, from the seeded rows. */
  const activeOn = () => {
    const active = new Map<string, Set<string>>();
    const mark = (when: Date, user: string) => {
      const day = dayOf(when);
      active.set(day, (active.get(day) ?? new Set()).add(user));
    };
    for (const s of sessions) {
      mark(s.started, s.user);
      if (s.completed) mark(s.completed, s.user);
    }
    for (const game of games)
      if (game.status === 'completed') for (const player of game.players) mark(game.ended, player);
    return active;
  };
  const activeBetween = (from: string, to: string) => {
    const users = new Set<string>();
    for (const [day, ids] of activeOn())
      if (day >= from && day <= to) for (const id of ids) users.add(id);
    return users.size;
  };
  const signupDays = async () =>
    (
      (await db.execute(
        sql`select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from users`,
      )) as unknown as { rows: { day: string }[] }
    ).rows.map((row) => row.day);
  const gamesBetween = (from: string, to: string) => {
    const byMode = new Map<string, { games: number; players: Map<string, Set<string>> }>();
    const add = (mode: string, day: string, players: string[]) => {
      const entry = byMode.get(mode) ?? { games: 0, players: new Map() };
      entry.games += 1;
      entry.players.set(day, new Set([...(entry.players.get(day) ?? []), ...players]));
      byMode.set(mode, entry);
    };
    for (const s of sessions)
      if (s.completed && dayOf(s.completed) >= from && dayOf(s.completed) <= to)
        add(s.mode, dayOf(s.completed), [s.user]);
    for (const game of games)
      if (game.status === 'completed' && dayOf(game.ended) >= from && dayOf(game.ended) <= to)
        add(
          game.kind === 'challenge' || game.kind === 'tournament' ? game.kind : 'live',
          dayOf(game.ended),
          game.players,
        );
    return [...byMode]
      .map(([mode, entry]) => ({
        mode,
        games: entry.games,
        players: [...entry.players.values()].reduce((sum, set) => sum + set.size, 0),
      }))
      .sort((x, y) => y.games - x.games || x.mode.localeCompare(y.mode));
  };
  const flows = (from: string, to: string) => {
    const totals = { earned: 0, entry_fees: 0, prizes: 0, refunds: 0, voided: 0 };
    const bucket: Record<string, keyof typeof totals> = {
      quiz_reward: 'earned',
      achievement_reward: 'earned',
      game_entry_fee: 'entry_fees',
      tournament_entry_fee: 'entry_fees',
      game_prize: 'prizes',
      tournament_prize: 'prizes',
      game_entry_refund: 'refunds',
      quiz_reward_voided: 'voided',
    };
    for (const move of moves)
      if (dayOf(move.at) >= from && dayOf(move.at) <= to)
        totals[bucket[move.kind]!] += Math.abs(move.amount);
    return totals;
  };
  const escrowAtEndOf = (day: string) =>
    moves
      .filter((move) => move.system === 'escrow' && dayOf(move.at) <= day)
      .reduce((sum, move) => sum - move.amount, 0);

  it('answers each report’s default timeframe, and 400 naming the field for another', async () => {
    for (const [report, timeframe, days] of [
      ['users', '7d', 7],
      ['content', '30d', 30],
      ['revenue', '30d', 30],
    ] as const) {
      const body = await data(`/api/admin/analytics/${report}`);
      expect(body).toMatchObject({ timeframe, from: shift(today, -(days - 1)), to: today });
      expect(body.days).toHaveLength(days);
      expect((await data(`/api/admin/analytics/${report}?timeframe=365d`)).days).toHaveLength(365);
    }
    await expectFieldRefusals(get, [
      ['/api/admin/analytics/users?timeframe=14d', 'querystring.timeframe'],
      ['/api/admin/analytics/content?timeframe=', 'querystring.timeframe'],
      ['/api/admin/analytics/revenue?timeframe=all', 'querystring.timeframe'],
    ]);
  });

  it('dashboard figures equal counts computed from the seeded rows', async () => {
    const body = await data('/api/admin/analytics/dashboard');
    const signups = await signupDays();
    const [{ total }] = (
      (await db.execute(sql`select count(*)::int as total from users`)) as unknown as {
        rows: [{ total: number }];
      }
    ).rows;
    const active = activeOn();
    expect(body.users).toEqual({
      total,
      active_today: active.get(today)?.size ?? 0,
      active_week: activeBetween(shift(today, -6), today),
      active_month: activeBetween(shift(today, -29), today),
      signups_today: signups.filter((day) => day === today).length,
      signups_week: signups.filter((day) => day >= shift(today, -6)).length,
    });
    expect(body.users.active_today).toBe(1);
    expect(body.games_week).toEqual(gamesBetween(shift(today, -6), today));
    expect(body.economy_week).toEqual(flows(shift(today, -6), today));
    expect(body.economy_week).toEqual({
      earned: 35,
      entry_fees: 41,
      prizes: 30,
      refunds: 4,
      voided: 10,
    });
    expect(body.held_in_escrow).toBe(escrowAtEndOf(today));
    expect(body.held_in_escrow).toBe(7);
    expect(body.moderation_pending).toEqual({ report: 0, flagged_session: 0, answer_dispute: 0 });
    expect(body.days).toHaveLength(30);
    for (const row of body.days) {
      expect(row.active_users, row.day).toBe(active.get(row.day)?.size ?? 0);
      expect(row.signups, row.day).toBe(signups.filter((day) => day === row.day).length);
      expect(row.games, row.day).toBe(
        gamesBetween(row.day, row.day).reduce((sum, mode) => sum + mode.games, 0),
      );
    }
    expect(body.rolled_up_at).not.toBeNull();
  });

  it('users figures equal counts computed from the seeded rows', async () => {
    const body = await data('/api/admin/analytics/users?timeframe=30d');
    const signups = await signupDays();
    const active = activeOn();
    expect(body.days).toEqual(
      range(shift(today, -29), today).map((day) => ({
        day,
        active_users: active.get(day)?.size ?? 0,
        weekly_active_users: activeBetween(shift(day, -6), day),
        monthly_active_users: activeBetween(shift(day, -29), day),
        signups: signups.filter((signup) => signup === day).length,
      })),
    );
    expect(body.totals.signups).toBe(signups.filter((day) => day >= shift(today, -29)).length);
    const activeSum = range(shift(today, -29), today).reduce(
      (sum, day) => sum + (active.get(day)?.size ?? 0),
      0,
    );
    expect(body.totals.average_daily_active).toBeCloseTo(activeSum / 30, 2);
    expect(body.games_by_mode).toEqual(gamesBetween(shift(today, -29), today));
    expect(body.live_games).toEqual({ games: 1, players: 2 });
    expect(body.tournaments).toEqual({ tournaments: 1, participants: 2 });

    const thisWeek = monday(today);
    const createdOf = new Map(
      (
        (await db.execute(
          sql`select id, to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day from users`,
        )) as unknown as { rows: { id: string; day: string }[] }
      ).rows.map((row) => [row.id, row.day]),
    );
    expect(body.retention).toEqual(
      Array.from({ length: 8 }, (_, index) => {
        const cohort = shift(thisWeek, -7 * (7 - index));
        const members = [...createdOf].filter(([, day]) => monday(day) === cohort);
        return {
          cohort_week: cohort,
          size: members.length,
          active: Array.from({ length: 8 - index }, (_, k) => {
            const days = range(shift(cohort, 7 * k), shift(cohort, 7 * k + 6));
            return members.filter(([id]) => days.some((day) => active.get(day)?.has(id))).length;
          }),
        };
      }),
    );
  });

  it('counts each sign-up cohort back in the weeks it played', async () => {
    const body = await data('/api/admin/analytics/users');
    const played = body.retention.flatMap((cohort: { active: number[] }) => cohort.active);
    expect(played.some((count: number) => count > 0)).toBe(true);
  });

  it('content figures equal counts computed from the seeded answers of completed quizzes', async () => {
    const body = await data('/api/admin/analytics/content?timeframe=30d');
    const completed = sessions.filter((s) => s.completed);
    const answers = completed.flatMap((s) => s.answers.map((answer) => ({ ...answer, s })));
    const figures = (list: typeof answers) => {
      const correct = list.filter((answer) => answer.correct).length;
      return {
        answers: list.length,
        correct,
        accuracy: list.length ? Math.round((correct * 1000) / list.length) / 10 : null,
        average_time_ms: list.length
          ? Math.round(list.reduce((sum, answer) => sum + answer.ms, 0) / list.length)
          : null,
      };
    };
    expect(body.topics).toHaveLength(3);
    for (const topic of body.topics) {
      const mine = topicsOf[topic.id]!;
      expect(topic, mine.name).toMatchObject({
        name: mine.name,
        category_id: mine.category,
        category_name: categoriesOf[mine.category],
        plays: completed.filter((s) => s.topic === topic.id).length,
        ...figures(answers.filter((answer) => answer.s.topic === topic.id)),
      });
    }
    for (const category of body.categories)
      expect(category).toMatchObject({
        name: categoriesOf[category.id],
        plays: completed.filter((s) => s.category === category.id).length,
        ...figures(answers.filter((answer) => answer.s.category === category.id)),
      });
    const byQuestion = new Map<string, typeof answers>();
    for (const answer of answers)
      byQuestion.set(answer.question, [...(byQuestion.get(answer.question) ?? []), answer]);
    expect(body.questions).toHaveLength(byQuestion.size);
    for (const question of body.questions)
      expect(question).toMatchObject({
        topic_id: questionTopic.get(question.id),
        topic_name: topicsOf[questionTopic.get(question.id)!]!.name,
        ...figures(byQuestion.get(question.id)!),
        disputes: 0,
      });
    const counts = body.questions.map((question: { answers: number }) => question.answers);
    expect(counts).toEqual([...counts].sort((x: number, y: number) => y - x));
    const rome = Object.keys(topicsOf).find((id) => topicsOf[id]!.name === 'Rome')!;
    expect(body.suspect_questions).toEqual([
      expect.objectContaining({
        id: topicsOf[rome]!.questions[0],
        answers: 20,
        correct: 1,
        accuracy: 5,
        reasons: ['rarely_right'],
      }),
    ]);
    for (const row of body.days) {
      const list = answers.filter((answer) => dayOf(answer.s.completed!) === row.day);
      expect(row, row.day).toEqual({
        day: row.day,
        answers: list.length,
        accuracy: figures(list).accuracy,
      });
    }
  });

  it('economy figures equal the seeded ledger movements, escrow day by day included', async () => {
    const body = await data('/api/admin/analytics/revenue?timeframe=30d');
    expect(body.totals).toEqual(flows(shift(today, -29), today));
    expect(body.held_in_escrow).toBe(escrowAtEndOf(today));
    for (const row of body.days)
      expect(row, row.day).toEqual({
        day: row.day,
        ...flows(row.day, row.day),
        held_in_escrow: escrowAtEndOf(row.day),
      });
    expect(
      body.days.find((row: { day: string }) => row.day === shift(today, -3)).held_in_escrow,
    ).toBe(20);
    const kinds = [...new Set(moves.map((move) => move.kind))].sort();
    expect(body.by_kind).toEqual(
      kinds.map((kind) => {
        const mine = moves.filter((move) => move.kind === kind);
        return {
          kind,
          movements: mine.length,
          to_players: mine.reduce((sum, move) => sum + Math.max(0, move.amount), 0),
          from_players: mine.reduce((sum, move) => sum + Math.max(0, -move.amount), 0),
        };
      }),
    );
  });

  it('rolling up again changes no figure', async () => {
    const reports = ['dashboard', 'users?timeframe=90d', 'content', 'revenue'];
    const strip = ({ generated_at: _g, rolled_up_at: _r, ...rest }: Record<string, unknown>) =>
      rest;
    const before = await Promise.all(
      reports.map(async (r) => strip(await data(`/api/admin/analytics/${r}`))),
    );
    const rows = async () =>
      (
        (await db.execute(sql`select (select count(*) from analytics_active_users) as a,
        (select count(*) from analytics_daily) as d, (select count(*) from analytics_daily_questions) as q,
        (select count(*) from analytics_retention) as r`)) as unknown as { rows: unknown[] }
      ).rows;
    const countsBefore = await rows();
    await app.analytics.rollUp();
    await app.analytics.rollUp();
    expect(await rows()).toEqual(countsBefore);
    const after = await Promise.all(
      reports.map(async (r) => strip(await data(`/api/admin/analytics/${r}`))),
    );
    expect(after).toEqual(before);
  });

  // Last: the accounts it signs up would be sign-ups the earlier roll-up has not counted.
  it('refuses every analytics call to a player and to a moderator, and without a session', async () => {
    const player = await signUp(app);
    const moderator = await signUpStaff(app, {}, { role: 'moderator' });
    for (const report of ['dashboard', 'users', 'content', 'revenue']) {
      const url = `/api/admin/analytics/${report}`;
      expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      for (const headers of [player.headers, moderator.headers])
        expect((await get(url, headers)).statusCode, url).toBe(403);
    }
    // The total of accounts is the roll-up's count, like the rest: the two new ones join it then.
    const totalNow = async () =>
      ((await data('/api/admin/analytics/dashboard')) as { users: { total: number } }).users.total;
    const before = await totalNow();
    await app.analytics.rollUp();
    expect(await totalNow()).toBe(before + 2);
  });
});
