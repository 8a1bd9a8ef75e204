// The console's routed pages, loaded lazily by the router: players never download them.
export { AdminHome, AdminLayout } from './components/admin-layout';
export { AuditLogPage } from './pages/audit-log-page';
export { ModerationItemPage } from './pages/moderation-item-page';
export { ModerationQueuePage } from './pages/moderation-queue-page';
export { UserPage } from './pages/user-page';
export { UsersPage } from './pages/users-page';
export { ContentCategoriesPage } from './pages/content-categories-page';
export { ContentTopicsPage } from './pages/content-topics-page';
export { ContentQuestionsPage } from './pages/content-questions-page';
export { CareersPage } from './pages/careers-page';
export { OccupationsPage } from './pages/occupations-page';
export { AnalyticsOverviewPage } from './pages/analytics-overview-page';
export { AnalyticsUsersPage } from './pages/analytics-users-page';
export { AnalyticsContentPage } from './pages/analytics-content-page';
export { AnalyticsEconomyPage } from './pages/analytics-economy-page';
export type { QuestionPreviewSlot } from './components/question-preview-dialog';
