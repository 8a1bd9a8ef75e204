import type { ModuleContext } from '../../lib/module-context';
import type { NotificationsService } from '../notifications';
import type { FileStorage } from '../uploads';
import { createExportsService, type ExportsService } from './exports.service';
import { type PersonalDataPart } from './personal-data';
import { privacyRoutes } from './privacy.routes';
import { privacyPersonalData } from './privacy.personal-data';

/** How often queued exports are looked for; a request waits at most this long to start. */
export const EXPORT_ROUND_MS = 5_000;
/** Expired exports are deleted once a day. */
export const EXPORT_CLEANUP_MS = 24 * 3_600_000;

/**
 * Builds the privacy module from every module's part of a person's data (handed over by app.ts,
 * so this module imports none of them), adds the export routes and the scheduler's build and
 * cleanup rounds.
 */
export function registerPrivacyModule(
  ctx: ModuleContext,
  deps: {
    parts: readonly PersonalDataPart[];
    storage: FileStorage;
    notifications: Pick<NotificationsService, 'notify'>;
  },
): ExportsService & { parts: readonly PersonalDataPart[] } {
  const parts = [...deps.parts, privacyPersonalData];
  const exports = createExportsService({
    db: ctx.database.db,
    clock: ctx.clock,
    parts,
    storage: deps.storage,
    outbox: ctx.outbox,
    notifications: deps.notifications,
    onError: (message, error) => ctx.app.log.error({ err: error }, message),
  });
  ctx.api.register(privacyRoutes, { exports });
  // A round of its own rather than a one-off job: a job runs in one transaction, and the
  // progress written as each part lands must be seen while the build goes on.
  ctx.scheduler.every('privacy.exports', EXPORT_ROUND_MS, () => exports.round());
  ctx.scheduler.every('privacy.exports-cleanup', EXPORT_CLEANUP_MS, () => exports.cleanup());
  return Object.assign(exports, { parts });
}
