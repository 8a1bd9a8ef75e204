import {
  adminSessionsEndedResponseSchema,
  adminUserDeleteBodySchema,
  adminUserDeletedResponseSchema,
  adminUserDetailResponseSchema,
  adminUserListResponseSchema,
  adminUsersQuerySchema,
  adminUserUpdateBodySchema,
  adminUserUpdateResponseSchema,
  idParamsSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { errorResponses } from '../../lib/error-responses';
import { requireStepUp, type StepUpVerifier } from '../auth';
import type { AdminUsersService } from './users.service';

const tags = ['admin'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };

const actorOf = (request: FastifyRequest) => ({
  id: request.auth!.user.id,
  ip: request.ip,
  source: 'admin' as const,
});

/** The admin console's accounts (docs/ARCHITECTURE.md, Admin console: users). */
export const adminUsersRoutes: FastifyPluginAsyncZod<{
  users: AdminUsersService;
  auth: StepUpVerifier;
}> = async (app, { users, auth }) => {
  app.get(
    '/admin/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Find accounts',
        description:
          'Admins: accounts by part of the name or email (`q`), `role`, `status` and `age_band` ' +
          '(from the birth year: the youngest the person can be), sorted by `sort` and `order`, a ' +
          '`page` of `limit` at a time; `has_more` says whether another page follows.',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ success: true as const, data: await users.list(request.query) }),
  );

  app.get(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'One account',
        description:
          'Admins: the profile with its standing, live sessions, newest games (flagged ones held ' +
          'for review), reports filed and about the person, and the points balance with the ' +
          'newest ledger entries.',
        params: idParamsSchema,
        response: { 200: adminUserDetailResponseSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => ({ success: true as const, data: await users.get(request.params.id) }),
  );

  app.put(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Change an account’s role or standing',
        description:
          'Admins: a new `role` (with `otp_code`, a fresh code of your second factor), and/or a ' +
          'new `status`: `suspended` until `suspended_until` with a `reason`, `banned` with a ' +
          '`reason`, or `active` again. A suspension or ban ends every session and open socket ' +
          'at once; the person reads the reason when they try to sign in. Not your own account; ' +
          'never the last active admin (409 LAST_ADMIN). Audited with before and after.',
        params: idParamsSchema,
        body: adminUserUpdateBodySchema,
        response: {
          200: adminUserUpdateResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.update(request.params.id, request.body, actorOf(request), () =>
        requireStepUp(auth, request, request.body.otp_code),
      ),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Delete an account',
        description:
          'Admins, with `otp_code`, after the same checks as a role change (not oneself, not ' +
          'the last admin): erases the account at once through the privacy erasure (no grace ' +
          'period; every module removes or anonymises its rows, the balance goes to the ' +
          'tombstone account). Audited.',
        params: idParamsSchema,
        body: adminUserDeleteBodySchema,
        response: {
          200: adminUserDeletedResponseSchema,
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.remove(request.params.id, actorOf(request), () =>
        requireStepUp(auth, request, request.body.otp_code),
      ),
    }),
  );

  app.delete(
    '/admin/users/:id/sessions',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Sign an account out everywhere',
        description:
          'Admins: ends every session and open socket of the account (its standing stays). ' +
          'Answers how many sessions were live. Audited.',
        params: idParamsSchema,
        response: {
          200: adminSessionsEndedResponseSchema,
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await users.endSessions(request.params.id, actorOf(request)),
    }),
  );
};
