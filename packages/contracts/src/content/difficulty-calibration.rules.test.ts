import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DifficultyLevel } from './content.schemas';
import {
  bandOfDifficulty,
  calibrateDifficulty,
  CALIBRATION_RULES,
  createDifficultyCalibration,
  discriminatesBadly,
  pointBiserial,
  servedDifficulty,
  topicDifficulty,
  type CalibrationAnswer,
  type CalibrationQuestion,
} from './difficulty-calibration.rules';

/** Uniform draws from a fixed seed: the same simulated answers on every run. */
const DRAWS = fc.sample(fc.noBias(fc.integer({ min: 0, max: 2 ** 30 - 1 })), {
  seed: 42,
  numRuns: 20_000,
});
function seeded(seed: number) {
  let next = seed * 997;
  return () => DRAWS[next++ % DRAWS.length]! / 2 ** 30;
}

const logistic = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Players of abilities spread around 0 answer every question; `chance(question, ability)` says
 * how likely they are right (the Rasch model by default, from `trueB`).
 */
function simulate(options: {
  players: number;
  trueB: Record<string, number>;
  seed?: number;
  chance?: (question: string, ability: number) => number;
}): CalibrationAnswer[] {
  const random = seeded(options.seed ?? 1);
  const chance =
    options.chance ??
    ((question: string, ability: number) => logistic(ability - options.trueB[question]!));
  const answers: CalibrationAnswer[] = [];
  for (let player = 0; player < options.players; player += 1) {
    const ability = -2 + (4 * player) / Math.max(1, options.players - 1);
    for (const question of Object.keys(options.trueB))
      answers.push({
        playerId: `p${player}`,
        questionId: question,
        correct: random() < chance(question, ability),
      });
  }
  return answers;
}

const bank = (sources: Record<string, DifficultyLevel>): CalibrationQuestion[] =>
  Object.entries(sources).map(([id, source]) => ({ id, source }));

/** Ten intermediate questions of true difficulty spread over -1..1, answered as the model says. */
const TEN = Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`q${i}`, -1 + (2 * i) / 9]));
const tenIntermediate = bank(
  Object.fromEntries(Object.keys(TEN).map((id) => [id, 'intermediate'])),
);

const byId = <T extends { id: string }>(rows: T[]) => new Map(rows.map((row) => [row.id, row]));

describe('bands of calibrated difficulty', () => {
  it('puts each prior in its own band, with thresholds halfway between', () => {
    for (const level of ['beginner', 'intermediate', 'advanced'] as const)
      expect(bandOfDifficulty(CALIBRATION_RULES.priorB[level])).toBe(level);
    expect(bandOfDifficulty(-0.51)).toBe('beginner');
    expect(bandOfDifficulty(-0.5)).toBe('intermediate');
    expect(bandOfDifficulty(0.5)).toBe('intermediate');
    expect(bandOfDifficulty(0.51)).toBe('advanced');
  });

  it('never makes a harder question an easier band', () => {
    const order = { beginner: 0, intermediate: 1, advanced: 2 };
    fc.assert(
      fc.property(
        fc.double({ min: -6, max: 6, noNaN: true }),
        fc.double({ min: -6, max: 6, noNaN: true }),
        (a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          expect(order[bandOfDifficulty(low)]).toBeLessThanOrEqual(order[bandOfDifficulty(high)]);
        },
      ),
    );
  });

  it('serves the calibrated band when there is one, else the source, and topics follow', () => {
    expect(servedDifficulty('advanced', 'beginner')).toBe('beginner');
    expect(servedDifficulty('advanced', null)).toBe('advanced');
    expect(
      topicDifficulty([
        { source: 'advanced', calibrated: 'beginner' },
        { source: 'advanced', calibrated: 'beginner' },
        { source: 'advanced', calibrated: null },
      ]),
    ).toBe('beginner');
    expect(topicDifficulty([{ source: 'advanced', calibrated: null }])).toBe('advanced');
  });
});

