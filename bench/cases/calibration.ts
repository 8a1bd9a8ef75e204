import { sql } from 'drizzle-orm';
import { openBenchDatabase } from '../harness/bench-database';
import { readerFigures, seedUuid as id, tenths, whileReading } from '../harness/seeded-figures';
import type { BenchCase, Figure } from '../harness/types';

/**
 * The nightly difficulty calibration on a large bank: answers generated in bulk SQL from a latent
 * ability and difficulty, then one round run in process, while a reader keeps querying the same
 * database, as requests would. What it shows: the round's time, and that neither the event loop
 * nor the database's single connection (PGlite) is held for long at a time.
 */
type Scale = { users: number; answers: number };
const SMOKE: Scale = { users: 500, answers: 5_000 };
const DEFAULT: Scale = { users: 20_000, answers: 200_000 };
const ANSWERS_PER_QUIZ = 10;
const TOPICS = 100;
const QUESTIONS_PER_TOPIC = 50;
/** The scheduler's lease is 60 s; a round must end well inside it. */
const ROUND_MS = 30_000;
const STALL_MS = 100;
const READ_P95_MS = 250;

async function serverModules() {
  const [client, paths, calibration, answers, clock] = await Promise.all([
    import('../../apps/server/src/db/client'),
    import('../../apps/server/src/paths'),
    import('../../apps/server/src/modules/content/calibration'),
    import('../../apps/server/src/modules/quiz/calibration-answers.repo'),
    import('../../apps/server/src/lib/clock'),
  ]);
  return { ...client, ...paths, ...calibration, ...answers, ...clock };
}

/**
 * A category of topics of questions at every source level, players, and quizzes of ten answers
 * each over the last 90 days: right with the Rasch chance of the player's ability against the
 * question's true difficulty (both spread over -2..2, independent of the source level).
 */
async function seed(run: (text: string) => Promise<unknown>, scale: Scale) {
  const sessions = Math.floor(scale.answers / ANSWERS_PER_QUIZ);
  const ability = (n: string) => `(((${n}) * 7919) % 400) / 100.0 - 2`;
  const difficulty = (n: string) => `(((${n}) * 104729) % 400) / 100.0 - 2`;
  await run(`insert into categories (id, slug, name, color, icon)
    values (${id('d', '1')}, 'bench', 'Bench category', '#123456', 'book')`);
  await run(`insert into topics (id, category_id, slug, name, icon)
    select ${id('c', 'n')}, ${id('d', '1')}, 'bench-' || n, 'Bench topic ' || n, 'book'
    from generate_series(1, ${TOPICS}) n`);
  await run(`insert into questions (id, topic_id, question_text, options, correct_option_id,
      difficulty, source)
    select ${id('b', 'n')}, ${id('c', `1 + (n - 1) / ${QUESTIONS_PER_TOPIC}`)}, 'Bench question ' || n,
      '[{"id":"a","text":"A"},{"id":"b","text":"B"}]'::jsonb, 'b',
      (array['beginner', 'intermediate', 'advanced'])[1 + n % 3], 'bench'
    from generate_series(1, ${TOPICS * QUESTIONS_PER_TOPIC}) n`);
  await run(`insert into users (id, email, email_normalized, full_name)
    select ${id('a', 'n')}, 'bench' || n || '@example.com', 'bench' || n || '@example.com',
      'Bench ' || n
    from generate_series(1, ${scale.users}) n`);
  await run(`insert into quiz_sessions (id, user_id, topic_id, category_id, game_mode, status,
      difficulty, question_count, started_at, completed_at)
    select ${id('e', 's')}, ${id('a', `1 + (s * 7919) % ${scale.users}`)}, ${id('c', `1 + s % ${TOPICS}`)},
      ${id('d', '1')}, 'timed', 'completed', 'beginner', ${ANSWERS_PER_QUIZ}, at, at
    from (select s, now() - (s % 90) * interval '1 day' - (s % 600) * interval '1 minute' as at
          from generate_series(1, ${sessions}) s) x`);
  await run(`insert into quiz_answers (session_id, question_id, position, selected_option_id,
      is_correct, timed_out, time_taken_ms, points_earned, answered_at)
    select ${id('e', 's')}, ${id('b', 'q')}, k, 'b',
      random() < 1 / (1 + exp(${difficulty('q')} - ${ability(`1 + (s * 7919) % ${scale.users}`)})),
      false, 3000, 10, now()
    from generate_series(1, ${sessions}) s, generate_series(1, ${ANSWERS_PER_QUIZ}) k,
      lateral (select (s % ${TOPICS}) * ${QUESTIONS_PER_TOPIC} + 1 + (s / ${TOPICS} + k * 7) % ${QUESTIONS_PER_TOPIC} as q) x`);
  for (const table of ['users', 'quiz_sessions', 'quiz_answers', 'questions'])
    await run(`analyze ${table}`);
}

