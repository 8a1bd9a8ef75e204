import type { GameMode } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import {
  PRACTICE_TIME_CAP_MS,
  isFastAnswer,
  isPastDeadline,
  judgeAnswer,
  playerTimeLimitMs,
  timeLimitMs,
  type AnswerToJudge,
} from './answer-judging';

const servedAt = new Date('2026-06-01T12:00:00Z');
const choiceOf = (correctOptionId: string) => ({
  type: 'single' as const,
  correctOptionId,
  answerKey: null,
});
const after = (ms: number) => new Date(servedAt.getTime() + ms);

/**
 * An answer to a 100-point question whose right option is `b`, served at `servedAt`, under the
 * mode's own countdown unless `limitMs` says otherwise.
 */
function judge(mode: GameMode, answer: Partial<AnswerToJudge> & { afterMs?: number }) {
  const { afterMs = 1_000, ...rest } = answer;
  return judgeAnswer({
    mode,
    limitMs: timeLimitMs(mode),
    question: { ...choiceOf('b'), points: 100, servedAt },
    response: { option_id: 'b' },
    now: after(afterMs),
    earlierCorrect: [],
    ...rest,
  });
}

describe('judgeAnswer', () => {
  it('pays a right answer by its server-measured time: x1.5 within a tenth of the countdown', () => {
    expect(judge('timed', { afterMs: 1_000 })).toEqual({
      selectedOptionId: 'b',
      response: { option_id: 'b' },
      isCorrect: true,
      credit: 1,
      timedOut: false,
      timeTakenMs: 1_000,
      pointsEarned: 150,
      flagged: false,
    });
    expect(judge('timed', { afterMs: 5_500 }).pointsEarned).toBe(115);
  });

  it('applies the mode multiplier (competitive x1.5)', () => {
    expect(judge('competitive', { afterMs: 1_000 }).pointsEarned).toBe(225);
  });

  it('pays nothing for a wrong answer, which is not a timeout', () => {
    expect(judge('timed', { response: { option_id: 'a' }, afterMs: 2_000 })).toMatchObject({
      isCorrect: false,
      timedOut: false,
      timeTakenMs: 2_000,
      pointsEarned: 0,
    });
  });

  it('scores an empty answer as a timeout, never flagged however fast', () => {
    expect(judge('timed', { response: null, afterMs: 50 })).toEqual({
      selectedOptionId: null,
      response: null,
      isCorrect: false,
      credit: 0,
      timedOut: true,
      timeTakenMs: 50,
      pointsEarned: 0,
      flagged: false,
    });
  });

  it('accepts an answer up to the countdown plus 500 ms of grace, with its time capped at the countdown', () => {
    expect(judge('timed', { afterMs: 10_500 })).toMatchObject({
      isCorrect: true,
      timedOut: false,
      timeTakenMs: 10_000,
      pointsEarned: 80,
    });
  });

  it('scores the right option past the grace as a timeout worth nothing', () => {
    expect(judge('timed', { afterMs: 10_501 })).toMatchObject({
      selectedOptionId: 'b',
      isCorrect: false,
      timedOut: true,
      timeTakenMs: 10_000,
      pointsEarned: 0,
    });
    expect(judge('quick_fire', { afterMs: 5_501 })).toMatchObject({
      timedOut: true,
      timeTakenMs: 5_000,
    });
  });

  it('has no deadline in practice, keeping at most ten minutes of answer time', () => {
    expect(judge('practice', { afterMs: 2 * 3_600_000 })).toMatchObject({
      isCorrect: true,
      timedOut: false,
      timeTakenMs: PRACTICE_TIME_CAP_MS,
      pointsEarned: 80,
    });
  });

  it('adds the quick fire streak bonus from the earlier answers in play order', () => {
    expect(judge('quick_fire', { afterMs: 500 }).pointsEarned).toBe(150);
    expect(judge('quick_fire', { afterMs: 500, earlierCorrect: [true, true] }).pointsEarned).toBe(
      180,
    );
    expect(
      judge('quick_fire', { afterMs: 500, earlierCorrect: [true, false, true] }).pointsEarned,
    ).toBe(165);
    // Modes without the bonus ignore the run.
    expect(judge('timed', { afterMs: 1_000, earlierCorrect: [true, true] }).pointsEarned).toBe(150);
  });

  it('flags an answer faster than 200 ms but still judges and pays it', () => {
    expect(judge('timed', { afterMs: 150 })).toMatchObject({
      isCorrect: true,
      timeTakenMs: 150,
      pointsEarned: 150,
      flagged: true,
    });
    expect(judge('timed', { afterMs: 200 }).flagged).toBe(false);
  });

  it('records a question never served as a timeout of 0 ms', () => {
    const judgement = judgeAnswer({
      mode: 'timed',
      limitMs: 10_000,
      question: { ...choiceOf('b'), points: 100, servedAt: null },
      response: null,
      now: after(60_000),
      earlierCorrect: [],
    });
    expect(judgement).toMatchObject({ timedOut: true, timeTakenMs: 0, pointsEarned: 0 });
  });

  it('judges each player of one shared question on their own answer, time and run', () => {
    const players = [
      { response: { option_id: 'b' }, afterMs: 700, earlierCorrect: [true] },
      { response: { option_id: 'b' }, afterMs: 3_000, earlierCorrect: [false] },
      { response: { option_id: 'c' }, afterMs: 400, earlierCorrect: [true] },
      { response: { option_id: 'b' }, afterMs: 6_000, earlierCorrect: [true] },
    ];
    expect(
      players.map((player) => {
        const { pointsEarned, timedOut } = judge('quick_fire', player);
        return { pointsEarned, timedOut };
      }),
    ).toEqual([
      { pointsEarned: 162, timedOut: false },
      { pointsEarned: 111, timedOut: false },
      { pointsEarned: 0, timedOut: false },
      { pointsEarned: 0, timedOut: true },
    ]);
  });

  it('judges every question type by its own rule, partial credit scaling the points', () => {
    const typed = judgeAnswer({
      mode: 'practice',
      limitMs: null,
      question: {
        type: 'typed',
        correctOptionId: null,
        answerKey: { type: 'typed', accepted: ['Mississippi'], max_typos: 1 },
        points: 100,
        servedAt,
      },
      response: { text: 'missisippi' },
      now: after(1_000),
      earlierCorrect: [],
    });
    expect(typed).toMatchObject({ isCorrect: true, credit: 1, selectedOptionId: null });
    const multiple = (option_ids: string[]) =>
      judgeAnswer({
        mode: 'practice',
        limitMs: null,
        question: {
          type: 'multiple',
          correctOptionId: null,
          answerKey: { type: 'multiple', correct_option_ids: ['a', 'b'] },
          points: 100,
          servedAt,
        },
        response: { option_ids },
        now: after(1_000),
        earlierCorrect: [],
      });
    const all = multiple(['a', 'b']);
    const half = multiple(['a']);
    expect(all).toMatchObject({ isCorrect: true, credit: 1 });
    expect(half).toMatchObject({ isCorrect: false, credit: 0.5 });
    expect(half.pointsEarned).toBe(Math.round(all.pointsEarned / 2));
  });
});

