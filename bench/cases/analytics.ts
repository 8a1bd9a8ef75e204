import { sql } from 'drizzle-orm';
import { openBenchDatabase } from '../harness/bench-database';
import { quantile, seedUuid as id, tenths } from '../harness/seeded-figures';
import type { BenchCase, Figure } from '../harness/types';

/**
 * The admin analytics at scale: a play history generated in bulk SQL, rolled up, then the four
 * reports read again and again. The default scale runs on either engine; the full scale (1,000,000
 * players, 50,000,000 answers over a year) only on PostgreSQL, behind BENCH_ANALYTICS_FULL=1.
 */
type Scale = { users: number; answers: number; days: number; reads: number };
const SMOKE: Scale = { users: 500, answers: 5_000, days: 14, reads: 3 };
const DEFAULT: Scale = { users: 20_000, answers: 200_000, days: 90, reads: 20 };
const FULL: Scale = { users: 1_000_000, answers: 50_000_000, days: 365, reads: 20 };
const ANSWERS_PER_QUIZ = 10;
const CATEGORIES = 10;
const TOPICS_PER_CATEGORY = 10;
const QUESTIONS_PER_TOPIC = 50;
/** Sessions a bulk insert of answers covers: big enough to be bulk, small enough for the WAL. */
const SESSION_CHUNK = 250_000;
const READ_P95_MS = 250;
const DAY_ROLLUP_MS = 10_000;

async function serverModules() {
  const [client, paths, reports, rollup, clock] = await Promise.all([
    import('../../apps/server/src/db/client'),
    import('../../apps/server/src/paths'),
    import('../../apps/server/src/modules/analytics/reports'),
    import('../../apps/server/src/modules/analytics/rollup'),
    import('../../apps/server/src/lib/clock'),
  ]);
  return { ...client, ...paths, ...reports, ...rollup, ...clock };
}

/**
 * Players signed up over the span, quizzes (10 answers each, about 70% right) completed on every
 * day, a quiz reward for each, a live game of two for every 100 quizzes with its fees and prize
 * through escrow: every row inserted by INSERT ... SELECT generate_series, never one by one.
 */
