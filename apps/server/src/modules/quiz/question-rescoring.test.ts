import type { GameMode } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { judgeAnswer, timeLimitMs } from './answer-judging';
import { rejudgeStoredAnswer, rescoredAnswers, storedKeyOf } from './question-rescoring';
import type { AnswerRow, SessionQuestionRow } from './quiz.repo';

const start = new Date('2026-06-01T12:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);

/** A 100-point choice question at `position`, right option `correct`, served at its minute. */
function question(position: number, correct = 'b'): SessionQuestionRow {
  return {
    sessionId: 's',
    position,
    questionId: `q${position}`,
    questionText: `Question ${position}?`,
    type: 'single',
    options: ['a', 'b', 'c', 'd'].map((id) => ({ id, text: id })),
    language: 'en',
    correctOptionId: correct,
    answerKey: null,
    explanation: null,
    imageUrl: null,
    imageAlt: null,
    points: 100,
    difficulty: 'beginner',
    optionOrder: ['a', 'b', 'c', 'd'],
    servedAt: at(position * 60_000),
    botOptionId: 'a',
    botCorrect: false,
    botTimeMs: 1_000,
    botPoints: 0,
  };
}

/** The answer the quiz stored when the player picked `option` `afterMs` after it was served. */
function stored(
  mode: GameMode,
  questions: SessionQuestionRow[],
  picks: (string | null)[],
  afterMs = 1_000,
): Map<number, AnswerRow> {
  const answers = new Map<number, AnswerRow>();
  const correct: boolean[] = [];
  questions.forEach((q, index) => {
    const now = new Date(q.servedAt!.getTime() + afterMs);
    const judged = judgeAnswer({
      mode,
      limitMs: timeLimitMs(mode),
      question: q,
      response: picks[index] === null ? null : { option_id: picks[index]! },
      now,
      earlierCorrect: correct,
    });
    correct.push(judged.isCorrect);
    answers.set(q.position, {
      sessionId: 's',
      questionId: q.questionId,
      position: q.position,
      ...judged,
      answeredAt: now,
    });
  });
  return answers;
}

describe('rejudgeStoredAnswer', () => {
  it('judges the stored response again at its own moment, against the key as it is now', () => {
    const [q] = [question(1)];
    const answers = stored('timed', [q!], ['c'], 2_500);
    const again = rejudgeStoredAnswer({
      mode: 'timed',
      limitMs: timeLimitMs('timed'),
      question: { ...q!, ...storedKeyOf({ type: 'single', correct_option_id: 'c' }) },
      answer: answers.get(1)!,
      earlierCorrect: [],
    });
    // What a right answer in 2.5 s earns: the same as if the key had said c all along.
    const right = stored('timed', [question(1, 'c')], ['c'], 2_500).get(1)!;
    expect(again).toEqual({ isCorrect: true, credit: 1, pointsEarned: right.pointsEarned });
    expect(again.pointsEarned).toBeGreaterThan(0);
  });

  it('leaves a timeout worth nothing whatever the key says', () => {
    const q = question(1);
    const late = stored('timed', [q], ['c'], 60_000).get(1)!;
    expect(late.timedOut).toBe(true);
    expect(
      rejudgeStoredAnswer({
        mode: 'timed',
        limitMs: timeLimitMs('timed'),
        question: { ...q, correctOptionId: 'c' },
        answer: late,
        earlierCorrect: [],
      }),
    ).toEqual({ isCorrect: false, credit: 0, pointsEarned: 0 });
  });

  it('reads an answer stored before question types by its chosen option', () => {
    const q = question(1);
    const old = { ...stored('practice', [q], ['c']).get(1)!, response: null };
    expect(
      rejudgeStoredAnswer({
        mode: 'practice',
        limitMs: null,
        question: { ...q, correctOptionId: 'c' },
        answer: old,
        earlierCorrect: [],
      }).isCorrect,
    ).toBe(true);
  });
});

describe('rescoredAnswers', () => {
  const session = (mode: GameMode) => ({ gameMode: mode, timeLimitMs: timeLimitMs(mode) });

  it('in a streak mode re-pays the later answers whose run it moved, and nothing else', () => {
    const qs = [question(1), question(2), question(3), question(4)];
    // Wrong, right, right, wrong: runs 0, 1, 2, 0. Correcting the first to c makes them 1, 2, 3, 0.
    const answers = stored('quick_fire', qs, ['c', 'b', 'b', 'a']);
    const corrected = [{ ...qs[0]!, correctOptionId: 'c' }, ...qs.slice(1)];
    const changed = rescoredAnswers(session('quick_fire'), corrected, answers, 1);
    expect([...changed.keys()]).toEqual([1, 2, 3]);
    const expected = stored('quick_fire', [question(1, 'c'), ...qs.slice(1)], ['c', 'b', 'b', 'a']);
    for (const position of [1, 2, 3])
      expect(changed.get(position)!.pointsEarned).toBe(expected.get(position)!.pointsEarned);
    expect(changed.get(3)!.pointsEarned).toBeGreaterThan(answers.get(3)!.pointsEarned);
  });

  it('leaves later answers alone when the run after the corrected one is broken anyway', () => {
    const qs = [question(1), question(2), question(3)];
    const answers = stored('quick_fire', qs, ['c', 'a', 'b']);
    const corrected = [{ ...qs[0]!, correctOptionId: 'c' }, ...qs.slice(1)];
    expect([...rescoredAnswers(session('quick_fire'), corrected, answers, 1).keys()]).toEqual([1]);
  });

  it('without a streak bonus changes only the corrected answer, and nothing when it still stands', () => {
    const qs = [question(1), question(2)];
    const answers = stored('timed', qs, ['c', 'b']);
    const corrected = [{ ...qs[0]!, correctOptionId: 'c' }, qs[1]!];
    expect([...rescoredAnswers(session('timed'), corrected, answers, 1).keys()]).toEqual([1]);
    // A correction from b to d leaves an answer of c wrong, as it was.
    const toD = [{ ...qs[0]!, correctOptionId: 'd' }, qs[1]!];
    expect(rescoredAnswers(session('timed'), toD, answers, 1).size).toBe(0);
  });
});
