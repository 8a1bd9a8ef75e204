// The console's routed pages, loaded lazily by the router: players never download them.
export { AdminLayout } from './components/admin-layout';
export { AuditLogPage } from './pages/audit-log-page';
export { UserPage } from './pages/user-page';
export { UsersPage } from './pages/users-page';