const calibration: BenchCase = {
  name: 'calibration',
  description:
    'The nightly difficulty calibration on a seeded bank (default 5,000 questions, 20,000 players, 200,000 answers): the round’s time, the longest event-loop stall during it, and a reader’s query latency while it runs',
  keyFigures: ['calibration round', 'answers read'],
  async run(context) {
    const scale = context.smoke ? SMOKE : DEFAULT;
    const keepAlive = setInterval(() => {}, 1_000);
    const server = await serverModules();
    const database = await openBenchDatabase(server, context, 4);
    try {
      const db = database.db;
      const run = (text: string) => db.execute(sql.raw(text));
      const started = performance.now();
      await seed(run, scale);
      const seedMs = performance.now() - started;

      const calibrate = server.createCalibration({
        db,
        clock: server.systemClock,
        answers: server.calibrationAnswers,
        changed: () => {},
      });
      // A reader querying the catalogue back to back, as players' requests would meanwhile.
      const measured = await whileReading(
        () => db.execute(sql`select id, difficulty_level from topics order by name limit 20`),
        calibrate,
      );
      const { value: report, ms: roundMs } = measured;
      const [counts] = (
        (await run(`select count(*) filter (where calibrated_difficulty is not null) as calibrated,
            count(*) filter (where calibrated_difficulty <> difficulty) as moved
          from questions`)) as unknown as { rows: { calibrated: string; moved: string }[] }
      ).rows;
      const figures: Figure[] = [
        { name: 'seeded', value: Math.round(seedMs / 1000), unit: 's' },
        {
          name: 'calibration round',
          value: tenths(roundMs),
          unit: 'ms',
          target: `<= ${ROUND_MS} ms`,
          meets: roundMs <= ROUND_MS,
        },
        ...readerFigures(measured, 'the round', { stallMs: STALL_MS, readP95Ms: READ_P95_MS }),
        { name: 'answers read', value: report.answers, unit: 'answers' },
        { name: 'estimation rounds', value: report.rounds, unit: 'rounds' },
        { name: 'questions calibrated', value: Number(counts!.calibrated), unit: 'questions' },
        {
          name: 'questions moved to another level',
          value: Number(counts!.moved),
          unit: 'questions',
        },
      ];
      return {
        figures,
        notes: [
          `${report.questions.toLocaleString('en')} questions, ${scale.users.toLocaleString('en')} players, ${report.answers.toLocaleString('en')} answers (${context.smoke ? 'smoke' : 'default'} scale)`,
          'The round runs in process on the database (no HTTP): reading the answers a page of 2,000 quizzes at a time, estimating a round at a time with a turn of the event loop between, writing 500 questions a statement, then deriving every topic and category level again. The reader queries the topics every 10 ms meanwhile; its latency is what a request waits behind the round.',
          'Source levels are dealt round-robin, unrelated to the true difficulties, so many questions move: a harsher test of the shrinkage than a real bank.',
        ],
      };
    } finally {
      await database.close();
      clearInterval(keepAlive);
    }
  },
};

export default calibration;
