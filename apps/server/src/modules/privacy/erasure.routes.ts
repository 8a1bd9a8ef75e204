import {
  ACCOUNT_DELETION_GRACE_DAYS,
  accountErasureRequestSchema,
  accountErasureResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import { caller, contextOf, type AuthService } from '../auth';
import type { ErasuresService } from './erasures.service';

/** The caller's own account erasure: ask for it, see it, cancel it. */
export const erasureRoutes: FastifyPluginAsyncZod<{
  erasures: ErasuresService;
  auth: Pick<AuthService, 'confirmAccountErasure' | 'endOtherSessions'>;
}> = async (app, { erasures, auth }) => {
  app.post(
    '/privacy/erasure',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Delete your account (after a grace period)',
        description:
          `With the password (when the account has one; wrong: 400 INVALID_CURRENT_PASSWORD ` +
          `naming body.password) and, with the second factor on, \`otp_code\`. The account and ` +
          `everything about it is erased in ${ACCOUNT_DELETION_GRACE_DAYS} days; every other ` +
          `device is signed out and you are told by mail; signing in again before then, or ` +
          `DELETE here, cancels it. 409 when already due.`,
        body: accountErasureRequestSchema,
        response: { 202: accountErasureResponseSchema, ...errorResponses(400, 401, 409, 429) },
      },
    },
    async (request, reply) => {
      const me = caller(request);
      await auth.confirmAccountErasure(me, request.body, contextOf(request));
      const erasure = await erasures.request(me.user.id, request.ip);
      // Every other device is signed out; this one stays to show the date and the way back.
      await auth.endOtherSessions(me, 'account_erasure_requested');
      return reply.code(202).send({ success: true as const, data: { erasure } });
    },
  );

  app.get(
    '/privacy/erasure',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Whether your account is due to be deleted, and when',
        response: { 200: accountErasureResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      data: { erasure: await erasures.status(request.auth!.user.id) },
    }),
  );

  app.delete(
    '/privacy/erasure',
    {
      schema: {
        tags: ['privacy'],
        summary: 'Cancel the deletion of your account',
        description: 'Only during the grace period (404 when none is pending).',
        response: { 200: accountErasureResponseSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await erasures.cancel(request.auth!.user.id, request.ip);
      return { success: true as const, data: { erasure: null } };
    },
  );
};
