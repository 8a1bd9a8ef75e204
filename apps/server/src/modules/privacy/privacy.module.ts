import type { ModuleContext } from '../../lib/module-context';
import type { AuthService, RequestContext } from '../auth';
import type { NotificationsService } from '../notifications';
import type { FileStorage } from '../uploads';
import { erasureRoutes } from './erasure.routes';
import { createErasuresService, type ErasuresService } from './erasures.service';
import { createExportsService, type ExportsService } from './exports.service';
import { type PersonalDataPart } from '../../lib/personal-data';
import { privacyRoutes } from './privacy.routes';
import { privacyPersonalData } from './privacy.personal-data';

/** How often queued exports are looked for; a request waits at most this long to start. */
export const EXPORT_ROUND_MS = 5_000;
/** Expired exports are deleted once a day. */
export const EXPORT_CLEANUP_MS = 24 * 3_600_000;
/** How often due erasures are looked for (and stopped ones resumed). */
export const ERASURE_ROUND_MS = 60_000;

/**
 * Builds the privacy module from every module's part of a person's data (handed over by app.ts,
 * so this module imports none of them), adds the export and erasure routes and the scheduler's
 * rounds.
 */
export function registerPrivacyModule(
  ctx: ModuleContext,
  deps: {
    parts: readonly PersonalDataPart[];
    storage: FileStorage;
    notifications: Pick<NotificationsService, 'notify'>;
    /** Confirms the person (password, second factor) and signs them out. */
    auth: Pick<AuthService, 'confirmAccountErasure' | 'endOtherSessions' | 'logout'>;
    /** The leaderboard's `publishAfter`: an erased player leaves the cached rankings. */
    publishAfter: <T>(work: () => Promise<T>) => Promise<T>;
  },
): ExportsService & { parts: readonly PersonalDataPart[]; erasures: ErasuresService } {
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
  const system: RequestContext = { ip: '', userAgent: null, locale: 'en' };
  const erasures = createErasuresService({
    db: ctx.database.db,
    clock: ctx.clock,
    parts,
    storage: deps.storage,
    mailer: ctx.mailer,
    i18n: ctx.i18n,
    publicUrl: ctx.publicUrl,
    notifications: deps.notifications,
    outbox: ctx.outbox,
    endSessions: (userId) => deps.auth.logout(userId, system),
    publishAfter: deps.publishAfter,
    onError: (message, error) => ctx.app.log.error({ err: error }, message),
  });
  ctx.api.register(privacyRoutes, { exports });
  ctx.api.register(erasureRoutes, { erasures, auth: deps.auth });
  // A round of its own rather than a one-off job: a job runs in one transaction, and the
  // progress written as each part lands must be seen while the build goes on.
  ctx.scheduler.every('privacy.exports', EXPORT_ROUND_MS, () => exports.round());
  ctx.scheduler.every('privacy.exports-cleanup', EXPORT_CLEANUP_MS, () => exports.cleanup());
  // The same for erasures: each part commits on its own, so a crash resumes after the last.
  ctx.scheduler.every('privacy.erasures', ERASURE_ROUND_MS, () => erasures.round());
  return Object.assign(exports, { parts, erasures });
}
