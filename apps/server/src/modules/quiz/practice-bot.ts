import { DIFFICULTY_LEVELS, priorDifficulty, type DifficultyLevel } from '@quizarena/contracts';

type Skill = { accuracy: number; minMs: number; maxMs: number };

/**
 * How often the bot is right and how long it takes on a question at each level's difficulty: a
 * fair opponent that wins most easy questions and hesitates on hard ones.
 */
const BOT_SKILL: Record<DifficultyLevel, Skill> = {
  beginner: { accuracy: 0.8, minMs: 2_000, maxMs: 5_000 },
  intermediate: { accuracy: 0.65, minMs: 3_000, maxMs: 7_000 },
  advanced: { accuracy: 0.45, minMs: 4_500, maxMs: 9_000 },
};

/** The table's rows at their levels' prior difficulties (logits), easiest first. */
const SKILL_POINTS = DIFFICULTY_LEVELS.map((level) => ({
  b: priorDifficulty(level),
  ...BOT_SKILL[level],
}));

/**
 * The bot's skill on a question of difficulty `b` (its calibrated difficulty, or its level's
 * prior before it has one): the table at the three priors, linear between them and held beyond,
 * so a question measured easier than its source level is one the bot also finds easier.
 */
export function botSkillAt(b: number): Skill {
  const first = SKILL_POINTS[0]!;
  const last = SKILL_POINTS.at(-1)!;
  if (b <= first.b) return first;
  if (b >= last.b) return last;
  const upper = SKILL_POINTS.findIndex((point) => point.b >= b);
  const low = SKILL_POINTS[upper - 1]!;
  const high = SKILL_POINTS[upper]!;
  const share = (b - low.b) / (high.b - low.b);
  const between = (key: keyof Skill) => low[key] + share * (high[key] - low[key]);
  return { accuracy: between('accuracy'), minMs: between('minMs'), maxMs: between('maxMs') };
}

export type BotAnswer = { optionId: string; correct: boolean; timeMs: number };

/** The countdown the skill table's times were set for; shorter countdowns scale them down. */
const SKILL_LIMIT_SECONDS = 10;

/**
 * The bot's answer to one question, drawn from `random` (values in [0, 1)), paced for
 * `limitSeconds`. A question not answered by one option (`correctOptionId` null: all that
 * apply, an order, typed words) is simply right or wrong for the bot, with no option named.
 */
export function practiceBotAnswer(
  question: { difficultyB: number; optionIds: string[]; correctOptionId: string | null },
  random: () => number,
  limitSeconds: number = SKILL_LIMIT_SECONDS,
): BotAnswer {
  const skill = botSkillAt(question.difficultyB);
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
