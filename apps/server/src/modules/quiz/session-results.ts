import {
  MODE_MULTIPLIERS,
  PRACTICE_BOT_NAME,
  accuracyPercent,
  levelForPoints,
  levelProgress,
  pointsBreakdown,
  quizHeadline,
  quizOutcome,
  resultLevel,
  rightAnswerText,
  rightResponse,
  type EarnedAchievement,
  type AnswerResult,
  type DifficultyLevel,
  type ExtendedTime,
  type GameMode,
  type QuizCompleteResult,
  type QuizSession,
  type SessionResults,
  type UserStatsProfile,
} from '@quizarena/contracts';
import { answerKeyOf, scoreInput, secondsOf, streaksFor } from './answer-judging';
import type { LiveSession } from './live-sessions';
import { currentQuestion, scorePanel, type PlayState } from './play-state';
import { optionsInPlayOrder, optionsOf, servedQuestionDto } from './question-delivery';
import type * as repo from './quiz.repo';

/** The countdown a session was started with and the accommodation that set it, as recorded. */
function sessionTiming(session: repo.SessionRow) {
  return {
    time_per_question: session.timeLimitMs === null ? null : session.timeLimitMs / 1000,
    extended_time: session.extendedTime as ExtendedTime,
  };
}

/** One answer with what it reveals once judged: the correct option and the explanation. */
function revealedAnswer(question: repo.SessionQuestionRow, answer: repo.AnswerRow) {
  const key = answerKeyOf(question);
  return {
    question_id: question.questionId,
    position: question.position,
    type: question.type,
    selected_option: answer.selectedOptionId,
    response: answer.response,
    correct_option: question.correctOptionId,
    correct_response: rightResponse(key),
    correct_answer: rightAnswerText(key, optionsOf(question)),
    is_correct: answer.isCorrect,
    credit: answer.credit,
    timed_out: answer.timedOut,
    time_taken: secondsOf(answer.timeTakenMs),
    points_earned: answer.pointsEarned,
    explanation: question.explanation,
  };
}

/** What the player learns right after an answer: the reveal, the bot's answer, the score. */
export function answerResultDto(
  state: PlayState,
  question: repo.SessionQuestionRow,
  answer: repo.AnswerRow,
): AnswerResult {
  return {
    ...revealedAnswer(question, answer),
    bot: {
      selected_option: question.botOptionId,
      is_correct: question.botCorrect,
      time_taken: secondsOf(question.botTimeMs),
      points_earned: question.botPoints,
    },
    score: scorePanel(state),
    answered_count: state.answers.size,
    total_questions: state.session.questionCount,
    is_last: state.answers.size === state.session.questionCount,
  };
}

/**
 * Everything the Results page shows of a completed session: the totals, the outcome against
 * the Practice Bot, the points split by rule, the level reached, and every answer revealed.
 */
export function toSessionResultsDto(
  state: PlayState,
  pointsAfter: number,
  names: { topicName: string; categoryName: string },
  shared: boolean,
): SessionResults {
  const { session } = state;
  const mode = session.gameMode as GameMode;
  const answered = state.questions.map((question) => ({
    question,
    answer: state.answers.get(question.position)!,
  }));
  const accuracy = accuracyPercent(session.correctCount, session.questionCount);
  const totalTimeMs = answered.reduce((sum, { answer }) => sum + answer.timeTakenMs, 0);
  const panel = scorePanel(state);
  const progress = levelProgress(pointsAfter);
  const streaks = streaksFor(
    mode,
    answered.map(({ answer }) => answer.isCorrect),
  );
  const outcome = quizOutcome({
    mode,
    accuracy,
    score: session.totalPoints,
    opponentScores: [panel.bot_points],
  });
  return {
    session_id: session.id,
    topic: { id: session.topicId, name: names.topicName },
    category: { id: session.categoryId, name: names.categoryName },
    game_mode: mode,
    multiplier: MODE_MULTIPLIERS[mode],
    difficulty: session.difficulty as DifficultyLevel,
    started_at: session.startedAt.toISOString(),
    completed_at: session.completedAt!.toISOString(),
    ...sessionTiming(session),
    total_questions: session.questionCount,
    correct_answers: session.correctCount,
    timed_out_answers: answered.filter(({ answer }) => answer.timedOut).length,
    accuracy,
    total_points: session.totalPoints,
    average_time: answered.length === 0 ? 0 : secondsOf(totalTimeMs / answered.length),
    total_time: secondsOf(totalTimeMs),
    result_level: resultLevel(accuracy),
    headline: quizHeadline(mode, accuracy, outcome),
    outcome,
    breakdown: pointsBreakdown(
      answered.map(({ question, answer }, index) =>
        scoreInput(mode, session.timeLimitMs, {
          correct: answer.isCorrect,
          credit: answer.credit,
          basePoints: question.points,
          timeMs: answer.timeTakenMs,
          streak: streaks[index],
        }),
      ),
    ),
    opponent: {
      name: PRACTICE_BOT_NAME,
      correct_answers: panel.bot_correct,
      total_points: panel.bot_points,
    },
    level_progress: {
      points: pointsAfter,
      level: progress.level,
      level_before: levelForPoints(pointsAfter - session.totalPoints),
      level_start: progress.levelStart,
      next_level_at: progress.nextLevelAt,
      points_to_next_level: progress.pointsToNextLevel,
      progress: progress.fraction,
    },
    answers: answered.map(({ question, answer }) => ({
      ...revealedAnswer(question, answer),
      question_text: question.questionText,
      options: optionsInPlayOrder(question),
    })),
    shared,
  };
}

/** A session as the player sees it at `now`: its score so far and the question in play. */
export function sessionDto({ state, names }: LiveSession, now: Date): QuizSession {
  const { session } = state;
  const current = currentQuestion(state);
  const mode = session.gameMode as GameMode;
  return {
    id: session.id,
    topic_id: session.topicId,
    category_id: session.categoryId,
    topic_name: names.topicName,
    category_name: names.categoryName,
    game_mode: mode,
    multiplier: MODE_MULTIPLIERS[mode],
    difficulty: session.difficulty as DifficultyLevel,
    status: session.status as QuizSession['status'],
    total_questions: session.questionCount,
    answered_count: state.answers.size,
    ...sessionTiming(session),
    started_at: session.startedAt.toISOString(),
    opponent_name: PRACTICE_BOT_NAME,
    score: scorePanel(state),
    current_question:
      session.status === 'active' && current?.servedAt
        ? servedQuestionDto(session.timeLimitMs, current, now)
        : null,
  };
}

/** A completion's answer: the quiz's totals, the player's record after it, and its unlocks. */
export function completeResultDto(
  userId: string,
  session: Pick<
    repo.SessionRow,
    'id' | 'totalPoints' | 'correctCount' | 'questionCount' | 'gameMode'
  >,
  profile: Omit<UserStatsProfile, 'rank'>,
  earned: EarnedAchievement[],
): QuizCompleteResult {
  return {
    session_id: session.id,
    quiz_results: {
      total_points: session.totalPoints,
      accuracy: accuracyPercent(session.correctCount, session.questionCount),
      correct_answers: session.correctCount,
      total_questions: session.questionCount,
      game_mode_multiplier: MODE_MULTIPLIERS[session.gameMode as GameMode],
    },
    user_stats: {
      user_id: userId,
      games_played: profile.games_played,
      total_points: profile.points,
      accuracy_rate: profile.accuracy_rate,
      longest_streak: profile.longest_streak,
      current_streak: profile.current_streak,
      level: profile.level,
    },
    achievements_earned: earned,
  };
}
