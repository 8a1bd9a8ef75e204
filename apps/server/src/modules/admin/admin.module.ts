import type { ModuleContext } from '../../lib/module-context';
import type { AssessmentService } from '../assessment';
import { createAccountStanding, createAuthAnnouncer, type StepUpVerifier } from '../auth';
import type { CareersService } from '../careers';
import type { NotificationsService } from '../notifications';
import { auditLogRoutes } from './audit-log.routes';
import { createAuditLogService } from './audit-log.service';
import { careerAdminRoutes } from './career-admin.routes';
import { createCareerAdminService } from './career-admin.service';
import { adminUsersRoutes } from './users.routes';
import { createAdminUsersService } from './users.service';

/**
 * Builds the admin console's server side (docs/ARCHITECTURE.md, Admin console): staff reads
 * over tables other modules own, through the functions those modules export, staff changes
 * made by those modules, and the career tools over the assessment and careers services. Every
 * route here is admins only.
 */
export function registerAdminModule(
  ctx: ModuleContext,
  deps: {
    /** Step-up: a fresh second-factor code for a role change or a deletion. */
    auth: StepUpVerifier;
    assessment: AssessmentService;
    careers: CareersService;
    notifications: NotificationsService;
    /** Erases an account at once (the privacy module's erasure, built after this one). */
    erase: (userId: string) => Promise<void>;
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
  const users = createAdminUsersService({ db, clock: ctx.clock, standing, erase: deps.erase });
  ctx.api.register(adminUsersRoutes, { users, auth: deps.auth });
  const careerAdmin = createCareerAdminService({
    db,
    assessment: deps.assessment,
    careers: deps.careers,
    notifications: deps.notifications,
    outbox: ctx.outbox,
  });
  ctx.api.register(careerAdminRoutes, { careerAdmin });
}
