import type { AnswerResult, ServedQuestion } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../i18n/instance';
import {
  playAnnouncement,
  questionAnnouncement,
  spokenText,
  timeCue,
  verdictAnnouncement,
} from './announcements';

const t = i18n.getFixedT('en', 'quiz');

const question: ServedQuestion = {
  id: '00000000-0000-4000-8000-000000000101',
  position: 2,
  question_text: 'What does `typeof null` give?',
  type: 'single',
  options: [
    { id: 'a', option_text: '`"object"`' },
    { id: 'b', option_text: '`"null"`' },
  ],
  language: 'en',
  points: 10,
  difficulty: 'beginner',
  served_at: '2026-01-01T10:00:00.000Z',
  time_limit_seconds: 10,
  elapsed_seconds: 0,
};

const result = (overrides: Partial<AnswerResult>): AnswerResult =>
  ({ is_correct: true, timed_out: false, points_earned: 14, ...overrides }) as AnswerResult;

describe('play announcements', () => {
  it('cues 5 s and 3 s only, each once passed, never a time the question started at', () => {
    const cues = [10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 0].map((left) => timeCue(left, 10));
    expect(cues).toEqual([null, null, null, null, null, 5, 5, 3, 3, 3, 3]);
    // Quick fire starts at 5: only 3 s is news.
    expect([5, 4, 3].map((left) => timeCue(left, 5))).toEqual([null, null, 3]);
    // A question re-served with 3 s left says nothing more.
    expect(timeCue(3, 3)).toBeNull();
  });

  it('reads the question and its numbered options as plain text', () => {
    expect(spokenText('Run:\n\n```js\nlet x = 1;\n```\nthen `x`')).toBe('Run: let x = 1; then x');
    expect(questionAnnouncement(question, 10, t)).toEqual([
      'Question 2 of 10: What does typeof null give?',
      '1: "object", 2: "null"',
    ]);
    expect(questionAnnouncement({ ...question, options: [] }, 10, t)).toHaveLength(1);
  });

  it('says the verdict in one line, with the points when there are any', () => {
    expect(verdictAnnouncement(result({}), false, t)).toBe('Correct! +14 points');
    expect(verdictAnnouncement(result({ points_earned: 1 }), false, t)).toBe('Correct! +1 point');
    expect(verdictAnnouncement(result({ is_correct: false, points_earned: 0 }), false, t)).toBe(
      'Incorrect answer',
    );
    // A late answer is a timeout, even a right one.
    expect(verdictAnnouncement(result({ timed_out: true, points_earned: 0 }), false, t)).toBe(
      "Time's up!",
    );
    expect(verdictAnnouncement(result({ is_correct: false }), true, t)).toBe('Question skipped');
  });

  it('prefers the verdict, then the timeout, then this question’s cue, then the question', () => {
    const base = { served: { question }, result: null, timeUp: false, skipped: false, total: 10 };
    const cue = { questionId: question.id, seconds: 3 };
    expect(playAnnouncement({ ...base, served: null, cue: null }, t)).toEqual(['Loading quiz...']);
    expect(playAnnouncement({ ...base, cue: null }, t)[0]).toMatch(/^Question 2 of 10/);
    expect(playAnnouncement({ ...base, cue }, t)).toEqual(['3 seconds left']);
    // A cue left from the last question is not this one's.
    expect(playAnnouncement({ ...base, cue: { ...cue, questionId: 'other' } }, t)[0]).toMatch(
      /^Question 2/,
    );
    expect(playAnnouncement({ ...base, cue, timeUp: true }, t)).toEqual(["Time's up!"]);
    expect(playAnnouncement({ ...base, cue, result: result({}) }, t)).toEqual([
      'Correct! +14 points',
    ]);
  });
});
