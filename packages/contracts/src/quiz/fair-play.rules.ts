/**
 * The fast-answer review rule (docs/PRIVACY.md and README 'Fair play'). The question bank is
 * open, so a script can know every answer; what it cannot fake cheaply is a human pace. An
 * answer is implausibly fast when it is correct in less time than it takes to read the question
 * and its options at a very fast reading speed plus a reaction floor; a session is flagged when
 * such answers are both numerous and most of the session.
 */
export const FAIR_PLAY = {
  /** Pressing a choice once it is found: a human simple reaction alone takes about this long. */
  reactionFloorMs: 250,
  /**
   * Characters read per second: about 600 words a minute, skimming speed, roughly three times
   * an adult's typical silent reading rate (about 240 words, some 20 characters, a second).
   */
  readingCharsPerSecond: 60,
  /** Long questions are recognised rather than read by players who have met them before. */
  maxFloorMs: 2_000,
  /** Fewer implausible answers than this never flag a session (a lucky streak of guesses). */
  minImplausible: 5,
  /** ...nor when they are less than this share of the session's questions. */
  minShare: 0.5,
} as const;

/** One answer of a session as the server measured it. */
export type TimedAnswer = {
  /** Server-measured: from serving the question to receiving the answer. */
  timeMs: number;
  correct: boolean;
  timedOut: boolean;
  /** Characters of the question text plus all its options. */
  readingChars: number;
};

/** The least time a person plausibly needs to read a question of this length and answer it. */
export function plausibleFloorMs(readingChars: number): number {
  const reading = (Math.max(0, readingChars) * 1000) / FAIR_PLAY.readingCharsPerSecond;
  return Math.min(FAIR_PLAY.maxFloorMs, Math.round(FAIR_PLAY.reactionFloorMs + reading));
}

/** What the rule found in a session; `evidence` is stored with a review. */
export type FairPlayVerdict = {
  flagged: boolean;
  implausible: number;
  answers: number;
  evidence: { position: number; timeMs: number; floorMs: number }[];
};

/**
 * Whether a session's answers show sustained accuracy at a pace no person reads at: at least
 * `minImplausible` correct answers under their floor, and at least `minShare` of all answers.
 */
export function assessSessionPace(answers: TimedAnswer[]): FairPlayVerdict {
  const evidence = answers.flatMap((answer, index) => {
    const floorMs = plausibleFloorMs(answer.readingChars);
    return answer.correct && !answer.timedOut && answer.timeMs < floorMs
      ? [{ position: index + 1, timeMs: answer.timeMs, floorMs }]
      : [];
  });
  const implausible = evidence.length;
  const flagged =
    implausible >= FAIR_PLAY.minImplausible && implausible >= FAIR_PLAY.minShare * answers.length;
  return { flagged, implausible, answers: answers.length, evidence };
}

/** Characters a player reads to answer a question: its text and every option. */
export function readingLength(questionText: string, options: readonly { text: string }[]): number {
  return options.reduce((sum, option) => sum + option.text.length, questionText.length);
}
