import os from 'node:os';
import type { BenchCase, BenchContext, CaseOutcome, Figure } from '../harness/types';
import { measureLeaderboard, SMOKE_USERS } from './leaderboard';
import { measureQuizAnswer } from './quiz-answer';

/**
 * Players on the board here: 1,000,000 takes ~65 s to seed on each database, which with the
 * rest would run this case past four minutes; the `leaderboard` case measures 1,000,000.
 */
const ENGINES_PLAYERS = 200_000;
/** "PGlite within 3x": how far the embedded database may trail PostgreSQL on each ratio. */
const MAX_RATIO = 3;

type Engine = { label: 'PGlite' | 'PostgreSQL'; context: BenchContext };

const figureOf = (outcome: CaseOutcome, name: string): Figure => {
  const figure = outcome.figures.find((candidate) => candidate.name === name);
  if (!figure) throw new Error(`the measurement reported no "${name}"`);
  return figure;
};

/** A measurement's figure under the engine's name; its target only where it holds here too. */
const renamed = (
  label: string,
  outcome: CaseOutcome,
  name: string,
  keepTarget: boolean,
): Figure => {
  const { target, meets, ratio: _ratio, ...figure } = figureOf(outcome, name);
  return {
    ...figure,
    name: `${label} ${name}`,
    ...(keepTarget && target !== undefined ? { target, meets } : {}),
  };
};

const ratioFigure = (name: string, value: number): Figure => ({
  name,
  value,
  unit: 'x',
  target: `<= ${MAX_RATIO} (PGlite within ${MAX_RATIO}x)`,
  meets: value <= MAX_RATIO,
});

const QUIZ_FIGURES = [
  ['answers/s', true],
  ['answer p99', false],
  ['crowd answers/s', false],
  ['crowd answer p99', true],
  ['errors + timeouts + non-2xx', true],
] as const;
// The leaderboard case's targets are for 1,000,000 players; this board is smaller.
const BOARD_FIGURES = [
  'players',
  'top 10 p50',
  'top 10 p99',
  'my rank p50',
  'my rank p99',
  'errors + non-2xx',
];

/**
 * The quiz-answer and leaderboard measurements on PGlite and on PostgreSQL in one run, and how
 * far PGlite trails: answers/s PostgreSQL / PGlite, leaderboard p99s PGlite / PostgreSQL.
 */
const engines: BenchCase = {
  name: 'engines',
  description:
    'quiz-answer and leaderboard on PGlite and on PostgreSQL (BENCH_DATABASE_URL) in one run: PGlite within 3x',
  keyFigures: ['PGlite answers/s', 'PGlite top 10 p99', 'PGlite my rank p99'],
  async run(context) {
    // No Redis on either side: with it ranks come from Redis, and the comparison would not be
    // of the databases.
    const sides: Engine[] = [
      { label: 'PGlite', context: { ...context, databaseUrl: undefined, redisUrl: undefined } },
      ...(context.databaseUrl
        ? [{ label: 'PostgreSQL' as const, context: { ...context, redisUrl: undefined } }]
        : []),
    ];
    const players = context.smoke ? SMOKE_USERS : ENGINES_PLAYERS;
    const loads: string[] = [];
    const measured = async (what: string, work: () => Promise<CaseOutcome>) => {
      const load = os.loadavg()[0]!.toFixed(2);
      const started = performance.now();
      const outcome = await work();
      loads.push(`${what} ${load} (took ${Math.round((performance.now() - started) / 1000)} s)`);
      return outcome;
    };
    // Alternating engines, so a change on the machine during the run falls on both.
    const quiz: CaseOutcome[] = [];
    for (const side of sides) {
      quiz.push(await measured(`${side.label} quiz`, () => measureQuizAnswer(side.context)));
    }
    const board: CaseOutcome[] = [];
    for (const side of sides) {
      board.push(
        await measured(`${side.label} leaderboard`, () =>
          measureLeaderboard(side.context, players),
        ),
      );
    }
    const figures: Figure[] = sides.flatMap((side, index) => [
      ...QUIZ_FIGURES.map(([name, keep]) => renamed(side.label, quiz[index]!, name, keep)),
      ...BOARD_FIGURES.map((name) => renamed(side.label, board[index]!, name, false)),
    ]);
    const notes: string[] = [];
    if (sides.length === 2) {
      const value = (outcome: CaseOutcome, name: string) => figureOf(outcome, name).value;
      const [pglite, postgres] = [0, 1];
      figures.push(
        ratioFigure(
          'answers/s PostgreSQL / PGlite',
          value(quiz[postgres]!, 'answers/s') / value(quiz[pglite]!, 'answers/s'),
        ),
        ratioFigure(
          'top 10 p99 PGlite / PostgreSQL',
          value(board[pglite]!, 'top 10 p99') / value(board[postgres]!, 'top 10 p99'),
        ),
        ratioFigure(
          'my rank p99 PGlite / PostgreSQL',
          value(board[pglite]!, 'my rank p99') / value(board[postgres]!, 'my rank p99'),
        ),
      );
    } else {
      notes.push(
        'PGlite only: the PostgreSQL side, and with it the ratios, needs BENCH_DATABASE_URL (a PostgreSQL server where the user may create databases).',
      );
    }
    notes.push(
      `The quiz-answer and leaderboard measurements of those cases, each on a fresh server and database, in the order ${sides.map((side) => `${side.label} quiz`).join(', ')}, ${sides.map((side) => `${side.label} leaderboard`).join(', ')}${sides.length === 2 ? ' (alternating, so a change on the machine falls on both)' : ''}. Ratios: answers/s (the 20-player closed loop) PostgreSQL / PGlite, and the leaderboard p99s (one request at a time) PGlite / PostgreSQL: above 1 PGlite is slower, target <= ${MAX_RATIO}.`,
      `No Redis on either side (BENCH_REDIS_URL is not used here): with it ranks come from Redis, not the database.`,
      `The board holds ${players.toLocaleString('en')} players${context.smoke ? ' (smoke)' : ''}, not 1,000,000: seeding 1,000,000 takes ~65 s per database and would run the case past four minutes; the leaderboard case's targets (at 1,000,000) are therefore not judged here, only the ratios.`,
      `Load average (1 min) at the start of each measurement, and its length: ${loads.join(', ')}.`,
      ...sides.flatMap((side, index) => [
        ...(quiz[index]!.notes ?? []).map((note) => `${side.label} quiz-answer: ${note}`),
        ...(board[index]!.notes ?? []).map((note) => `${side.label} leaderboard: ${note}`),
      ]),
    );
    return { figures, notes };
  },
};

export default engines;
