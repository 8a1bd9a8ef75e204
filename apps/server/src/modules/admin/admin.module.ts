import type { ModuleContext } from '../../lib/module-context';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';

/**
 * Builds the admin console's server side (docs/ARCHITECTURE.md, Admin console): staff reads
 * over tables other modules own, through the functions those modules export. Every route is
 * admins only.
 */
export function registerAdminModule(ctx: ModuleContext) {
  const auditLog = createAuditLogService({ db: ctx.database.db });
  ctx.api.register(auditLogRoutes, { auditLog });
}
