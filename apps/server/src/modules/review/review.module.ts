import type { ModuleContext } from '../../lib/module-context';
import type { ContentService } from '../content';
import type { GamesModule } from '../games';
import type { LeaderboardService } from '../leaderboard';
import { recordGameAnswers, recordQuizAnswers } from './feeds';
import { masteryOf, topicMemoryOf } from './mastery';
import { reviewRoutes } from './review.routes';
import { createReviewService } from './review.service';

/** The outbox handlers that record a solo quiz's answers (stable names: never rename). */
export const QUIZ_COMPLETED_MEMORY_HANDLER = 'review.memory-quiz-completed';
export const QUIZ_ABANDONED_MEMORY_HANDLER = 'review.memory-quiz-abandoned';

/**
 * Builds review mode: memories of every answered question (solo quizzes through the outbox once
 * they end, live games inside their settlement, review answers as they are given), the review
 * routes, and a player's mastery for the modules that show it.
 */
export function registerReviewModule(
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    games: Pick<GamesModule, 'onGameEnd'>;
    leaderboard: LeaderboardService;
  },
) {
  const db = ctx.database.db;
  const review = createReviewService({
    db,
    clock: ctx.clock,
    content: deps.content,
    events: ctx.events,
    leaderboard: deps.leaderboard,
  });
  ctx.outbox.register('quiz.completed', QUIZ_COMPLETED_MEMORY_HANDLER, ({ sessionId }, { tx }) =>
    recordQuizAnswers(tx, sessionId),
  );
  ctx.outbox.register('quiz.abandoned', QUIZ_ABANDONED_MEMORY_HANDLER, ({ sessionId }, { tx }) =>
    recordQuizAnswers(tx, sessionId),
  );
  deps.games.onGameEnd(async (tx, end) => {
    await recordGameAnswers(tx, end);
  });
  ctx.api.register(reviewRoutes, { review, db, clock: ctx.clock });
  return {
    ...review,
    /** A player's mastery per topic now (the profile, the career skills). */
    mastery: (userId: string) => masteryOf(db, userId, ctx.clock.now()),
    /** Per topic: review answers and mastered questions (the careers' evidence). */
    topicMemory: (userId: string) => topicMemoryOf(db, userId, ctx.clock.now()),
  };
}
export type ReviewModule = ReturnType<typeof registerReviewModule>;
