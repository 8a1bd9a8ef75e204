import type { ModuleContext } from '../../lib/module-context';
import type { AchievementsService } from '../achievements';
import type { ContentService } from '../content';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { StatsService } from '../scoring';
import { quizRoutes } from './quiz.routes';
import { createQuizService, type QuizService } from './quiz.service';

/**
 * Builds solo play and adds the quiz routes. A solo session's `game_session` channel is
 * followed by its player only (`requirePlayer`); the games module owns that namespace and
 * asks this rule for sessions that are not live games.
 */
export function registerQuizModule(
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    stats: StatsService;
    leaderboard: LeaderboardService;
    achievements: AchievementsService;
    notifications: NotificationsService;
  },
): QuizService {
  const quiz = createQuizService({
    db: ctx.database.db,
    clock: ctx.clock,
    content: deps.content,
    stats: deps.stats,
    events: ctx.events,
    outbox: ctx.outbox,
    leaderboard: deps.leaderboard,
    achievements: deps.achievements,
    notifications: deps.notifications,
    invalidation: ctx.invalidation,
  });
  ctx.api.register(quizRoutes, { quiz });
  return quiz;
}
