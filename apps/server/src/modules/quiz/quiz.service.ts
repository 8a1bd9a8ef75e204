import {
  MODE_MULTIPLIERS,
  accuracyPercent,
  overallDifficulty,
  type AnswerBody,
  type AnswerResult,
  type DifficultyLevel,
  type GameMode,
  type QuizCompleteResult,
  type QuizSession,
  type ServedQuestion,
  type SessionCreateBody,
  type SessionResults,
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
import { isFastAnswer, judgeAnswer, timeLimitMs } from './answer-judging';
import {
  correctBefore,
  currentQuestion,
  findOwnSession,
  gameState,
  loadPlayState,
  lockOwnSession,
  recordTimeout,
  requireActive,
  requireOwnCompleted,
  scorePanel,
  type PlayState,
} from './play-state';
import { PRACTICE_BOT_NAME } from './practice-bot';
import {
  chooseQuestions,
  serveCurrentQuestion,
  servedQuestionDto,
  sessionQuestionRows,
} from './question-delivery';
import * as repo from './quiz.repo';
import { createResultSharing } from './result-sharing';
import { answerResultDto, toSessionResultsDto } from './session-results';

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

/**
 * Solo quiz play, scored by the server: it starts, resumes and ends sessions, one call at a
 * time per session (row locks, transactions), and pays the result through the ledger when the
 * quiz completes. Choosing and serving questions, judging answers, the results page and share
 * links each live in their own file.
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
  async function sessionDto(state: PlayState, handle: Db = db): Promise<QuizSession> {
    const { session } = state;
    const names = await repo.namesOf(handle, session.topicId);
    const current = currentQuestion(state);
    const mode = session.gameMode as GameMode;
    const limit = timeLimitMs(mode);
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
      time_per_question: limit === null ? null : limit / 1000,
      started_at: session.startedAt.toISOString(),
      opponent_name: PRACTICE_BOT_NAME,
      score: scorePanel(state),
      current_question:
        session.status === 'active' && current?.servedAt
          ? servedQuestionDto(mode, current, clock.now())
          : null,
    };
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
          return sessionDto(await loadPlayState(tx, active), tx);
        }
        if (active) await repo.abandonSession(tx, active.id);
        const picked = await chooseQuestions(tx, userId, topic.id);
        if (picked.length === 0) {
          throw AppError.conflict('NO_QUESTIONS', 'No questions available for this topic');
        }
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
          sessionQuestionRows(session.id, picked, mode, random),
        );
        await topicPlays.recordPlayStarted(tx, topic.id);
        return sessionDto(await loadPlayState(tx, session), tx);
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
        const state = await loadPlayState(tx, { ...session, status: 'abandoned' });
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
      await findOwnSession(db, userId, sessionId, 'Game session not found');
    },

    /** The caller's session as it stands (the served question included, for a reload). */
    async getSession(userId: string, sessionId: string): Promise<QuizSession> {
      const session = await findOwnSession(db, userId, sessionId);
      return sessionDto(await loadPlayState(db, session));
    },

    /**
     * Serves the next question and starts its clock. The current question, once served, is
     * answered again as it was (a reload never restarts the countdown); one whose time ran out
     * is recorded as a timeout first. Null when every question has an answer.
     */
    async nextQuestion(userId: string, sessionId: string): Promise<ServedQuestion | null> {
      return inTransaction(db, async (tx) => {
        const state = await loadPlayState(tx, await lockOwnSession(tx, userId, sessionId));
        if (state.session.status !== 'active') return null;
        const now = clock.now();
        const current = await serveCurrentQuestion(tx, state, now);
        return current ? servedQuestionDto(state.session.gameMode as GameMode, current, now) : null;
      });
    },

    /**
     * Decides one answer by the server's clock: late (past the countdown and its grace) or
     * empty answers score nothing; a second answer is refused. Reveals the correct option,
     * the explanation and the bot's answer only now.
     */
    async answer(userId: string, sessionId: string, body: AnswerBody): Promise<AnswerResult> {
      const { result, state } = await inTransaction(db, async (tx) => {
        const state = await loadPlayState(tx, await lockOwnSession(tx, userId, sessionId));
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
        const answer: repo.AnswerRow = {
          sessionId,
          questionId: question.questionId,
          position: question.position,
          ...judgeAnswer({
            mode: state.session.gameMode as GameMode,
            question,
            selectedOptionId: body.selected_option,
            now,
            earlierCorrect: correctBefore(state, question.position),
          }),
          answeredAt: now,
        };
        if (!(await repo.insertAnswer(tx, answer))) {
          throw AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered');
        }
        state.answers.set(question.position, answer);
        return { result: answerResultDto(state, question, answer), state };
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
          const state = await loadPlayState(tx, await lockOwnSession(tx, userId, sessionId));
          // A repeated completion answers the same result; its unlocks were announced the first time.
          if (state.session.status === 'completed')
            return { session: state.session, earned: [], ended: null };
          requireActive(state.session);
          const now = clock.now();
          for (const question of state.questions) {
            if (!state.answers.has(question.position))
              await recordTimeout(tx, state, question, now);
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
              fast: isFastAnswer(answer),
            })),
            totalPoints,
            opponentScores: [scorePanel(state).bot_points],
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
      const session = await requireOwnCompleted(db, userId, sessionId);
      if (session.pointsAfter === null)
        throw AppError.conflict('SESSION_NOT_COMPLETED', 'This quiz has not been completed yet');
      const [state, names, shared] = await Promise.all([
        loadPlayState(db, session),
        repo.namesOf(db, session.topicId),
        repo.isShared(db, session.id),
      ]);
      return toSessionResultsDto(state, session.pointsAfter, names, shared);
    },

    ...createResultSharing({ db, clock }),
  };
}
export type QuizService = ReturnType<typeof createQuizService>;
