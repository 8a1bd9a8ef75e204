import { overallDifficulty } from './content.rules';
import type { DifficultyLevel } from './content.schemas';

/**
 * Question difficulty measured from real answers (docs/DECISIONS.md #66): a one-parameter
 * (Rasch) model, where a player of ability θ answers a question of difficulty b right with
 * probability 1 / (1 + e^(b - θ)), both in logits. Abilities and difficulties are estimated
 * together, the abilities centred on the average answer's player (θ = 0), so b = 0 is a question
 * that player gets right half the time. Each question is shrunk towards the prior its source
 * level gives, each player towards the average, by pseudo-answers, so few answers leave a
 * question near its source.
 */
export const CALIBRATION_RULES = {
  /** Where a question with no answers sits: its source level's difficulty. */
  priorB: { beginner: -1, intermediate: 0, advanced: 1 },
  /**
   * A question counts as if it already had this many answers from an average player (θ = 0),
   * right at the rate its prior predicts: with 20 real answers it sits about halfway between its
   * prior and what the answers alone say.
   */
  priorAnswers: 20,
  /** A player counts as if they had this many answers, half right, to an average question. */
  abilityPriorAnswers: 2,
  /**
   * Bands of the calibrated difficulty: below `beginnerBelow` Beginner (the average player is
   * right more than 62% of the time), above `advancedAbove` Advanced (less than 38%). Halfway
   * between the priors, so a question at its prior keeps its source level.
   */
  beginnerBelow: -0.5,
  advancedAbove: 0.5,
  /** Estimates stay within ±limit logits (a question everyone gets right is not -∞). */
  limit: 6,
  /** Newton steps larger than this are cut, so an early wild step cannot overshoot. */
  maxStep: 1,
  /** Rounds of estimation at most; it stops earlier once no estimate moves by `tolerance`. */
  maxIterations: 100,
  tolerance: 1e-4,
  /** Fewer answers than this give no discrimination: too little to tell. */
  minDiscriminationAnswers: 30,
  /**
   * A question discriminates badly when the correlation between getting it right and the
   * player's ability elsewhere is below this: near zero (a lottery) or negative (the stronger
   * players get it wrong: often a wrong answer key or a trick).
   */
  discriminationFloor: 0.1,
} as const;

export type CalibrationQuestion = { id: string; source: DifficultyLevel };
export type CalibrationAnswer = { playerId: string; questionId: string; correct: boolean };
export type QuestionCalibration = {
  id: string;
  /** The calibrated difficulty in logits (the prior when nobody answered). */
  b: number;
  band: DifficultyLevel;
  /** Real answers the estimate used (one per player). */
  answers: number;
  /** Point-biserial correlation with the players' ability; null below the minimum of answers. */
  discrimination: number | null;
};

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));
const clamp = (value: number, limit: number) => Math.max(-limit, Math.min(limit, value));

/** The band of a calibrated difficulty (CALIBRATION_RULES' thresholds). */
export function bandOfDifficulty(b: number): DifficultyLevel {
  if (b < CALIBRATION_RULES.beginnerBelow) return 'beginner';
  return b > CALIBRATION_RULES.advancedAbove ? 'advanced' : 'intermediate';
}

/** The prior difficulty of a source level. */
export const priorDifficulty = (level: DifficultyLevel): number => CALIBRATION_RULES.priorB[level];

/**
 * The level a question is served, filtered and counted under: its calibrated band once the
 * nightly round has one, else the source's. (The server's SQL says the same with `coalesce`.)
 */
export const servedDifficulty = (
  source: DifficultyLevel,
  calibrated: DifficultyLevel | null | undefined,
): DifficultyLevel => calibrated ?? source;

/** A topic's level from its questions' served levels, by the one set rule (`overallDifficulty`). */
export const topicDifficulty = (
  questions: readonly { source: DifficultyLevel; calibrated: DifficultyLevel | null }[],
): DifficultyLevel =>
  overallDifficulty(
    questions.map((question) => servedDifficulty(question.source, question.calibrated)),
  );

