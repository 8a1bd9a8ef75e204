import type { ModuleContext } from '../../lib/module-context';
import type { LeaderboardService } from '../leaderboard';
import type { NotificationsService } from '../notifications';
import { createDisputeDecisions, type DisputeDecisions } from './dispute-decisions';
import { disputesRoutes } from './disputes.routes';
import { createDisputes } from './disputes.service';
import { createRescoring, RESCORE_ROUND_MS } from './rescoring';

/**
 * Answer disputes (docs/DECISIONS.md #67): the players' routes, the re-scoring of upheld ones
 * (and its `disputes.rescore` round, which takes up a re-scoring a decision left unfinished),
 * and the decisions the moderation queue makes, which it returns.
 */
export function registerDisputesModule(
  ctx: ModuleContext,
  deps: {
    notifications: Pick<NotificationsService, 'notify'>;
    leaderboard: Pick<LeaderboardService, 'publishAfter'>;
  },
): DisputeDecisions {
  const db = ctx.database.db;
  ctx.api.register(disputesRoutes, { disputes: createDisputes({ db, clock: ctx.clock }) });
  const rescoring = createRescoring({
    db,
    clock: ctx.clock,
    notifications: deps.notifications,
    outbox: ctx.outbox,
    invalidation: ctx.invalidation,
    leaderboard: deps.leaderboard,
  });
  ctx.scheduler.every('disputes.rescore', RESCORE_ROUND_MS, () => rescoring.round());
  return createDisputeDecisions({
    db,
    clock: ctx.clock,
    notifications: deps.notifications,
    outbox: ctx.outbox,
    rescoring,
  });
}
