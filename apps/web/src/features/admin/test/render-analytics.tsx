import type { Role } from '@quizarena/contracts';
import { AnalyticsContentPage } from '../pages/analytics-content-page';
import { AnalyticsEconomyPage } from '../pages/analytics-economy-page';
import { AnalyticsOverviewPage } from '../pages/analytics-overview-page';
import { AnalyticsUsersPage } from '../pages/analytics-users-page';
import { renderConsole } from './render-console';

/**
 * The console at `path` with its Analytics section, as the route table mounts it, and stand-ins
 * for the pages it links to.
 */
export function renderAnalytics(path: string, role: Role = 'admin') {
  return renderConsole(
    [
      { path: 'analytics', element: <AnalyticsOverviewPage /> },
      { path: 'analytics/users', element: <AnalyticsUsersPage /> },
      { path: 'analytics/content', element: <AnalyticsContentPage /> },
      { path: 'analytics/economy', element: <AnalyticsEconomyPage /> },
      { path: 'moderation', element: <p data-testid="moderation-queue" /> },
      { path: 'content/topics/:topicId', element: <p data-testid="topic-questions" /> },
    ],
    path,
    undefined,
    role,
  );
}
