import { describe, expect, it } from 'vitest';
import { disputeStatistics } from './dispute-statistics';

const options = ['a', 'b', 'c'].map((id) => ({ id, text: `Option ${id}` }));
const row = (
  response: Parameters<typeof disputeStatistics>[2][number]['response'],
  n: number,
  isCorrect = false,
  timedOut = false,
) => ({ response, n, is_correct: isCorrect, timed_out: timedOut });

describe('disputeStatistics', () => {
  it('counts answers in time, the right ones, timeouts, and each option’s picks', () => {
    const figures = disputeStatistics({ type: 'single', correct_option_id: 'b' }, options, [
      row({ option_id: 'b' }, 3, true),
      row({ option_id: 'c' }, 5),
      row(null, 2, false, true),
    ]);
    expect(figures).toEqual({
      answers: 8,
      timeouts: 2,
      correct: 3,
      accuracy: 38,
      choices: [
        { option_id: 'a', option_text: 'Option a', count: 0, in_key: false },
        { option_id: 'b', option_text: 'Option b', count: 3, in_key: true },
        { option_id: 'c', option_text: 'Option c', count: 5, in_key: false },
      ],
      responses: null,
    });
  });

  it('counts every ticked box of a choose-all answer', () => {
    const figures = disputeStatistics(
      { type: 'multiple', correct_option_ids: ['a', 'c'] },
      options,
      [row({ option_ids: ['a', 'b'] }, 2), row({ option_ids: ['a', 'c'] }, 1, true)],
    );
    expect(figures.choices!.map((choice) => [choice.count, choice.in_key])).toEqual([
      [3, true],
      [2, false],
      [1, true],
    ]);
  });

  it('ranks typed answers folded as they are judged, and orders by their options’ texts', () => {
    const typed = disputeStatistics(
      { type: 'typed', accepted: ['Paris'], max_typos: 0 },
      [],
      [row({ text: 'Paris!' }, 2, true), row({ text: 'paris' }, 1, true), row({ text: 'Lyon' }, 4)],
    );
    expect(typed.responses).toEqual([
      { text: 'lyon', count: 4, correct: false },
      { text: 'paris', count: 3, correct: true },
    ]);
    expect(typed.choices).toBeNull();
    const ordered = disputeStatistics({ type: 'ordering', order: ['a', 'b', 'c'] }, options, [
      row({ order: ['b', 'a', 'c'] }, 2),
    ]);
    expect(ordered.responses).toEqual([
      { text: 'Option b → Option a → Option c', count: 2, correct: false },
    ]);
  });
});
