import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  answerKeyProblem,
  foldAnswerText,
  judgeResponse,
  responseFitsType,
  responseText,
  rightAnswerText,
  rightResponse,
  type AnswerKey,
} from './question-types';
import { pointsBreakdown, pointsForAnswer } from './quiz.rules';

const options = ['a', 'b', 'c', 'd', 'e'].map((id) => ({ id, option_text: id.toUpperCase() }));

describe('judgeResponse', () => {
  it('single choice and true/false: the one right option, nothing else', () => {
    const key: AnswerKey = { type: 'single', correct_option_id: 'b' };
    expect(judgeResponse(key, { option_id: 'b' })).toEqual({ credit: 1, correct: true });
    expect(judgeResponse(key, { option_id: 'a' })).toEqual({ credit: 0, correct: false });
    expect(judgeResponse(key, null)).toEqual({ credit: 0, correct: false });
    expect(judgeResponse(key, { text: 'B' })).toEqual({ credit: 0, correct: false });
    const tf: AnswerKey = { type: 'true_false', correct_option_id: 'f' };
    expect(judgeResponse(tf, { option_id: 'f' }).correct).toBe(true);
  });

  it('multiple answers: (right - wrong) / correct options, never below 0', () => {
    const key: AnswerKey = { type: 'multiple', correct_option_ids: ['a', 'b', 'c'] };
    expect(judgeResponse(key, { option_ids: ['c', 'a', 'b'] })).toEqual({
      credit: 1,
      correct: true,
    });
    expect(judgeResponse(key, { option_ids: ['a', 'b'] })).toEqual({
      credit: 2 / 3,
      correct: false,
    });
    expect(judgeResponse(key, { option_ids: ['a', 'b', 'c', 'd'] })).toEqual({
      credit: 2 / 3,
      correct: false,
    });
    // Ticking every box earns nothing more than it should.
    expect(judgeResponse(key, { option_ids: ['a', 'b', 'c', 'd', 'e'] }).credit).toBeCloseTo(1 / 3);
    expect(judgeResponse(key, { option_ids: ['d', 'e'] }).credit).toBe(0);
    // A repeated pick counts once.
    expect(judgeResponse(key, { option_ids: ['a', 'a', 'a'] }).credit).toBeCloseTo(1 / 3);
  });

  it('ordering: Kendall tau clipped at 0, full marks only for the exact order', () => {
    const key: AnswerKey = { type: 'ordering', order: ['a', 'b', 'c', 'd', 'e'] };
    expect(judgeResponse(key, { order: ['a', 'b', 'c', 'd', 'e'] })).toEqual({
      credit: 1,
      correct: true,
    });
    // One swap of neighbours: 9 of 10 pairs right, tau 0.8.
    expect(judgeResponse(key, { order: ['b', 'a', 'c', 'd', 'e'] })).toEqual({
      credit: 0.8,
      correct: false,
    });
    expect(judgeResponse(key, { order: ['e', 'd', 'c', 'b', 'a'] }).credit).toBe(0);
    // Not a rearrangement of the options: nothing.
    expect(judgeResponse(key, { order: ['a', 'b', 'c', 'd'] }).credit).toBe(0);
    expect(judgeResponse(key, { order: ['a', 'a', 'c', 'd', 'e'] }).credit).toBe(0);
    expect(judgeResponse(key, { order: ['a', 'b', 'c', 'd', 'x'] }).credit).toBe(0);
  });

  it('typed: folded case, accents, punctuation and spaces; typos only where allowed and long enough', () => {
    const strict: AnswerKey = { type: 'typed', accepted: ['Café Olé', 'coffee'], max_typos: 0 };
    expect(judgeResponse(strict, { text: '  cafe   OLE! ' }).correct).toBe(true);
    expect(judgeResponse(strict, { text: 'Coffee' }).correct).toBe(true);
    expect(judgeResponse(strict, { text: 'cofee' }).correct).toBe(false);
    expect(judgeResponse(strict, { text: '' }).correct).toBe(false);
    expect(judgeResponse(strict, { text: '!!!' }).correct).toBe(false);

    const lenient: AnswerKey = { type: 'typed', accepted: ['Mississippi', 'Nile'], max_typos: 1 };
    expect(judgeResponse(lenient, { text: 'Missisippi' })).toEqual({ credit: 1, correct: true });
    expect(judgeResponse(lenient, { text: 'Misisipi' }).correct).toBe(false);
    // 'Nile' is exactly at the length floor; a shorter target must match exactly.
    expect(judgeResponse(lenient, { text: 'Nil' }).correct).toBe(true);
    const short: AnswerKey = { type: 'typed', accepted: ['cat'], max_typos: 2 };
    expect(judgeResponse(short, { text: 'car' }).correct).toBe(false);
  });

  it('the right response always earns full credit, and credit stays within 0..1', () => {
    const keys: AnswerKey[] = [
      { type: 'single', correct_option_id: 'c' },
      { type: 'multiple', correct_option_ids: ['a', 'e'] },
      { type: 'ordering', order: ['c', 'a', 'b'] },
      { type: 'typed', accepted: ['Ångström'], max_typos: 1 },
    ];
    for (const key of keys) expect(judgeResponse(key, rightResponse(key))).toEqual(full);
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { minLength: 1 }),
        (ids) => {
          const verdict = judgeResponse(
            { type: 'multiple', correct_option_ids: ['a', 'b'] },
            {
              option_ids: ids,
            },
          );
          return verdict.credit >= 0 && verdict.credit <= 1;
        },
      ),
    );
    fc.assert(
      fc.property(fc.shuffledSubarray(['a', 'b', 'c', 'd'], { minLength: 4 }), (order) => {
        const verdict = judgeResponse({ type: 'ordering', order: ['a', 'b', 'c', 'd'] }, { order });
        return verdict.credit >= 0 && verdict.credit <= 1;
      }),
    );
  });
});
const full = { credit: 1, correct: true };

