import type { AnswerResult, ServedQuestion } from '@quizarena/contracts';
import type { TFunction } from 'i18next';
import { parseQuizText } from '../../../components/ui/quiz-text';
import { formatList, formatNumber } from '../../../lib/format';

/**
 * The seconds left that the screen reader hears, largest first. Only these: a countdown read out
 * every second would talk over the question.
 */
export const TIME_CUES = [5, 3] as const;

/** The last time cue the countdown reached, for one question. */
export type TimeCue = { questionId: string; seconds: number };

/**
 * The cue for `secondsLeft` (whole seconds, as the ring shows them): the smallest cue reached,
 * counting only cues passed while the question was on screen, so a question that arrives with
 * 5 s or less (quick fire, a re-served one) never says a time it started at or below.
 */
export function timeCue(secondsLeft: number, firstSecondsLeft: number): number | null {
  const reached = TIME_CUES.filter((cue) => secondsLeft <= cue && firstSecondsLeft > cue);
  return reached.length ? Math.min(...reached) : null;
}

/** Bank text as it is heard: code marks dropped, white space collapsed. */
export function spokenText(text: string): string {
  return parseQuizText(text.trim())
    .map((part) => part.text)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** 'Question 2 of 10: <text>', then its options by number: '1: Mars, 2: Venus'. */
export function questionAnnouncement(
  question: ServedQuestion,
  total: number,
  t: TFunction<'quiz'>,
): string[] {
  const heading = t('announce.question', {
    position: question.position,
    total,
    text: spokenText(question.question_text),
  });
  if (!question.options.length) return [heading];
  const options = question.options.map((option, index) =>
    t('announce.option', { number: index + 1, text: spokenText(option.option_text) }),
  );
  return [heading, formatList(options)];
}

/** The verdict in one line: 'Correct! +14 points', 'Incorrect answer', "Time's up!". */
export function verdictAnnouncement(
  result: AnswerResult,
  skipped: boolean,
  t: TFunction<'quiz'>,
): string {
  if (skipped) return t('announce.skipped');
  // A late answer is a timeout, whatever was picked (as the verdict's heading says).
  if (result.timed_out) return t('announce.timesUp');
  if (!result.is_correct) return t('announce.incorrect');
  return t('announce.correct', {
    count: result.points_earned,
    points: formatNumber(result.points_earned),
  });
}

/**
 * What the play screen's one live region holds now: the verdict once there is one (or the
 * timeout while it is being sent), else the last time cue of this question, else the question
 * itself. Each change of this text is one announcement.
 */
export function playAnnouncement(
  {
    served,
    result,
    timeUp,
    skipped,
    total,
    cue,
  }: {
    served: { question: ServedQuestion } | null;
    result: AnswerResult | null;
    timeUp: boolean;
    skipped: boolean;
    total: number;
    cue: TimeCue | null;
  },
  t: TFunction<'quiz'>,
): string[] {
  if (!served) return [t('play.loading')];
  if (result) return [verdictAnnouncement(result, skipped, t)];
  if (timeUp) return [t('announce.timesUp')];
  if (cue?.questionId === served.question.id) return [t('timer.left', { count: cue.seconds })];
  return questionAnnouncement(served.question, total, t);
}
