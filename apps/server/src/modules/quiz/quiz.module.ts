import type { ModuleContext } from '../../lib/module-context';
import type { AchievementsService } from '../achievements';
import type { ContentService } from '../content';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import type { RealtimeService } from '../realtime';
import type { StatsService } from '../scoring';
import { quizRoutes } from './quiz.routes';
import { createQuizService, type QuizService } from './quiz.service';

/** Builds solo play, owns `game_session` channels (the player only) and adds the quiz routes. */
export function registerQuizModule(
  ctx: ModuleContext,
  deps: {
    content: ContentService;
    stats: StatsService;
    leaderboard: LeaderboardService;
    realtime: RealtimeService;
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
  });
  deps.realtime.registerOwner('game_session', {
    authorize: (user, channel) => quiz.requirePlayer(user.id, channel.sessionId),
  });
  ctx.api.register(quizRoutes, { quiz });
  return quiz;
}