describe('calibrateDifficulty', () => {
  it('leaves a question with no answers at its prior and its source band', () => {
    const [result] = calibrateDifficulty(bank({ q: 'advanced' }), []);
    expect(result).toEqual({ id: 'q', b: 1, band: 'advanced', answers: 0, discrimination: null });
  });

  it('keeps a question with few answers near its prior, even when all of them were right', () => {
    const questions = bank({
      ...Object.fromEntries(tenIntermediate.map((q) => [q.id, q.source])),
      hard: 'advanced',
    });
    const answers = simulate({ players: 40, trueB: TEN }).concat(
      ['p5', 'p20', 'p35'].map((playerId) => ({ playerId, questionId: 'hard', correct: true })),
    );
    const hard = byId(calibrateDifficulty(questions, answers)).get('hard')!;
    expect(hard.answers).toBe(3);
    expect(hard.b).toBeLessThan(1);
    expect(hard.b).toBeGreaterThan(0.5);
    expect(hard.band).toBe('advanced');
  });

  it('moves a question nearly everyone gets right to an easier band once it has many answers', () => {
    const questions = bank({
      ...Object.fromEntries(tenIntermediate.map((q) => [q.id, q.source])),
      easy: 'advanced',
    });
    const answers = simulate({
      players: 200,
      trueB: { ...TEN, easy: 0 },
      chance: (question, ability) =>
        question === 'easy' ? 0.97 : logistic(ability - TEN[question]!),
    });
    const easy = byId(calibrateDifficulty(questions, answers)).get('easy')!;
    expect(easy.answers).toBe(200);
    expect(easy.b).toBeLessThan(CALIBRATION_RULES.beginnerBelow);
    expect(easy.band).toBe('beginner');
  });

  it('recovers the order and rough size of true difficulties from many answers', () => {
    const results = calibrateDifficulty(tenIntermediate, simulate({ players: 400, trueB: TEN }));
    const estimates = results.map((result) => result.b);
    for (let index = 1; index < estimates.length; index += 1)
      expect(estimates[index]!).toBeGreaterThan(estimates[index - 1]! - 0.25);
    expect(estimates[0]!).toBeLessThan(-0.5);
    expect(estimates.at(-1)!).toBeGreaterThan(0.5);
  });

  it('orders by how often a question is answered right among the same players', () => {
    fc.assert(
      fc.property(
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        fc.integer({ min: 0, max: 29 }),
        (rights, flipped) => {
          fc.pre(!rights[flipped]);
          const build = (flip: boolean) =>
            rights.flatMap((right, player) => [
              {
                playerId: `p${player}`,
                questionId: 'a',
                correct: flip && player === flipped ? true : right,
              },
              { playerId: `p${player}`, questionId: 'b', correct: player % 2 === 0 },
            ]);
          const questions = bank({ a: 'intermediate', b: 'intermediate' });
          const before = calibrateDifficulty(questions, build(false))[0]!;
          const after = calibrateDifficulty(questions, build(true))[0]!;
          // One more right answer never makes a question harder.
          expect(after.b).toBeLessThanOrEqual(before.b + 1e-9);
        },
      ),
      { numRuns: 40 },
    );
  });

  it('puts a question from a harder source no lower on the same answers', () => {
    const answers = simulate({ players: 30, trueB: { q: 0, r: 0 } });
    const of = (source: DifficultyLevel) =>
      calibrateDifficulty(bank({ q: source, r: 'intermediate' }), answers)[0]!.b;
    expect(of('beginner')).toBeLessThan(of('intermediate'));
    expect(of('intermediate')).toBeLessThan(of('advanced'));
  });

  it('pulls a question towards its prior less the more answers it has', () => {
    // The same easy question after 5 and after 300 players: the pseudo-answers weigh less and
    // less against the real ones.
    const few = simulate({ players: 5, trueB: { q: -3, r: 0 } });
    const many = simulate({ players: 300, trueB: { q: -3, r: 0 } });
    const questions = bank({ q: 'advanced', r: 'intermediate' });
    const fewB = calibrateDifficulty(questions, few)[0]!.b;
    const manyB = calibrateDifficulty(questions, many)[0]!.b;
    expect(Math.abs(fewB - 1)).toBeLessThan(Math.abs(manyB - 1));
    expect(manyB).toBeLessThan(fewB);
  });

  it('counts a player’s first answer to a question only, and ignores unknown questions', () => {
    const questions = bank({ q: 'intermediate' });
    const [result] = calibrateDifficulty(questions, [
      { playerId: 'p', questionId: 'q', correct: false },
      { playerId: 'p', questionId: 'q', correct: true },
      { playerId: 'p', questionId: 'gone', correct: true },
    ]);
    expect(result!.answers).toBe(1);
    expect(result!.b).toBeGreaterThan(0);
  });

  it('is deterministic, and the same whether answers come at once or in pages', () => {
    const answers = simulate({ players: 120, trueB: TEN, seed: 7 });
    const first = calibrateDifficulty(tenIntermediate, answers);
    expect(calibrateDifficulty(tenIntermediate, answers)).toEqual(first);
    const paged = createDifficultyCalibration(tenIntermediate);
    for (let start = 0; start < answers.length; start += 100)
      paged.add(answers.slice(start, start + 100));
    let rounds = 0;
    while (!paged.iterate()) rounds += 1;
    expect(paged.results()).toEqual(first);
    expect(rounds).toBeLessThan(CALIBRATION_RULES.maxIterations);
    expect(() => paged.add(answers)).toThrow();
  });

  it('barely depends on the order of the answers', () => {
    const answers = simulate({ players: 80, trueB: TEN, seed: 3 });
    const shuffled = [...answers].reverse();
    const a = calibrateDifficulty(tenIntermediate, answers);
    const b = calibrateDifficulty(tenIntermediate, shuffled);
    a.forEach((result, index) => expect(result.b).toBeCloseTo(b[index]!.b, 3));
  });

  it('stays within its bounds for a question nobody ever gets right', () => {
    const questions = bank({
      ...Object.fromEntries(tenIntermediate.map((q) => [q.id, q.source])),
      never: 'beginner',
    });
    const answers = simulate({
      players: 500,
      trueB: { ...TEN, never: 0 },
      chance: (question, ability) =>
        question === 'never' ? 0 : logistic(ability - TEN[question]!),
    });
    const never = byId(calibrateDifficulty(questions, answers)).get('never')!;
    expect(never.band).toBe('advanced');
    expect(never.b).toBeLessThanOrEqual(CALIBRATION_RULES.limit);
    expect(Number.isFinite(never.b)).toBe(true);
  });
});

