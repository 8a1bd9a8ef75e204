import {
  analyticsContentResponseSchema,
  analyticsDashboardResponseSchema,
  analyticsRevenueResponseSchema,
  analyticsUsersResponseSchema,
  type AdminTimeframe,
} from '@quizarena/contracts';
import { apiFetch } from '../../../lib/api-client';
import { parseAnswer } from '../../../lib/parse-answer';

/** GET /api/admin/analytics/dashboard: the numbers at a glance. */
export async function getAnalyticsDashboard(signal?: AbortSignal) {
  const body = await apiFetch('/api/admin/analytics/dashboard', { signal });
  return parseAnswer(analyticsDashboardResponseSchema, body).data;
}

const timeframed = (path: string, timeframe: AdminTimeframe) =>
  `/api/admin/analytics/${path}?${new URLSearchParams({ timeframe })}`;

/** GET /api/admin/analytics/users: activity, retention and games over the timeframe. */
export async function getAnalyticsUsers(timeframe: AdminTimeframe, signal?: AbortSignal) {
  const body = await apiFetch(timeframed('users', timeframe), { signal });
  return parseAnswer(analyticsUsersResponseSchema, body).data;
}

/** GET /api/admin/analytics/content: answers, categories, topics and questions. */
export async function getAnalyticsContent(timeframe: AdminTimeframe, signal?: AbortSignal) {
  const body = await apiFetch(timeframed('content', timeframe), { signal });
  return parseAnswer(analyticsContentResponseSchema, body).data;
}

/** GET /api/admin/analytics/revenue: the points economy (QuizArena sells nothing). */
export async function getAnalyticsEconomy(timeframe: AdminTimeframe, signal?: AbortSignal) {
  const body = await apiFetch(timeframed('revenue', timeframe), { signal });
  return parseAnswer(analyticsRevenueResponseSchema, body).data;
}
