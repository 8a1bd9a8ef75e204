import type { DifficultyLevel } from '@quizarena/contracts';

/**
 * How often the bot is right and how long it takes, by question difficulty: a fair opponent
 * that wins most easy questions and hesitates on hard ones.
 */
const BOT_SKILL: Record<DifficultyLevel, { accuracy: number; minMs: number; maxMs: number }> = {
  beginner: { accuracy: 0.8, minMs: 2_000, maxMs: 5_000 },
  intermediate: { accuracy: 0.65, minMs: 3_000, maxMs: 7_000 },
  advanced: { accuracy: 0.45, minMs: 4_500, maxMs: 9_000 },
};

export type BotAnswer = { optionId: string; correct: boolean; timeMs: number };

/** The countdown the skill table's times were set for; shorter countdowns scale them down. */
const SKILL_LIMIT_SECONDS = 10;

/**
 * The bot's answer to one question, drawn from `random` (values in [0, 1)), paced for
 * `limitSeconds`. A question not answered by one option (`correctOptionId` null: all that
 * apply, an order, typed words) is simply right or wrong for the bot, with no option named.
 */
export function practiceBotAnswer(
  question: { difficulty: DifficultyLevel; optionIds: string[]; correctOptionId: string | null },
  random: () => number,
  limitSeconds: number = SKILL_LIMIT_SECONDS,
): BotAnswer {
  const skill = BOT_SKILL[question.difficulty];
  const { correctOptionId } = question;
  const wrong = question.optionIds.filter((id) => id !== correctOptionId);
  const correct = (correctOptionId !== null && wrong.length === 0) || random() < skill.accuracy;
  const optionId =
    correctOptionId === null
      ? ''
      : correct
        ? correctOptionId
        : wrong[Math.floor(random() * wrong.length)]!;
  const pace = limitSeconds / SKILL_LIMIT_SECONDS;
  const timeMs = Math.round(pace * (skill.minMs + random() * (skill.maxMs - skill.minMs)));
  return { optionId, correct, timeMs };
}
