// The console's routed pages, loaded lazily by the router: players never download them.
export { AdminHome, AdminLayout } from './components/admin-layout';
export { AuditLogPage } from './pages/audit-log-page';
export { ModerationItemPage } from './pages/moderation-item-page';
export { ModerationQueuePage } from './pages/moderation-queue-page';
export { UserPage } from './pages/user-page';
export { UsersPage } from './pages/users-page';
