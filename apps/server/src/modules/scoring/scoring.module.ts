import type { ModuleContext } from '../../lib/module-context';
import { createLedger, type Ledger } from './ledger.service';
import { scoringRoutes } from './scoring.routes';
import { createStatsService, type StatsService } from './stats.service';

/** Builds the points ledger and the stats service and adds the stats `/api` routes. */
export function registerScoringModule(ctx: ModuleContext): { ledger: Ledger; stats: StatsService } {
  const ledger = createLedger(ctx.database.db);
  const stats = createStatsService(ctx.database.db, ctx.clock);
  ctx.api.register(scoringRoutes, { stats });
  return { ledger, stats };
}
