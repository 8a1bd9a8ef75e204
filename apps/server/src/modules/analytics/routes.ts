import {
  ADMIN_DEFAULT_TIMEFRAME,
  adminAnalyticsQuerySchema,
  analyticsContentResponseSchema,
  analyticsDashboardResponseSchema,
  analyticsRevenueResponseSchema,
  analyticsUsersResponseSchema,
} from '@quizarena/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/error-responses';
import type { AnalyticsReports } from './reports';

const tags = ['admin'];
// The guard answers 401 without a session and 403 without the admin role, before validation.
const admin = { auth: 'admin' as const };
const FRESHNESS =
  'Figures come from daily roll-ups (UTC days) refreshed every 10 minutes; `rolled_up_at` says ' +
  'when they last were.';

/** The admin console's analytics (docs/ARCHITECTURE.md, Analytics). */
export const analyticsRoutes: FastifyPluginAsyncZod<{ reports: AnalyticsReports }> = async (
  app,
  { reports },
) => {
  app.get(
    '/admin/analytics/dashboard',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Analytics at a glance',
        description:
          'Admins: accounts, actives today, this week and this month, sign-ups, the last 7 ' +
          'days’ games by kind and points flows, what escrow holds and what waits for ' +
          `moderation now, and the last 30 days. ${FRESHNESS}`,
        response: { 200: analyticsDashboardResponseSchema, ...errorResponses(401, 403) },
      },
    },
    async () => ({ success: true as const, data: await reports.dashboard() }),
  );

  app.get(
    '/admin/analytics/users',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Analytics: players',
        description:
          'Admins: daily, weekly and monthly actives and sign-ups a day over `timeframe` ' +
          `(default ${ADMIN_DEFAULT_TIMEFRAME.users}), weekly sign-up cohorts' retention, games ` +
          `by mode, live games and tournaments. ${FRESHNESS}`,
        querystring: adminAnalyticsQuerySchema(ADMIN_DEFAULT_TIMEFRAME.users),
        response: { 200: analyticsUsersResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.users(request.query.timeframe),
    }),
  );

  app.get(
    '/admin/analytics/content',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Analytics: content',
        description:
          'Admins: answers and accuracy a day over `timeframe` (default ' +
          `${ADMIN_DEFAULT_TIMEFRAME.content}), plays, answers, accuracy and mean answer time by ` +
          'category and topic, the most answered questions and the questions that look wrong ' +
          `(rarely answered right, or disputed). ${FRESHNESS}`,
        querystring: adminAnalyticsQuerySchema(ADMIN_DEFAULT_TIMEFRAME.content),
        response: { 200: analyticsContentResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.content(request.query.timeframe),
    }),
  );

  app.get(
    '/admin/analytics/revenue',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Analytics: the points economy',
        description:
          'Admins: points earned, paid in entry fees, paid as prizes, refunded and voided, a day ' +
          `over \`timeframe\` (default ${ADMIN_DEFAULT_TIMEFRAME.revenue}), what escrow held at ` +
          `each day's end and holds now, and every ledger kind's movements. ${FRESHNESS}`,
        querystring: adminAnalyticsQuerySchema(ADMIN_DEFAULT_TIMEFRAME.revenue),
        response: { 200: analyticsRevenueResponseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({
      success: true as const,
      data: await reports.revenue(request.query.timeframe),
    }),
  );
};