/** What a point-biserial correlation is computed from: sums over one question's answers. */
type CorrelationSums = {
  n: number;
  right: number;
  sum: number;
  squares: number;
  rightSum: number;
};

function correlationOf({ n, right, sum, squares, rightSum }: CorrelationSums): number | null {
  if (n < CALIBRATION_RULES.minDiscriminationAnswers) return null;
  const spreadRight = n * right - right * right;
  const spreadAbility = n * squares - sum * sum;
  if (spreadRight <= 0 || spreadAbility <= 1e-9 * n * n) return null;
  const r = (n * rightSum - right * sum) / Math.sqrt(spreadRight * spreadAbility);
  return Math.max(-1, Math.min(1, r));
}

/**
 * Pearson's correlation between being right and the player's ability (point-biserial); null
 * with fewer than the minimum of answers, or when everyone was right, everyone wrong, or every
 * ability is the same (nothing to correlate).
 */
export function pointBiserial(
  answers: readonly { correct: boolean; ability: number }[],
): number | null {
  const sums = { n: answers.length, right: 0, sum: 0, squares: 0, rightSum: 0 };
  for (const { correct, ability } of answers) {
    sums.sum += ability;
    sums.squares += ability * ability;
    if (correct) {
      sums.right += 1;
      sums.rightSum += ability;
    }
  }
  return correlationOf(sums);
}

/** Whether a calibrated question discriminates badly (and has the answers to say so). */
export const discriminatesBadly = (calibration: Pick<QuestionCalibration, 'discrimination'>) =>
  calibration.discrimination !== null &&
  calibration.discrimination < CALIBRATION_RULES.discriminationFloor;

/**
 * An estimate fed in pieces and run a round at a time, so a caller holding a large bank can
 * read answers page by page and let other work in between rounds. Deterministic: the same
 * questions and answers in the same order give the same figures. A player's first answer to
 * a question counts, later ones (after its explanation) do not; answers to questions not
 * listed are ignored.
 */
