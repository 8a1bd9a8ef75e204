import { createHash, randomBytes } from 'node:crypto';
import {
  ANSWER_TIMING,
  GAME_MODE_RULES,
  MODE_MULTIPLIERS,
  QUIZ_RULES,
  SPEED_FACTOR,
  accuracyPercent,
  answerStreaks,
  levelForPoints,
  levelProgress,
  overallDifficulty,
  pointsBreakdown,
  pointsForAnswer,
  publicIdentity,
  quizHeadline,
  quizOutcome,
  resultLevel,
  type AnswerBody,
  type AnswerResult,
  type DifficultyLevel,
  type GameMode,
  type GameState,
  type QuizCompleteResult,
  type QuizSession,
  type ScorePanel,
  type ServedQuestion,
  type SessionCreateBody,
  type SessionResults,
  type SharedResult,
  type ShareLink,
} from '@quizarena/contracts';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import type { Outbox } from '../../lib/outbox';
import { evaluateAchievements } from '../achievements';
import { topicPlays, type ContentService } from '../content';
import { holdForReview } from '../fair-play';
import { inTransaction, recordQuizCompletion, type StatsService } from '../scoring';
import { PRACTICE_BOT_NAME, practiceBotAnswer } from './practice-bot';
import * as repo from './quiz.repo';

export type QuizDependencies = {
  db: Db;
  clock: Clock;
  content: ContentService;
  stats: StatsService;
  /** Values in [0, 1): option shuffles and the Practice Bot. */
  random?: () => number;
  /** Told of live game changes (ephemeral hints), once they have committed. */
  events?: DomainEvents;
  /** Durable events (completions, unlocks), written in the completion's transaction. */
  outbox?: Pick<Outbox, 'write' | 'poke'>;
  /** Brings the cached leaderboard rankings up to the points a completion committed. */
  leaderboard?: { publishAfter<T>(work: () => Promise<T>): Promise<T> };
};

type State = {
  session: repo.SessionRow;
  questions: repo.SessionQuestionRow[];
  answers: Map<number, repo.AnswerRow>;
};

const secondsOf = (ms: number) => Math.round(ms / 100) / 10;

/**
 * The longest answer time kept in practice, which has no countdown: the speed factor stops
 * changing at 10 s, and a question left open for weeks must still fit the column.
 */
const PRACTICE_TIME_CAP_MS = 10 * 60_000;

/** A share link's token: 256 random bits, URL-safe; only its SHA-256 is stored. */
const newShareToken = () => randomBytes(32).toString('base64url');
const hashShareToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A correct answer faster than this counts toward the speed achievements. */
const FAST_ANSWER_MS = 2_000;

/** The countdown of a mode in milliseconds; null when the mode has none (practice). */
function timeLimitMs(mode: GameMode): number | null {
  const seconds = GAME_MODE_RULES[mode].secondsPerQuestion;
  return seconds === null ? null : seconds * 1000;
}

/** The limit the speed factor measures against: the mode's countdown, or the standard one in practice. */
const speedLimitSeconds = (mode: GameMode) =>
  GAME_MODE_RULES[mode].secondsPerQuestion ?? SPEED_FACTOR.referenceSeconds;

/**
 * Each answer's place in its run of correct answers, in play order, in modes with a streak
 * bonus (0 elsewhere). It is a function of the stored answers, so the results breakdown
 * recomputes exactly what each answer was paid.
 */
function streaksFor(mode: GameMode, correct: readonly boolean[]): number[] {
  return GAME_MODE_RULES[mode].streakBonus ? answerStreaks(correct) : correct.map(() => 0);
}

/** The answer time stored for `elapsed` ms: capped at the countdown, or the practice cap. */
function storedTimeMs(mode: GameMode, elapsed: number): number {
  return Math.min(Math.max(0, elapsed), timeLimitMs(mode) ?? PRACTICE_TIME_CAP_MS);
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other]!, copy[index]!];
  }
  return copy;
}

function optionText(question: repo.SessionQuestionRow, optionId: string): string {
  return question.options.find((option) => option.id === optionId)?.text ?? '';
}

/** A solo game as live game events carry it: the one player and their standing. */
function gameState(state: State, playerName: string): GameState {
  const panel = scorePanel(state);
  return {
    session_id: state.session.id,
    status: state.session.status as GameState['status'],
    total_questions: state.session.questionCount,
    players: [
      {
        user_id: state.session.userId,
        name: playerName,
        score: panel.player_points,
        answered_count: state.answers.size,
        correct_answers: panel.player_correct,
      },
    ],
  };
}

