import type { ModuleContext } from '../../lib/module-context';
import { createAnalyticsReports } from './reports';
import { rollUp } from './rollup';
import { analyticsRoutes } from './routes';

/** How often the roll-up job refreshes today's and yesterday's figures. */
export const ROLLUP_EVERY_MS = 10 * 60_000;
/**
 * A new installation's first roll-up comes soon after start rather than a period later, so the
 * console has figures (and its back-fill of old days begins) at once.
 */
const FIRST_ROLLUP_IN_MS = 5_000;
/** A round's time for filling in old days, well inside the scheduler's lease. */
const BACKFILL_BUDGET_MS = 20_000;

/**
 * Builds the admin analytics (docs/ARCHITECTURE.md, Analytics): the roll-up job on the
 * scheduler and the reports over its tables. Admins only.
 */
export function registerAnalyticsModule(ctx: ModuleContext) {
  const db = ctx.database.db;
  const reports = createAnalyticsReports({ db, clock: ctx.clock });
  const rollUpNow = () => rollUp(db, () => ctx.clock.now(), { budgetMs: BACKFILL_BUDGET_MS });
  ctx.scheduler.every('analytics.rollup', ROLLUP_EVERY_MS, rollUpNow, {
    firstRunInMs: FIRST_ROLLUP_IN_MS,
  });
  ctx.api.register(analyticsRoutes, { reports });
  return { reports, rollUp: rollUpNow };
}
export type AnalyticsModule = ReturnType<typeof registerAnalyticsModule>;