export function createDifficultyCalibration(questions: readonly CalibrationQuestion[]) {
  const rules = CALIBRATION_RULES;
  const questionIndex = new Map(questions.map((question, index) => [question.id, index]));
  const priorB = Float64Array.from(questions, (question) => priorDifficulty(question.source));
  /** How often an average player gets each question right under its prior. */
  const priorRight = priorB.map((b) => sigmoid(-b));
  const b = Float64Array.from(priorB);
  const playerIndex = new Map<string, number>();
  const answerQuestion: number[] = [];
  const answerPlayer: number[] = [];
  const answerCorrect: number[] = [];
  const seen = new Set<number>();
  let theta = new Float64Array(0);
  let answersOf = new Int32Array(0);
  let iterations = 0;
  let done = false;

  /** One damped Newton step for every player's ability, then one for every difficulty. */
  const round = (): number => {
    const players = theta.length;
    const gradient = new Float64Array(Math.max(players, questions.length));
    const information = new Float64Array(Math.max(players, questions.length));
    let moved = 0;
    for (let index = 0; index < answerQuestion.length; index += 1) {
      const player = answerPlayer[index]!;
      const p = sigmoid(theta[player]! - b[answerQuestion[index]!]!);
      gradient[player]! += answerCorrect[index]! - p;
      information[player]! += p * (1 - p);
    }
    const previous = Float64Array.from(theta);
    let weighted = 0;
    for (let player = 0; player < players; player += 1) {
      const p = sigmoid(theta[player]!);
      const g = gradient[player]! + rules.abilityPriorAnswers * (0.5 - p);
      const info = information[player]! + rules.abilityPriorAnswers * p * (1 - p);
      theta[player] = clamp(theta[player]! + clamp(g / info, rules.maxStep), rules.limit);
      weighted += answersOf[player]! * theta[player]!;
    }
    // The scale's zero is the average answer's player: a question of difficulty 0 is one they
    // get right half the time, whatever the questions' priors add up to.
    const mean = answerQuestion.length === 0 ? 0 : weighted / answerQuestion.length;
    for (let player = 0; player < players; player += 1) {
      theta[player] = clamp(theta[player]! - mean, rules.limit);
      moved = Math.max(moved, Math.abs(theta[player]! - previous[player]!));
    }
    gradient.fill(0, 0, questions.length);
    information.fill(0, 0, questions.length);
    for (let index = 0; index < answerQuestion.length; index += 1) {
      const question = answerQuestion[index]!;
      const p = sigmoid(theta[answerPlayer[index]!]! - b[question]!);
      gradient[question]! += p - answerCorrect[index]!;
      information[question]! += p * (1 - p);
    }
    for (let question = 0; question < questions.length; question += 1) {
      const p = sigmoid(-b[question]!);
      const g = gradient[question]! + rules.priorAnswers * (p - priorRight[question]!);
      const info = information[question]! + rules.priorAnswers * p * (1 - p);
      const next = clamp(b[question]! + clamp(g / info, rules.maxStep), rules.limit);
      moved = Math.max(moved, Math.abs(next - b[question]!));
      b[question] = next;
    }
    return moved;
  };

  return {
    /** Takes more answers; only before the first `iterate`. */
    add(answers: readonly CalibrationAnswer[]): void {
      if (iterations > 0) throw new Error('answers come before the estimate starts');
      for (const answer of answers) {
        const question = questionIndex.get(answer.questionId);
        if (question === undefined) continue;
        let player = playerIndex.get(answer.playerId);
        if (player === undefined) {
          player = playerIndex.size;
          playerIndex.set(answer.playerId, player);
        }
        const key = player * questions.length + question;
        if (seen.has(key)) continue;
        seen.add(key);
        answerQuestion.push(question);
        answerPlayer.push(player);
        answerCorrect.push(answer.correct ? 1 : 0);
      }
    },

    /** One round of estimation; true once the estimate has settled (or ran its rounds). */
    iterate(): boolean {
      if (done) return true;
      if (iterations === 0) {
        seen.clear();
        theta = new Float64Array(playerIndex.size);
        answersOf = new Int32Array(playerIndex.size);
        for (const player of answerPlayer) answersOf[player]! += 1;
      }
      iterations += 1;
      const moved = round();
      done = moved < rules.tolerance || iterations >= rules.maxIterations;
      return done;
    },

    /** Each question's calibration, in the order given (settle the estimate first). */
    results(): QuestionCalibration[] {
      if (iterations === 0) theta = new Float64Array(playerIndex.size);
      const count = answerQuestion.length;
      const chance = new Float64Array(count);
      const information = new Float64Array(theta.length);
      for (let player = 0; player < theta.length; player += 1) {
        const p = sigmoid(theta[player]!);
        information[player] = rules.abilityPriorAnswers * p * (1 - p);
      }
      for (let index = 0; index < count; index += 1) {
        const p = sigmoid(theta[answerPlayer[index]!]! - b[answerQuestion[index]!]!);
        chance[index] = p;
        information[answerPlayer[index]!]! += p * (1 - p);
      }
      const sums = questions.map(() => ({ n: 0, right: 0, sum: 0, squares: 0, rightSum: 0 }));
      for (let index = 0; index < count; index += 1) {
        const player = answerPlayer[index]!;
        const correct = answerCorrect[index]!;
        // The player's ability without this answer (one Newton step back), so a question's
        // correlation is not inflated by the question's own part in that ability.
        const ability = theta[player]! - (correct - chance[index]!) / information[player]!;
        const of = sums[answerQuestion[index]!]!;
        of.n += 1;
        of.sum += ability;
        of.squares += ability * ability;
        of.right += correct;
        of.rightSum += correct * ability;
      }
      return questions.map((question, index) => ({
        id: question.id,
        b: b[index]!,
        band: bandOfDifficulty(b[index]!),
        answers: sums[index]!.n,
        discrimination: correlationOf(sums[index]!),
      }));
    },
  };
}

/** Calibrates `questions` from `answers` in one go (see `createDifficultyCalibration`). */
export function calibrateDifficulty(
  questions: readonly CalibrationQuestion[],
  answers: readonly CalibrationAnswer[],
): QuestionCalibration[] {
  const calibration = createDifficultyCalibration(questions);
  calibration.add(answers);
  while (!calibration.iterate());
  return calibration.results();
}