function scorePanel(state: State): ScorePanel {
  const panel = { player_points: 0, player_correct: 0, bot_points: 0, bot_correct: 0 };
  for (const question of state.questions) {
    const answer = state.answers.get(question.position);
    if (!answer) continue;
    panel.player_points += answer.pointsEarned;
    panel.player_correct += answer.isCorrect ? 1 : 0;
    panel.bot_points += question.botPoints;
    panel.bot_correct += question.botCorrect ? 1 : 0;
  }
  return panel;
}

/**
 * Solo quiz play, scored by the server: it picks and orders the questions, keeps the clock,
 * decides every answer, and pays the result through the ledger when the quiz completes.
 */
export function createQuizService({
  db,
  clock,
  content,
  stats,
  random = Math.random,
  events,
  outbox,
  leaderboard,
}: QuizDependencies) {
  async function loadState(tx: Db, session: repo.SessionRow): Promise<State> {
    const [questions, answers] = await Promise.all([
      repo.sessionQuestions(tx, session.id),
      repo.answersOf(tx, session.id),
    ]);
    return { session, questions, answers: new Map(answers.map((a) => [a.position, a])) };
  }

  /** Locks the caller's own session; anyone else's is not found (its existence stays private). */
  async function lockOwnSession(tx: Db, userId: string, sessionId: string) {
    const session = await repo.lockSession(tx, sessionId);
    if (!session || session.userId !== userId) throw AppError.notFound('Quiz session not found');
    return session;
  }

  /** The first question without an answer, in play order. */
  const currentQuestion = (state: State) =>
    state.questions.find((question) => !state.answers.has(question.position));

  function servedQuestionDto(state: State, question: repo.SessionQuestionRow): ServedQuestion {
    const limit = timeLimitMs(state.session.gameMode as GameMode);
    const servedAt = question.servedAt!;
    return {
      id: question.questionId,
      position: question.position,
      question_text: question.questionText,
      options: question.optionOrder.map((id) => ({
        id,
        option_text: optionText(question, id),
      })),
      points: question.points,
      difficulty: question.difficulty as DifficultyLevel,
      served_at: servedAt.toISOString(),
      time_limit_seconds: limit === null ? null : limit / 1000,
      elapsed_seconds: Math.max(0, secondsOf(clock.now().getTime() - servedAt.getTime())),
    };
  }

  async function sessionDto(state: State, handle: Db = db): Promise<QuizSession> {
    const { session } = state;
    const names = await repo.namesOf(handle, session.topicId);
    const current = currentQuestion(state);
    const limit = timeLimitMs(session.gameMode as GameMode);
    return {
      id: session.id,
      topic_id: session.topicId,
      category_id: session.categoryId,
      topic_name: names.topicName,
      category_name: names.categoryName,
      game_mode: session.gameMode as GameMode,
      multiplier: MODE_MULTIPLIERS[session.gameMode as GameMode],
      difficulty: session.difficulty as DifficultyLevel,
      status: session.status as QuizSession['status'],
      total_questions: session.questionCount,
      answered_count: state.answers.size,
      time_per_question: limit === null ? null : limit / 1000,
      started_at: session.startedAt.toISOString(),
      opponent_name: PRACTICE_BOT_NAME,
      score: scorePanel(state),
      current_question:
        session.status === 'active' && current?.servedAt ? servedQuestionDto(state, current) : null,
    };
  }

  /** Records an answer the player never gave in time: no option, no points. */
  async function recordTimeout(tx: Db, state: State, question: repo.SessionQuestionRow) {
    const elapsed = question.servedAt ? clock.now().getTime() - question.servedAt.getTime() : 0;
    const answer: repo.AnswerRow = {
      sessionId: state.session.id,
      questionId: question.questionId,
      position: question.position,
      selectedOptionId: null,
      isCorrect: false,
      timedOut: true,
      timeTakenMs: storedTimeMs(state.session.gameMode as GameMode, elapsed),
      pointsEarned: 0,
      flagged: false,
      answeredAt: clock.now(),
    };
    if (await repo.insertAnswer(tx, answer)) state.answers.set(question.position, answer);
  }

  /** Refuses to act on a quiz that is over, saying how it ended. */
  const requireActive = (session: repo.SessionRow) => {
    if (session.status === 'completed') {
      throw AppError.conflict('SESSION_COMPLETED', 'This quiz is already complete');
    }
    if (session.status === 'abandoned') {
      throw AppError.conflict('SESSION_ABANDONED', 'This quiz was left unfinished');
    }
  };

  const isPastDeadline = (state: State, question: repo.SessionQuestionRow) => {
    const limit = timeLimitMs(state.session.gameMode as GameMode);
    return (
      limit !== null &&
      question.servedAt !== null &&
      clock.now().getTime() - question.servedAt.getTime() > limit + ANSWER_TIMING.graceMs
    );
  };

  /** The caller's own completed session; anyone else's is not found, one in play a conflict. */
  async function requireOwnCompleted(userId: string, sessionId: string) {
    const session = await repo.findSession(db, sessionId);
    if (!session || session.userId !== userId) throw AppError.notFound('Quiz session not found');
    if (session.status !== 'completed') {
      throw AppError.conflict(
        'SESSION_NOT_COMPLETED',
        session.status === 'abandoned'
          ? 'This quiz was left unfinished'
          : 'This quiz has not been completed yet',
      );
    }
    return session;
  }

  return {
    /**
     * Starts a quiz of an active topic: picks, orders and fixes its questions. A player has one
     * quiz in play at a time: asking again for the same topic and mode resumes it (a reload),
     * anything else abandons it first, so no second session can look up the first's answers.
     */
    async createSession(userId: string, body: SessionCreateBody): Promise<QuizSession> {
      const topic = await content.getTopic(body.topic_id).catch((error: unknown) => {
        if (error instanceof AppError && error.statusCode === 404) {
          throw new AppError(404, 'NOT_FOUND', 'Topic not found', {
            details: [{ field: 'body.topic_id', message: 'Topic not found' }],
          });
        }
        throw error;
      });
      if (body.category_id && body.category_id !== topic.category_id) {
        throw AppError.validation('body.category_id', 'The topic is not in this category');
      }
      const mode = body.game_mode;
      return inTransaction(db, async (tx) => {
        await repo.lockPlayer(tx, userId);
        const active = await repo.findActiveSession(tx, userId);
        if (active?.topicId === topic.id && active.gameMode === mode) {
          return sessionDto(await loadState(tx, active), tx);
        }
        if (active) await repo.abandonSession(tx, active.id);
        const picked = await repo.pickQuestions(tx, {
          userId,
          topicId: topic.id,
          limit: QUIZ_RULES.questionsPerQuiz,
        });
        if (picked.length === 0) {
          throw AppError.conflict('NO_QUESTIONS', 'No questions available for this topic');
        }
        const limitSeconds = speedLimitSeconds(mode);
        const bots = picked.map((question) =>
          practiceBotAnswer(
            {
              difficulty: question.difficulty as DifficultyLevel,
              optionIds: question.options.map((option) => option.id),
              correctOptionId: question.correctOptionId,
            },
            random,
            limitSeconds,
          ),
        );
        const botStreaks = streaksFor(
          mode,
          bots.map((bot) => bot.correct),
        );
        const session = await repo.insertSession(tx, {
          userId,
          topicId: topic.id,
          categoryId: topic.category_id,
          gameMode: mode,
          difficulty: overallDifficulty(picked.map((q) => q.difficulty as DifficultyLevel)),
          timeZone: body.time_zone ?? 'UTC',
          questionCount: picked.length,
          startedAt: clock.now(),
        });
        await repo.insertSessionQuestions(
          tx,
          picked.map((question, index) => {
            const optionIds = question.options.map((option) => option.id);
            const bot = bots[index]!;
            return {
              sessionId: session.id,
              position: index + 1,
              questionId: question.id,
              questionText: question.questionText,
              options: question.options,
              correctOptionId: question.correctOptionId,
              explanation: question.explanation,
              points: question.points,
              difficulty: question.difficulty,
              optionOrder: shuffle(optionIds, random),
              botOptionId: bot.optionId,
              botCorrect: bot.correct,
              botTimeMs: bot.timeMs,
              botPoints: pointsForAnswer({
                correct: bot.correct,
                basePoints: question.points,
                seconds: bot.timeMs / 1000,
                mode,
                limitSeconds,
                streak: botStreaks[index],
              }),
            };
          }),
        );
        await topicPlays.recordPlayStarted(tx, topic.id);
        return sessionDto(await loadState(tx, session), tx);
      });
    },

    /** Ends the caller's quiz without a result: nothing is paid and nothing more can be answered. */
    async abandon(userId: string, sessionId: string): Promise<QuizSession> {
      const { dto, ended } = await inTransaction(db, async (tx) => {
        const session = await lockOwnSession(tx, userId, sessionId);
        if (session.status === 'completed') {
          throw AppError.conflict('SESSION_COMPLETED', 'This quiz is already complete');
        }
        const wasActive = session.status === 'active';
        if (wasActive) await repo.abandonSession(tx, sessionId);
        const state = await loadState(tx, { ...session, status: 'abandoned' });
        return { dto: await sessionDto(state, tx), ended: wasActive ? state : null };
      });
      if (ended) events?.emit('game.ended', gameState(ended, await repo.playerName(db, userId)));
      return dto;
    },

    /**
     * Access to a game's live channels: its player only (solo play has no spectators), and
     * someone else's game is simply not found.
     */
    async requirePlayer(userId: string, sessionId: string): Promise<void> {
      const session = await repo.findSession(db, sessionId);
      if (!session || session.userId !== userId) throw AppError.notFound('Game session not found');
    },

    /** The caller's session as it stands (the served question included, for a reload). */
    async getSession(userId: string, sessionId: string): Promise<QuizSession> {
      const session = await repo.findSession(db, sessionId);
      if (!session || session.userId !== userId) throw AppError.notFound('Quiz session not found');
      return sessionDto(await loadState(db, session));
    },

    /**
     * Serves the next question and starts its clock. The current question, once served, is
     * answered again as it was (a reload never restarts the countdown); one whose time ran out
     * is recorded as a timeout first. Null when every question has an answer.
     */
    async nextQuestion(userId: string, sessionId: string): Promise<ServedQuestion | null> {
      return inTransaction(db, async (tx) => {
        const state = await loadState(tx, await lockOwnSession(tx, userId, sessionId));
        if (state.session.status !== 'active') return null;
        let current = currentQuestion(state);
        while (current && isPastDeadline(state, current)) {
          await recordTimeout(tx, state, current);
          current = currentQuestion(state);
        }
        if (!current) return null;
        if (!current.servedAt) {
          current.servedAt = clock.now();
          await repo.markServed(tx, sessionId, current.position, current.servedAt);
        }
        return servedQuestionDto(state, current);
      });
    },

    /**
     * Decides one answer by the server's clock: late (past the countdown and its grace) or
     * empty answers score nothing; a second answer is refused. Reveals the correct option,
     * the explanation and the bot's answer only now.
     */
    async answer(userId: string, sessionId: string, body: AnswerBody): Promise<AnswerResult> {
      const { result, state } = await inTransaction(db, async (tx) => {
        const state = await loadState(tx, await lockOwnSession(tx, userId, sessionId));
        requireActive(state.session);
        const question = state.questions.find((q) => q.questionId === body.question_id);
        if (!question) {
          throw AppError.validation('body.question_id', 'This question is not part of the quiz');
        }
        if (state.answers.has(question.position)) {
          throw AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered');
        }
        if (question !== currentQuestion(state) || !question.servedAt) {
          throw AppError.conflict('QUESTION_NOT_CURRENT', 'This question has not been served yet');
        }
        if (body.selected_option !== null && !question.optionOrder.includes(body.selected_option)) {
          throw AppError.validation('body.selected_option', 'Not an option of this question');
        }
        const now = clock.now();
        const elapsed = Math.max(0, now.getTime() - question.servedAt.getTime());
        const timedOut = body.selected_option === null || isPastDeadline(state, question);
        const correct = !timedOut && body.selected_option === question.correctOptionId;
        const mode = state.session.gameMode as GameMode;
        const timeTakenMs = storedTimeMs(mode, elapsed);
        const earlier = state.questions
          .filter((q) => q.position < question.position)
          .map((q) => state.answers.get(q.position)?.isCorrect ?? false);
        const streak = streaksFor(mode, [...earlier, correct]).at(-1);
        const answer: repo.AnswerRow = {
          sessionId,
          questionId: question.questionId,
          position: question.position,
          selectedOptionId: body.selected_option,
          isCorrect: correct,
          timedOut,
          timeTakenMs,
          pointsEarned: pointsForAnswer({
            correct,
            basePoints: question.points,
            seconds: timeTakenMs / 1000,
            mode,
            limitSeconds: speedLimitSeconds(mode),
            streak,
          }),
          flagged: !timedOut && elapsed < ANSWER_TIMING.suspiciousMs,
          answeredAt: now,
        };
        if (!(await repo.insertAnswer(tx, answer))) {
          throw AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered');
        }
        state.answers.set(question.position, answer);
        const result: AnswerResult = {
          question_id: question.questionId,
          position: question.position,
          selected_option: body.selected_option,
          correct_option: question.correctOptionId,
          correct_answer: optionText(question, question.correctOptionId),
          is_correct: correct,
          timed_out: timedOut,
          time_taken: secondsOf(timeTakenMs),
          points_earned: answer.pointsEarned,
          explanation: question.explanation,
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
        return { result, state };
      });
      events?.emit('game.updated', gameState(state, await repo.playerName(db, userId)));
      return result;
    },

    /**
     * Finishes the caller's quiz: questions left unanswered count as timeouts, and the result
     * is paid through the ledger in the same transaction. Completing again answers the same
     * result and pays nothing more.
     */
    async complete(userId: string, sessionId: string): Promise<QuizCompleteResult> {
      const publishAfter = leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>) => work());
      const { session, earned, ended } = await publishAfter(() =>
        inTransaction(db, async (tx) => {
          const state = await loadState(tx, await lockOwnSession(tx, userId, sessionId));
          // A repeated completion answers the same result; its unlocks were announced the first time.
          if (state.session.status === 'completed')
            return { session: state.session, earned: [], ended: null };
          requireActive(state.session);
          for (const question of state.questions) {
            if (!state.answers.has(question.position)) await recordTimeout(tx, state, question);
          }
          const answers = state.questions.map((q) => state.answers.get(q.position)!);
          const totalPoints = answers.reduce((sum, answer) => sum + answer.pointsEarned, 0);
          const correctCount = answers.filter((answer) => answer.isCorrect).length;
          const completedAt = clock.now();
          const names = await repo.namesOf(tx, state.session.topicId);
          const { held } = await holdForReview(tx, {
            sessionId,
            userId,
            at: completedAt,
            questions: state.questions,
            answers,
          });
          const pointsAfter = await recordQuizCompletion(tx, {
            userId,
            sessionId,
            topicId: state.session.topicId,
            categoryId: state.session.categoryId,
            topicName: names.topicName,
            gameMode: state.session.gameMode as GameMode,
            timeZone: state.session.timeZone,
            completedAt,
            answers: answers.map((answer) => ({
              correct: answer.isCorrect,
              answered: !answer.timedOut,
              fast: answer.isCorrect && !answer.flagged && answer.timeTakenMs < FAST_ANSWER_MS,
            })),
            totalPoints,
            heldFromBoards: held,
          });
          await topicPlays.recordPlayCompleted(tx, {
            topicId: state.session.topicId,
            categoryId: state.session.categoryId,
            accuracy: accuracyPercent(correctCount, answers.length),
          });
          const done = { completedAt, totalPoints, correctCount, pointsAfter };
          await repo.completeSession(tx, sessionId, done);
          await outbox?.write(tx, 'quiz.completed', {
            userId,
            sessionId,
            topicId: state.session.topicId,
            categoryId: state.session.categoryId,
            gameMode: state.session.gameMode,
            totalPoints,
            correctCount,
            questionCount: answers.length,
            completedAt: completedAt.toISOString(),
          });
          const earned = await evaluateAchievements(tx, userId, completedAt, outbox);
          const completed = { ...state.session, ...done, status: 'completed' };
          return { session: completed, earned, ended: { ...state, session: completed } };
        }),
      );
      if (ended) {
        outbox?.poke();
        events?.emit('game.ended', gameState(ended, await repo.playerName(db, userId)));
        events?.emit('leaderboard.changed', {
          scopes: [
            'global',
            'organization',
            'level',
            session.categoryId,
            `topic_${session.topicId}`,
          ],
        });
      }
      const profile = await stats.summary(userId);
      return {
        session_id: sessionId,
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
    },

    /** Everything the Results page shows, for the player who played it. */
    async results(userId: string, sessionId: string): Promise<SessionResults> {
      const session = await requireOwnCompleted(userId, sessionId);
      if (session.pointsAfter === null)
        throw AppError.conflict('SESSION_NOT_COMPLETED', 'This quiz has not been completed yet');
      const [state, names, shared] = await Promise.all([
        loadState(db, session),
        repo.namesOf(db, session.topicId),
        repo.isShared(db, session.id),
      ]);
      const mode = session.gameMode as GameMode;
      const answered = state.questions.map((question) => ({
        question,
        answer: state.answers.get(question.position)!,
      }));
      const accuracy = accuracyPercent(session.correctCount, session.questionCount);
      const totalTimeMs = answered.reduce((sum, { answer }) => sum + answer.timeTakenMs, 0);
      const panel = scorePanel(state);
      const progress = levelProgress(session.pointsAfter);
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
          answered.map(({ question, answer }, index) => ({
            correct: answer.isCorrect,
            basePoints: question.points,
            seconds: answer.timeTakenMs / 1000,
            mode,
            limitSeconds: speedLimitSeconds(mode),
            streak: streaks[index],
          })),
        ),
        opponent: {
          name: PRACTICE_BOT_NAME,
          correct_answers: panel.bot_correct,
          total_points: panel.bot_points,
        },
        level_progress: {
          points: session.pointsAfter,
          level: progress.level,
          level_before: levelForPoints(session.pointsAfter - session.totalPoints),
          level_start: progress.levelStart,
          next_level_at: progress.nextLevelAt,
          points_to_next_level: progress.pointsToNextLevel,
          progress: progress.fraction,
        },
        answers: answered.map(({ question, answer }) => ({
          position: question.position,
          question_id: question.questionId,
          question_text: question.questionText,
          options: question.optionOrder.map((id) => ({
            id,
            option_text: optionText(question, id),
          })),
          selected_option: answer.selectedOptionId,
          correct_option: question.correctOptionId,
          correct_answer: optionText(question, question.correctOptionId),
          is_correct: answer.isCorrect,
          timed_out: answer.timedOut,
          time_taken: secondsOf(answer.timeTakenMs),
          points_earned: answer.pointsEarned,
          explanation: question.explanation,
        })),
        shared,
      };
    },

    /**
     * Turns on a share link for one of the caller's completed results, answering the link; a
     * link given out before stops working. Anyone else's session is not found.
     */
    async share(userId: string, sessionId: string): Promise<ShareLink> {
      const session = await requireOwnCompleted(userId, sessionId);
      const token = newShareToken();
      await repo.putShare(db, session.id, hashShareToken(token), clock.now());
      return { token, path: `/shared/${token}` };
    },

    /** Turns the caller's share link off: the link answers not found from now on. */
    async unshare(userId: string, sessionId: string): Promise<void> {
      const session = await repo.findSession(db, sessionId);
      if (!session || session.userId !== userId) throw AppError.notFound('Quiz session not found');
      await repo.deleteShare(db, session.id);
    },

    /**
     * The public card of a shared result, for anyone with the link: the player as others may
     * see them (hidden profiles unnamed, possible minors by short name), never their answers.
     * A link turned off, or a player who is no longer listed, is not found.
     */
    async sharedResult(token: string): Promise<SharedResult> {
      const row = await repo.findShared(db, hashShareToken(token));
      const identity =
        row &&
        publicIdentity(
          {
            id: row.player.id,
            fullName: row.player.fullName,
            birthYear: row.player.birthYear,
            organization: row.player.organization,
            profileHidden: row.player.profileHidden,
            active: row.player.status === 'active',
          },
          clock.now().getUTCFullYear(),
        );
      if (!row || !identity?.listed) throw AppError.notFound('Shared result not found');
      const { session } = row;
      return {
        display_name: identity.displayName,
        topic: { id: session.topicId, name: row.topicName },
        category: { id: session.categoryId, name: row.categoryName },
        game_mode: session.gameMode as GameMode,
        total_points: session.totalPoints,
        accuracy: accuracyPercent(session.correctCount, session.questionCount),
        correct_answers: session.correctCount,
        total_questions: session.questionCount,
        completed_at: session.completedAt!.toISOString(),
      };
    },
  };
}
export type QuizService = ReturnType<typeof createQuizService>;