async function seed(run: (text: string) => Promise<unknown>, scale: Scale) {
  const sessions = Math.floor(scale.answers / ANSWERS_PER_QUIZ);
  const topics = CATEGORIES * TOPICS_PER_CATEGORY;
  const daysAgo = (n: string) => `now() - ((${n}) % ${scale.days}) * interval '1 day'`;
  await run(`insert into categories (id, slug, name, color, icon)
    select ${id('d', 'n')}, 'bench-' || n, 'Bench category ' || n, '#123456', 'book'
    from generate_series(1, ${CATEGORIES}) n`);
  await run(`insert into topics (id, category_id, slug, name, icon)
    select ${id('c', 'n')}, ${id('d', `1 + (n - 1) / ${TOPICS_PER_CATEGORY}`)}, 'bench-' || n,
      'Bench topic ' || n, 'book'
    from generate_series(1, ${topics}) n`);
  await run(`insert into questions (id, topic_id, question_text, options, correct_option_id,
      difficulty, source)
    select ${id('b', 'n')}, ${id('c', `1 + (n - 1) / ${QUESTIONS_PER_TOPIC}`)}, 'Bench question ' || n,
      '[{"id":"a","text":"A"},{"id":"b","text":"B"}]'::jsonb, 'b', 'beginner', 'bench'
    from generate_series(1, ${topics * QUESTIONS_PER_TOPIC}) n`);
  await run(`insert into users (id, email, email_normalized, full_name, created_at)
    select ${id('a', 'n')}, 'bench' || n || '@example.com', 'bench' || n || '@example.com',
      'Bench ' || n, ${daysAgo('n * 7')} - interval '1 hour'
    from generate_series(1, ${scale.users}) n`);
  await run(`insert into ledger_accounts (kind, user_id)
    select 'user', ${id('a', 'n')} from generate_series(1, ${scale.users}) n`);
  for (let from = 1; from <= sessions; from += SESSION_CHUNK) {
    const to = Math.min(sessions, from + SESSION_CHUNK - 1);
    // The player and the day come from the quiz number: every day has quizzes, players repeat.
    await run(`insert into quiz_sessions (id, user_id, topic_id, category_id, game_mode, status,
        difficulty, question_count, started_at, completed_at)
      select ${id('e', 's')}, ${id('a', `1 + (s * 7919) % ${scale.users}`)},
        ${id('c', `1 + s % ${topics}`)}, ${id('d', `1 + (s % ${topics}) / ${TOPICS_PER_CATEGORY}`)},
        (array['practice', 'timed', 'quick_fire', 'competitive'])[1 + s % 4], 'completed',
        'beginner', ${ANSWERS_PER_QUIZ}, at - interval '5 minutes', at
      from (select s, ${daysAgo('s')} - (s % 600) * interval '1 minute' as at
            from generate_series(${from}::bigint, ${to}) s) x`);
    await run(`insert into quiz_answers (session_id, question_id, position, selected_option_id,
        is_correct, timed_out, time_taken_ms, points_earned, answered_at)
      select ${id('e', 's')},
        ${id('b', `(s % ${topics}) * ${QUESTIONS_PER_TOPIC} + 1 + (s + k * 7) % ${QUESTIONS_PER_TOPIC}`)},
        k, 'b', (s * k) % 10 < 7, false, 1000 + (s * k * 37) % 9000, 10, now()
      from generate_series(${from}::bigint, ${to}) s, generate_series(1, ${ANSWERS_PER_QUIZ}) k`);
    await run(`with t as (
        insert into ledger_transactions (id, idempotency_key, kind, created_at)
        select ${id('f', 's')}, 'bench:' || s, 'quiz_reward', ${daysAgo('s')} - (s % 600) * interval '1 minute'
        from generate_series(${from}::bigint, ${to}) s
        returning id, created_at, idempotency_key)
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select t.id, a.id, leg.amount, t.created_at
      from t
      cross join lateral (values (1, 100), (-1, -100)) as leg(side, amount)
      join ledger_accounts a on a.id = case when leg.side = 1
        then (select id from ledger_accounts where user_id =
          ${id('a', `1 + (substr(t.idempotency_key, 7)::bigint * 7919) % ${scale.users}`)})
        else (select id from ledger_accounts where code = 'rewards') end`);
  }
  await run(`insert into games (id, kind, name, status, settings, created_at, started_at, ended_at)
    select ${id('9', 'g')}, 'room', 'Bench game', 'completed', '{}'::jsonb, at, at, at
    from (select g, ${daysAgo('g')} as at from generate_series(1, ${Math.ceil(sessions / 100)}) g) x`);
  await run(`insert into game_players (game_id, user_id, joined_at)
    select ${id('9', 'g')}, ${id('a', `1 + (g * 2 + p) % ${scale.users}`)}, now()
    from generate_series(1, ${Math.ceil(sessions / 100)}) g, generate_series(0, 1) p`);
  for (const table of [
    'users',
    'quiz_sessions',
    'quiz_answers',
    'ledger_transactions',
    'ledger_entries',
    'games',
    'game_players',
  ])
    await run(`analyze ${table}`);
}

