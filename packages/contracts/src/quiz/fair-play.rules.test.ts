import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assessSessionPace,
  FAIR_PLAY,
  plausibleFloorMs,
  readingLength,
  type TimedAnswer,
} from './fair-play.rules';

const answer = (timeMs: number, readingChars: number, correct = true): TimedAnswer => ({
  timeMs,
  correct,
  timedOut: false,
  readingChars,
});

describe('plausibleFloorMs', () => {
  it('adds reading time to the reaction floor, capped for long questions', () => {
    expect(plausibleFloorMs(0)).toBe(FAIR_PLAY.reactionFloorMs);
    expect(plausibleFloorMs(60)).toBe(FAIR_PLAY.reactionFloorMs + 1_000);
    expect(plausibleFloorMs(10_000)).toBe(FAIR_PLAY.maxFloorMs);
  });

  it('counts the question text and every option', () => {
    expect(readingLength('Capital of France?', [{ text: 'Paris' }, { text: 'Rome' }])).toBe(27);
  });
});

describe('assessSessionPace', () => {
  it('flags a scripted client: 10 of 10 correct at 250 ms', () => {
    const verdict = assessSessionPace(Array.from({ length: 10 }, () => answer(250, 100)));
    expect(verdict).toMatchObject({ flagged: true, implausible: 10, answers: 10 });
    expect(verdict.evidence[0]).toEqual({
      position: 1,
      timeMs: 250,
      floorMs: plausibleFloorMs(100),
    });
  });

  it('flags 40 of 40 correct at 250 ms', () => {
    expect(assessSessionPace(Array.from({ length: 40 }, () => answer(250, 60))).flagged).toBe(true);
  });

  it('does not flag a fast honest player on short questions', () => {
    // 'Is 7 a prime?' True/False: 22 characters, floor 617 ms; answered in 0.8 to 1.4 s.
    const times = [800, 950, 1_100, 820, 1_400, 900, 1_000, 870, 1_200, 990];
    expect(assessSessionPace(times.map((time) => answer(time, 22))).flagged).toBe(false);
  });

  it('does not flag fast wrong answers or a few lucky fast ones', () => {
    expect(
      assessSessionPace(Array.from({ length: 10 }, () => answer(250, 80, false))).flagged,
    ).toBe(false);
    const mixed = [
      ...Array.from({ length: 4 }, () => answer(250, 80)),
      ...Array.from({ length: 6 }, () => answer(4_000, 80)),
    ];
    expect(assessSessionPace(mixed).flagged).toBe(false);
  });

  it('never flags a session answered at or above every floor (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            readingChars: fc.integer({ min: 0, max: 800 }),
            extra: fc.integer({ min: 0, max: 8_000 }),
            correct: fc.boolean(),
          }),
          { maxLength: 60 },
        ),
        (rows) => {
          const answers = rows.map((row) =>
            answer(plausibleFloorMs(row.readingChars) + row.extra, row.readingChars, row.correct),
          );
          return !assessSessionPace(answers).flagged;
        },
      ),
    );
  });

  it('always flags sustained correct answers faster than the reaction floor (property)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            readingChars: fc.integer({ min: 0, max: 800 }),
            timeMs: fc.integer({ min: 0, max: FAIR_PLAY.reactionFloorMs - 1 }),
          }),
          { minLength: FAIR_PLAY.minImplausible, maxLength: 60 },
        ),
        (rows) =>
          assessSessionPace(rows.map((row) => answer(row.timeMs, row.readingChars))).flagged,
      ),
    );
  });
});
