import {
  accuracyPercent,
  levelForPoints,
  overallDifficulty,
  responseOfBody,
  type AnswerBody,
  type AnswerResult,
  type DifficultyLevel,
  type ExtendedTime,
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
import type { InvalidationBus } from '../../lib/invalidation-bus';
import type { Outbox } from '../../lib/outbox';
import { evaluateAchievements, type AchievementsService } from '../achievements';
import { topicPlays, type ContentService } from '../content';
import { holdForReview } from '../fair-play';
import { notePlayerChanged, recordEarnedPoints } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import { inTransaction, recordQuizCompletion, type StatsService } from '../scoring';
import { refuseOutOfTurn, responseField } from './answer-checks';
import { isFastAnswer, isPastDeadline, judgeAnswer, playerTimeLimitMs } from './answer-judging';
import { createLiveSessions, QUIZ_SESSION_CHANGED, type LiveSession } from './live-sessions';
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
import {
  STALE,
  chooseQuestions,
  serveCurrentQuestion,
  servedQuestionDto,
  sessionQuestionRows,
} from './question-delivery';
import { quizHistoryCsv } from './quiz-history';
import * as repo from './quiz.repo';
import { createResultSharing } from './result-sharing';
import {
  answerResultDto,
  completeResultDto,
  sessionDto,
  toSessionResultsDto,
} from './session-results';

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
  /**
   * Evaluates achievements inside the completion: the achievements service, with its copy of
   * the catalogue. Without it, the catalogue is read each time.
   */
  achievements?: Pick<AchievementsService, 'evaluateIn'>;
  /** Tells the player of a level-up, in the completion's transaction. */
  notifications?: Pick<NotificationsService, 'notify'>;
  /** Tells this instance of sessions in play changed elsewhere (`QUIZ_SESSION_CHANGED`). */
  invalidation?: Pick<InvalidationBus, 'subscribe'>;
};