describe('time accommodations (decision 39)', () => {
  it('extend every countdown by the player’s factor, and never practice, which has none', () => {
    expect(playerTimeLimitMs('timed', 1)).toBe(10_000);
    expect(playerTimeLimitMs('timed', 1.5)).toBe(15_000);
    expect(playerTimeLimitMs('competitive', 2)).toBe(20_000);
    expect(playerTimeLimitMs('quick_fire', 1.5)).toBe(7_500);
    expect(playerTimeLimitMs('quick_fire', 2)).toBe(10_000);
    expect(playerTimeLimitMs('practice', 2)).toBeNull();
  });

  it('are the game’s to honour: a live game without the switch gives everyone the mode’s countdown', () => {
    expect(playerTimeLimitMs('timed', 2, false)).toBe(10_000);
    expect(playerTimeLimitMs('quick_fire', 1.5, false)).toBe(5_000);
    expect(playerTimeLimitMs('timed', 2, true)).toBe(20_000);
  });

  it('move the deadline: 14 s counts for a 2x player and is late for a 1x one', () => {
    const doubled = judge('timed', { limitMs: playerTimeLimitMs('timed', 2), afterMs: 14_000 });
    expect(doubled).toMatchObject({ isCorrect: true, timedOut: false, timeTakenMs: 14_000 });
    expect(doubled.pointsEarned).toBeGreaterThan(0);
    const standard = judge('timed', { limitMs: playerTimeLimitMs('timed', 1), afterMs: 14_000 });
    expect(standard).toMatchObject({ isCorrect: false, timedOut: true, pointsEarned: 0 });
    // The grace follows the extended countdown: 20.5 s is in time, 20.501 s late.
    expect(judge('timed', { limitMs: 20_000, afterMs: 20_500 }).timedOut).toBe(false);
    expect(judge('timed', { limitMs: 20_000, afterMs: 20_501 }).timedOut).toBe(true);
  });

  it('cap the stored time at the player’s own countdown', () => {
    expect(judge('quick_fire', { limitMs: 7_500, afterMs: 7_900 })).toMatchObject({
      timedOut: false,
      timeTakenMs: 7_500,
      pointsEarned: 80,
    });
  });

  it('pay the same speed factor at the same share of each player’s own countdown', () => {
    // 8 s of a 2x player's 20 s earns what 4 s of the standard 10 s earns.
    const doubled = judge('timed', { limitMs: playerTimeLimitMs('timed', 2), afterMs: 8_000 });
    const standard = judge('timed', { limitMs: playerTimeLimitMs('timed', 1), afterMs: 4_000 });
    expect(doubled.pointsEarned).toBe(standard.pointsEarned);
    expect(doubled.pointsEarned).toBe(127);
    const slower = judge('quick_fire', { limitMs: 7_500, afterMs: 750 });
    expect(slower.pointsEarned).toBe(judge('quick_fire', { afterMs: 500 }).pointsEarned);
  });
});

describe('isPastDeadline', () => {
  it('is never true without a countdown or before the question is served', () => {
    expect(isPastDeadline(null, servedAt, after(3_600_000))).toBe(false);
    expect(isPastDeadline(10_000, null, after(3_600_000))).toBe(false);
    expect(isPastDeadline(10_000, servedAt, after(10_500))).toBe(false);
    expect(isPastDeadline(10_000, servedAt, after(10_501))).toBe(true);
  });
});

describe('isFastAnswer', () => {
  it('counts right, unflagged answers under 2 s toward the speed achievements', () => {
    expect(isFastAnswer({ isCorrect: true, flagged: false, timeTakenMs: 1_999 })).toBe(true);
    expect(isFastAnswer({ isCorrect: true, flagged: false, timeTakenMs: 2_000 })).toBe(false);
    expect(isFastAnswer({ isCorrect: true, flagged: true, timeTakenMs: 150 })).toBe(false);
    expect(isFastAnswer({ isCorrect: false, flagged: false, timeTakenMs: 500 })).toBe(false);
  });
});
