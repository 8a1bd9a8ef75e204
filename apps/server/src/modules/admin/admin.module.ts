import type { ModuleContext } from '../../lib/module-context';
import type { AssessmentService } from '../assessment';
import type { CareersService } from '../careers';
import type { NotificationsService } from '../notifications';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';
import { careerAdminRoutes } from './career-admin.routes';
import { createCareerAdminService } from './career-admin.service';

/**
 * Builds the admin console's server side (docs/ARCHITECTURE.md, Admin console): staff reads
 * over tables other modules own, through the functions those modules export, and the career
 * tools over the assessment and careers services. Every route is admins only.
 */
export function registerAdminModule(
  ctx: ModuleContext,
  deps: {
    assessment: AssessmentService;
    careers: CareersService;
    notifications: NotificationsService;
  },
) {
  const auditLog = createAuditLogService({ db: ctx.database.db });
  ctx.api.register(auditLogRoutes, { auditLog });
  const careerAdmin = createCareerAdminService({
    db: ctx.database.db,
    assessment: deps.assessment,
    careers: deps.careers,
    notifications: deps.notifications,
    outbox: ctx.outbox,
  });
  ctx.api.register(careerAdminRoutes, { careerAdmin });
}