/**
 * Solo quiz play, scored by the server: it starts, resumes and ends sessions, one call at a
 * time per session (see live-sessions.ts), and pays the result through the ledger when the
 * quiz completes. Choosing and serving questions, judging answers, the results page and share
 * links each live in their own file.
 *
 * `next` and `answer` decide from the state this instance holds and write one conditional
 * statement each. served_at and answers are never changed once written, so a held state can
 * only be behind the database about the newest question or the session's status (another
 * instance played or ended it). Both show up here: a conditional write that writes nothing, or
 * a held state that would refuse the call; either way the state is loaded again and the call
 * decided once more on what the database says.
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
  achievements = {
    evaluateIn: (tx, userId, at, known) =>
      evaluateAchievements(tx, userId, at, {
        ...(outbox ? { outbox } : {}),
        ...(known ? { known } : {}),
      }),
  },
  notifications,
  invalidation,
}: QuizDependencies) {
  const live = createLiveSessions(db);
  invalidation?.subscribe(QUIZ_SESSION_CHANGED, (sessionId) =>
    sessionId === null ? live.clear() : live.forget(sessionId),
  );

  /**
   * Ends a quiz in play without a result, inside `tx`, and says so on the outbox: the answers
   * given stand for whoever records them. Answers whether it wrote a delivery (poke after commit).
   */
  async function abandonIn(tx: Db, session: repo.SessionRow): Promise<boolean> {
    await repo.abandonSession(tx, session.id);
    return (
      (await outbox?.write(tx, 'quiz.abandoned', {
        userId: session.userId,
        sessionId: session.id,
      })) ?? false
    );
  }

  return {
    /**
     * Starts a quiz of an active topic: picks, orders and fixes its questions. A player has one
     * quiz in play at a time: asking again for the same topic and mode resumes it (a reload),
     * anything else abandons it first, so no second session can look up the first's answers.
     */
    async createSession(userId: string, body: SessionCreateBody): Promise<QuizSession> {
      // A question set the player may not see is not found (docs/DECISIONS.md #68).
      const topic = await content.getTopicNamedIn(body.topic_id, 'body.topic_id', {
        userId,
        shareKey: body.share_key,
      });
      if (body.category_id && body.category_id !== topic.category_id) {
        throw AppError.validation('body.category_id', 'The topic is not in this category');
      }
      const category = await content.getCategory(topic.category_id);
      const names = {
        topicName: topic.name,
        categoryName: category.name,
        listed: await content.isListed(topic.id),
      };
      const mode = body.game_mode;
      const { started, abandoned, wroteDeliveries } = await inTransaction(db, async (tx) => {
        const player = await repo.lockPlayer(tx, userId);
        const playerName = player.name;
        const active = await repo.findActiveSession(tx, userId);
        if (active?.topicId === topic.id && active.gameMode === mode) {
          // A resume reads the play as stored: another instance may have played it.
          const state = await loadPlayState(tx, active);
          return { started: { state, names, playerName }, abandoned: null, wroteDeliveries: false };
        }
        const abandonedDeliveries = active ? await abandonIn(tx, active) : false;
        const picked = await chooseQuestions(tx, userId, topic.id);
        if (picked.length === 0) {
          throw AppError.conflict('NO_QUESTIONS', 'No questions available for this topic');
        }
        // The countdown is fixed here, from the accommodation the player has now: a later
        // change of the preference applies to their next quiz, never to this one.
        const limitMs = playerTimeLimitMs(mode, player.extendedTime as ExtendedTime);
        const session = await repo.insertSession(tx, {
          userId,
          topicId: topic.id,
          categoryId: topic.category_id,
          gameMode: mode,
          difficulty: overallDifficulty(picked.map((q) => q.difficulty as DifficultyLevel)),
          timeZone: body.time_zone ?? 'UTC',
          questionCount: picked.length,
          timeLimitMs: limitMs,
          extendedTime: limitMs === null ? 1 : player.extendedTime,
          startedAt: clock.now(),
        });
        const questions = sessionQuestionRows(session.id, picked, { mode, limitMs }, random);
        await repo.insertSessionQuestions(tx, questions);
        await topicPlays.recordPlayStarted(tx, topic.id);
        const state: PlayState = { session, questions, answers: new Map() };
        return {
          started: { state, names, playerName },
          abandoned: active?.id ?? null,
          wroteDeliveries: abandonedDeliveries,
        };
      });
      if (abandoned) live.forget(abandoned);
      if (wroteDeliveries) outbox?.poke();
      return sessionDto(live.remember(started), clock.now());
    },

    /** Ends the caller's quiz without a result: nothing is paid and nothing more can be answered. */
    async abandon(userId: string, sessionId: string): Promise<QuizSession> {
      return live.serialize(sessionId, async () => {
        const held = live.cached(sessionId);
        const { state, ended, wroteDeliveries } = await inTransaction(db, async (tx) => {
          const session = await lockOwnSession(tx, userId, sessionId);
          if (session.status === 'completed') {
            throw AppError.conflict('SESSION_COMPLETED', 'This quiz is already complete');
          }
          const wasActive = session.status === 'active';
          const wroteDeliveries = wasActive ? await abandonIn(tx, session) : false;
          const state = await loadPlayState(tx, { ...session, status: 'abandoned' });
          return { state, ended: wasActive, wroteDeliveries };
        });
        live.forget(sessionId);
        if (wroteDeliveries) outbox?.poke();
        const entry: LiveSession = {
          state,
          names: held?.names ?? (await repo.namesOf(db, state.session.topicId)),
          playerName: held?.playerName ?? (await repo.playerName(db, userId)),
        };
        if (ended) events?.emit('game.ended', gameState(state, entry.playerName));
        return sessionDto(entry, clock.now());
      });
    },

    /** The player's quiz in play, if any: one at a time (see `createSession`). */
    activeSession: (userId: string) => repo.activeSessionWithTopic(db, userId),

    /**
     * Access to a game's live channels: its player only (solo play has no spectators), and
     * someone else's game is simply not found.
     */
    async requirePlayer(userId: string, sessionId: string): Promise<void> {
      const held = live.cached(sessionId);
      if (held?.state.session.userId === userId) return;
      if (held) throw AppError.notFound('Game session not found');
      await findOwnSession(db, userId, sessionId, 'Game session not found');
    },

    /**
     * The caller's session as it stands (the served question included, for a reload), as this
     * instance holds it.
     */
    async getSession(userId: string, sessionId: string): Promise<QuizSession> {
      return live.serialize(sessionId, async () => {
        const held = live.cached(sessionId);
        if (held && held.state.session.userId !== userId) {
          throw AppError.notFound('Quiz session not found');
        }
        return sessionDto(held ?? (await live.loadOwn(userId, sessionId)), clock.now());
      });
    },

    /**
     * Serves the next question and starts its clock. The current question, once served, is
     * answered again as it was (a reload never restarts the countdown); one whose time ran out
     * is recorded as a timeout first. Null when every question has an answer.
     */
    async nextQuestion(userId: string, sessionId: string): Promise<ServedQuestion | null> {
      return live.serialize(sessionId, async () => {
        const { value } = await live.decide(
          userId,
          sessionId,
          async ({ state }, fresh) => {
            if (state.session.status !== 'active') return null;
            const limitMs = state.session.timeLimitMs;
            const now = clock.now();
            const current = currentQuestion(state);
            // Serving a question again writes nothing that could find the state stale, so a
            // held state is first checked against the database (a reload, or another
            // instance answered it meanwhile).
            if (!fresh && current?.servedAt && !isPastDeadline(limitMs, current.servedAt, now)) {
              return STALE;
            }
            const served = await serveCurrentQuestion(db, state, now);
            if (served === STALE) return STALE;
            return served ? servedQuestionDto(limitMs, served, now) : null;
          },
          () => AppError.conflict('CONFLICT', 'This quiz changed meanwhile; try again'),
        );
        return value;
      });
    },

    /**
     * Decides one answer by the server's clock: late (past the countdown and its grace) or
     * empty answers score nothing; a second answer is refused. Reveals the correct option,
     * the explanation and the bot's answer only now. Acknowledged once its one statement has
     * committed.
     */
    async answer(userId: string, sessionId: string, body: AnswerBody): Promise<AnswerResult> {
      return live.serialize(sessionId, async () => {
        const { entry, value } = await live.decide(
          userId,
          sessionId,
          async ({ state }, fresh) => {
            requireActive(state.session);
            const question = state.questions.find((q) => q.questionId === body.question_id);
            if (!question) {
              throw AppError.validation(
                'body.question_id',
                'This question is not part of the quiz',
              );
            }
            const answered = state.answers.has(question.position);
            const current = question === currentQuestion(state) && question.servedAt !== null;
            // A question not current in a held state may be current in the database's.
            if (!answered && !current && !fresh) return STALE;
            const response = responseOfBody(body);
            refuseOutOfTurn({
              answered,
              current,
              question,
              response,
              field: responseField(body),
            });
            const now = clock.now();
            const answer: repo.AnswerRow = {
              sessionId,
              questionId: question.questionId,
              position: question.position,
              ...judgeAnswer({
                mode: state.session.gameMode as GameMode,
                limitMs: state.session.timeLimitMs,
                question,
                response,
                now,
                earlierCorrect: correctBefore(state, question.position),
              }),
              answeredAt: now,
            };
            if (!(await repo.insertAnswerIfActive(db, answer))) return STALE;
            state.answers.set(question.position, answer);
            return answerResultDto(state, question, answer);
          },
          () => AppError.conflict('ALREADY_ANSWERED', 'This question has already been answered'),
        );
        events?.emit('game.updated', gameState(entry.state, entry.playerName));
        return value;
      });
    },

    /**
     * Finishes the caller's quiz: questions left unanswered count as timeouts, and the result
     * is paid through the ledger in the same transaction. Completing again answers the same
     * result and pays nothing more. The play is read in the transaction, under the session's
     * row lock, never taken from the state held: what is paid is what the database holds.
     */
    async complete(userId: string, sessionId: string): Promise<QuizCompleteResult> {
      const publishAfter = leaderboard?.publishAfter ?? (<T>(work: () => Promise<T>) => work());
      const { session, earned, ended, profile } = await live.serialize(sessionId, async () => {
        const held = live.cached(sessionId);
        // Whatever happens, the player's session is no longer held: it completes, or this
        // instance's view of it was refused and their next call reloads it.
        if (held?.state.session.userId === userId) live.forget(sessionId);
        const outcome = await publishAfter(() =>
          inTransaction(db, async (tx) => {
            const state = await loadPlayState(tx, await lockOwnSession(tx, userId, sessionId));
            // A repeated completion answers the same result; its unlocks were announced the first time.
            if (state.session.status === 'completed')
              return {
                session: state.session,
                earned: [],
                ended: null,
                profile: await stats.ownSummaryIn(tx, userId),
                wroteDeliveries: false,
              };
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
            // Display names only (the topic's name in recent activity): the held ones will do.
            const names = held?.names ?? (await repo.namesOf(tx, state.session.topicId));
            const { held: flagged } = await holdForReview(tx, {
              sessionId,
              userId,
              at: completedAt,
              questions: state.questions,
              answers,
            });
            // A set nobody moderated pays its points but stays off the boards (DECISIONS #68).
            const heldFromBoards = flagged || !names.listed;
            const recorded = await recordQuizCompletion(tx, {
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
              heldFromBoards,
            });
            // Games played and won, and the balance, show on the lists the player is on.
            notePlayerChanged(userId);
            const done = { completedAt, totalPoints, correctCount, pointsAfter: recorded.balance };
            await repo.completeSession(tx, sessionId, done);
            const completedDeliveries = await outbox?.write(tx, 'quiz.completed', {
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
            // The totals and balance just written are handed on, not read again.
            const evaluation = await achievements.evaluateIn(tx, userId, completedAt, {
              totals: recorded.totals,
              balance: recorded.balance,
            });
            const balance = evaluation.balance ?? recorded.balance;
            const profile = stats.ownSummaryFrom(userId, recorded.totals, balance);
            const earned = [...recorded.earned, ...evaluation.earned];
            // What the balance grew by: the quiz's points count even when held from the boards.
            const paid =
              recorded.paid + evaluation.earned.reduce((sum, part) => sum + part.points, 0);
            const levelUp =
              levelForPoints(balance) > levelForPoints(balance - paid) &&
              (await notifications?.notify(tx, {
                userId,
                kind: 'level_up',
                data: { level: levelForPoints(balance) },
              }));
            // Lock order (a row lock is held until the commit). The rows players share are
            // taken last, in one order by every transaction that takes them: the rewards
            // account's row (chosen by the player, so the quiz payment and its rewards take the
            // same one), then the topic's and category's counters, then the leaderboard
            // histogram rows, in key order, in one statement, as the very last of the
            // transaction (recordEarnedPoints). No transaction takes an earlier one after a
            // later one, so two completions never wait on each other in a circle, and the
            // busiest rows, the histogram's, are held for the commit only. The player's own
            // rows (stats, account, achievements, board scores) only the player's calls touch.
            await topicPlays.recordPlayCompleted(tx, {
              topicId: state.session.topicId,
              categoryId: state.session.categoryId,
              accuracy: accuracyPercent(correctCount, answers.length),
            });
            await recordEarnedPoints(tx, earned);
            const completed = { ...state.session, ...done, status: 'completed' };
            return {
              session: completed,
              earned: evaluation.unlocked,
              ended: { ...state, session: completed },
              profile,
              wroteDeliveries:
                Boolean(completedDeliveries) || evaluation.wroteDeliveries || Boolean(levelUp),
            };
          }),
        );
        // Only when something waits for delivery: a poke otherwise only looks for work.
        if (outcome.wroteDeliveries) outbox?.poke();
        if (outcome.ended) {
          const playerName = held?.playerName ?? (await repo.playerName(db, userId));
          events?.emit('game.ended', gameState(outcome.ended, playerName));
        }
        return outcome;
      });
      if (ended) {
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
      return completeResultDto(userId, session, profile, earned);
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

    /** The player's completed quizzes as a CSV file (their results, to keep or chart). */
    historyCsv(userId: string): Promise<string> {
      return quizHistoryCsv(db, userId);
    },

    ...createResultSharing({ db, clock }),
  };
}
export type QuizService = ReturnType<typeof createQuizService>;
