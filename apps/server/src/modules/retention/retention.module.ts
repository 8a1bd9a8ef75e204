import type { ModuleContext } from '../../lib/module-context';
import { createRetentionSweep } from './retention.sweep';

/** The sweep runs once a day; its periods are days, so a day late is within them. */
export const RETENTION_SWEEP_EVERY_MS = 24 * 60 * 60_000;
/** A new installation's first sweep comes soon after start rather than a day later. */
const FIRST_SWEEP_IN_MS = 10 * 60_000;

/**
 * Registers the daily `retention.sweep` on the scheduler (docs/ARCHITECTURE.md, Retention).
 * It owns no table: it calls each owner's deletion.
 */
export function registerRetentionModule(ctx: ModuleContext) {
  const sweep = createRetentionSweep({ db: ctx.database.db, clock: ctx.clock });
  ctx.scheduler.every(
    'retention.sweep',
    RETENTION_SWEEP_EVERY_MS,
    async () => {
      const report = await sweep();
      const total = Object.values(report.counts).reduce((sum, count) => sum + count, 0);
      if (total > 0 || !report.finished) ctx.app.log.info(report, 'retention sweep');
    },
    { firstRunInMs: FIRST_SWEEP_IN_MS },
  );
  return { sweep };
}
export type RetentionModule = ReturnType<typeof registerRetentionModule>;
