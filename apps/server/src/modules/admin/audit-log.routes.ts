import { auditLogQuerySchema, auditLogResponseSchema } from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { AuditLogService } from './audit-log.service';

const tags = ['admin'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };

/** The admin console's audit log (docs/ARCHITECTURE.md, Admin console). */
export const auditLogRoutes: FastifyPluginAsyncZod<{ auditLog: AuditLogService }> = async (
  app,
  { auditLog },
) => {
  app.get(
    '/admin/audit-log',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Audit log',
        description:
          'Admins: who did what, newest first. Filter by `event`, the subject (`user_id`), the ' +
          'acting admin (`actor_id`) and a time window (`from` inclusive, `to` exclusive); page ' +
          "with `before` set to the previous page's `next_before`. A name is null once its " +
          'account is erased.',
        querystring: auditLogQuerySchema,
        response: { 200: auditLogResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await auditLog.list(request.query) }),
  );
};