describe('discrimination', () => {
  it('is the correlation of being right with ability, null below the minimum of answers', () => {
    const answers = (n: number, right: (ability: number) => boolean) =>
      Array.from({ length: n }, (_, i) => ({ ability: i, correct: right(i) }));
    expect(
      pointBiserial(answers(CALIBRATION_RULES.minDiscriminationAnswers - 1, (a) => a > 10)),
    ).toBeNull();
    expect(pointBiserial(answers(40, (a) => a >= 20))).toBeGreaterThan(0.8);
    expect(pointBiserial(answers(40, (a) => a < 20))).toBeLessThan(-0.8);
    // Everyone right, or every ability alike: nothing to correlate.
    expect(pointBiserial(answers(40, () => true))).toBeNull();
    expect(
      pointBiserial(answers(40, (a) => a % 2 === 0).map((x) => ({ ...x, ability: 1 }))),
    ).toBeNull();
  });

  it('flags a question the weaker players get right, not one that follows ability', () => {
    const questions = bank({
      ...Object.fromEntries(tenIntermediate.map((q) => [q.id, q.source])),
      backwards: 'intermediate',
      lottery: 'intermediate',
    });
    const answers = simulate({
      players: 300,
      trueB: { ...TEN, backwards: 0, lottery: 0 },
      seed: 11,
      chance: (question, ability) =>
        question === 'backwards'
          ? logistic(-ability)
          : question === 'lottery'
            ? 0.5
            : logistic(ability - TEN[question]!),
    });
    const results = byId(calibrateDifficulty(questions, answers));
    expect(results.get('backwards')!.discrimination).toBeLessThan(0);
    expect(discriminatesBadly(results.get('backwards')!)).toBe(true);
    expect(Math.abs(results.get('lottery')!.discrimination!)).toBeLessThan(
      CALIBRATION_RULES.discriminationFloor + 0.05,
    );
    expect(discriminatesBadly(results.get('lottery')!)).toBe(true);
    expect(results.get('q5')!.discrimination).toBeGreaterThan(0.2);
    expect(discriminatesBadly(results.get('q5')!)).toBe(false);
  });

  it('says nothing of a question with too few answers', () => {
    const [result] = calibrateDifficulty(
      bank({ q: 'beginner' }),
      simulate({ players: 10, trueB: { q: 0 } }),
    );
    expect(result!.discrimination).toBeNull();
    expect(discriminatesBadly(result!)).toBe(false);
  });
});
