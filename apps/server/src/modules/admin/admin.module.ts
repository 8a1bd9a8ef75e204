import type { ModuleContext } from '../../lib/module-context';
import { createAccountStanding, createAuthAnnouncer, type StepUpVerifier } from '../auth';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';
import { adminUsersRoutes } from './users.routes';
import { createAdminUsersService } from './users.service';

/**
 * Builds the admin console's server side (docs/ARCHITECTURE.md, Admin console): staff reads
 * over tables other modules own, through the functions those modules export, and staff changes
 * made by those modules. Every route here is admins only.
 */
export function registerAdminModule(
  ctx: ModuleContext,
  deps: {
    /** Step-up: a fresh second-factor code for a role change or a deletion. */
    auth: StepUpVerifier;
  },
) {
  const db = ctx.database.db;
  const auditLog = createAuditLogService({ db });
  ctx.api.register(auditLogRoutes, { auditLog });
  const standing = createAccountStanding({
    db,
    clock: ctx.clock,
    announce: createAuthAnnouncer(ctx.invalidation),
    scheduler: ctx.scheduler,
  });
  const users = createAdminUsersService({ db, clock: ctx.clock, standing });
  ctx.api.register(adminUsersRoutes, { users, auth: deps.auth });
}