const analytics: BenchCase = {
  name: 'analytics',
  description:
    'Admin analytics: a play history generated in bulk (default 20,000 players and 200,000 answers; BENCH_ANALYTICS_FULL=1: 1,000,000 and 50,000,000 on PostgreSQL), rolled up, and the four reports read: p50/p95 of each read and the time of one day’s roll-up',
  keyFigures: ['one day rolled up', 'dashboard p50', 'content p50'],
  async run(context) {
    const full = process.env.BENCH_ANALYTICS_FULL === '1';
    if (full && !context.databaseUrl)
      throw new Error('BENCH_ANALYTICS_FULL=1 needs BENCH_DATABASE_URL (PostgreSQL)');
    const scale = context.smoke ? SMOKE : full ? FULL : DEFAULT;
    const keepAlive = setInterval(() => {}, 1_000);
    const server = await serverModules();
    const database = await openBenchDatabase(server, context, 4);
    try {
      const db = database.db;
      const run = (text: string) => db.execute(sql.raw(text));
      const figures: Figure[] = [];
      const timed = async <T>(work: () => Promise<T>) => {
        const started = performance.now();
        await work();
        return performance.now() - started;
      };

      const seedMs = await timed(() => seed(run, scale));
      const backfillMs = await timed(() => server.rollUp(db, () => new Date()));
      const yesterday = new Date(Date.now() - 24 * 60 * 60_000).toISOString().slice(0, 10);
      const dayRuns: number[] = [];
      for (let index = 0; index < 3; index += 1)
        dayRuns.push(await timed(() => server.rollupDay(db, yesterday, new Date())));
      const dayMs = quantile(dayRuns, 0.5);
      figures.push(
        { name: 'seeded', value: Math.round(seedMs / 1000), unit: 's' },
        { name: 'backfill of every day', value: Math.round(backfillMs / 1000), unit: 's' },
        {
          name: 'one day rolled up',
          value: tenths(dayMs),
          unit: 'ms',
          target: `<= ${DAY_ROLLUP_MS} ms`,
          meets: dayMs <= DAY_ROLLUP_MS,
        },
      );

      const reports = server.createAnalyticsReports({ db, clock: server.systemClock });
      const reads: [string, () => Promise<unknown>][] = [
        ['dashboard', () => reports.dashboard()],
        ['users', () => reports.users('7d')],
        ['content', () => reports.content('30d')],
        ['revenue', () => reports.revenue('30d')],
        ['users 365d', () => reports.users('365d')],
        ['content 365d', () => reports.content('365d')],
        ['revenue 365d', () => reports.revenue('365d')],
      ];
      for (const [name, read] of reads) {
        await read(); // warm: the first read pays for plans and cold pages
        const times: number[] = [];
        for (let index = 0; index < scale.reads; index += 1) times.push(await timed(read));
        const p95 = quantile(times, 0.95);
        figures.push(
          { name: `${name} p50`, value: tenths(quantile(times, 0.5)), unit: 'ms' },
          {
            name: `${name} p95`,
            value: tenths(p95),
            unit: 'ms',
            target: `<= ${READ_P95_MS} ms`,
            meets: p95 <= READ_P95_MS,
          },
        );
      }
      const [rows] = (
        (await run(`select (select count(*) from users) as users,
          (select count(*) from quiz_answers) as answers,
          (select count(*) from analytics_daily_questions) as question_rows`)) as unknown as {
          rows: Record<string, unknown>[];
        }
      ).rows;
      return {
        figures,
        notes: [
          `${Number(rows!.users).toLocaleString('en')} players, ${Number(rows!.answers).toLocaleString('en')} answers over ${scale.days} days (${full ? 'full' : context.smoke ? 'smoke' : 'default'} scale); ${Number(rows!.question_rows).toLocaleString('en')} question-day roll-up rows`,
          'The reads call the reports service in-process on the database (no HTTP, no auth): what is measured is the SQL over the roll-ups. The roll-up of one day is yesterday recomputed (delete + insert in one transaction), median of 3.',
          'Full scale: BENCH_ANALYTICS_FULL=1 with BENCH_DATABASE_URL (PostgreSQL only); it generates 1,000,000 players and 50,000,000 answers in a scratch database and drops it afterwards.',
        ],
      };
    } finally {
      await database.close();
      clearInterval(keepAlive);
    }
  },
};

export default analytics;