describe('partial credit in points', () => {
  it('scales the points and earns no streak bonus, and the breakdown still adds up', () => {
    const answer = { correct: false, basePoints: 10, seconds: 5, mode: 'practice' as const };
    expect(pointsForAnswer({ ...answer, credit: 0.5 })).toBe(
      Math.round(pointsForAnswer({ ...answer, correct: true }) / 2),
    );
    expect(pointsForAnswer({ ...answer, credit: 0 })).toBe(0);
    expect(pointsForAnswer({ ...answer, correct: true })).toBeGreaterThan(0);
    const answers = [
      { ...answer, credit: 2 / 3 },
      { ...answer, correct: true, credit: 1, streak: 1 },
      { ...answer, credit: 0.8 },
    ];
    const breakdown = pointsBreakdown(answers);
    expect(breakdown.total).toBe(answers.reduce((sum, a) => sum + pointsForAnswer(a), 0));
    expect(
      breakdown.base_points + breakdown.speed_bonus + breakdown.streak_bonus + breakdown.mode_bonus,
    ).toBe(breakdown.total);
  });
});

describe('shapes', () => {
  it('says which response fits which type', () => {
    expect(responseFitsType('single', { option_id: 'a' })).toBe(true);
    expect(responseFitsType('true_false', { option_ids: ['a'] })).toBe(false);
    expect(responseFitsType('multiple', { option_ids: ['a'] })).toBe(true);
    expect(responseFitsType('ordering', { order: ['a', 'b'] })).toBe(true);
    expect(responseFitsType('typed', { text: 'x' })).toBe(true);
    expect(responseFitsType('typed', { option_id: 'x' })).toBe(false);
  });

  it('finds keys that do not fit their options', () => {
    const ids = options.map((option) => option.id);
    expect(answerKeyProblem({ type: 'single', correct_option_id: 'z' }, ids)).toBe(
      'unknown_option',
    );
    expect(answerKeyProblem({ type: 'true_false', correct_option_id: 'a' }, ids)).toBe(
      'options_count',
    );
    expect(answerKeyProblem({ type: 'multiple', correct_option_ids: ['a', 'a'] }, ids)).toBe(
      'duplicate_option',
    );
    expect(answerKeyProblem({ type: 'ordering', order: ['a', 'b'] }, ids)).toBe('order_incomplete');
    expect(answerKeyProblem({ type: 'typed', accepted: ['x'], max_typos: 0 }, ids)).toBe(
      'options_count',
    );
    expect(answerKeyProblem({ type: 'typed', accepted: ['x'], max_typos: 0 }, [])).toBeNull();
    expect(
      answerKeyProblem({ type: 'ordering', order: ['e', 'd', 'c', 'b', 'a'] }, ids),
    ).toBeNull();
  });

  it('words the right answer for each type', () => {
    expect(rightAnswerText({ type: 'single', correct_option_id: 'b' }, options)).toBe('B');
    expect(rightAnswerText({ type: 'multiple', correct_option_ids: ['c', 'a'] }, options)).toBe(
      'A, C',
    );
    expect(rightAnswerText({ type: 'ordering', order: ['c', 'a', 'b'] }, options)).toBe(
      'C → A → B',
    );
    expect(rightAnswerText({ type: 'typed', accepted: ['Paris', 'paris'], max_typos: 0 }, [])).toBe(
      'Paris',
    );
  });

  it('words a player’s response of each type, and none as nothing', () => {
    expect(responseText({ option_id: 'b' }, options)).toBe('B');
    expect(responseText({ option_ids: ['c', 'a'] }, options, { list: '; ', order: ' > ' })).toBe(
      'A; C',
    );
    expect(responseText({ order: ['c', 'a', 'b'] }, options)).toBe('C → A → B');
    expect(responseText({ text: 'Pariss' }, [])).toBe('Pariss');
    expect(responseText(null, options)).toBe('');
  });

  it('folds text the same way everywhere', () => {
    expect(foldAnswerText('Straße')).toBe('strasse');
    expect(foldAnswerText('  Ñandú—Río ')).toBe('nandu rio');
    expect(foldAnswerText('ＡＢＣ')).toBe('abc');
  });
});
