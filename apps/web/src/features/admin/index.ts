// The routed pages are in pages.ts (lazy); what app/ needs besides them.
export { ADMIN_SECTIONS, sectionsFor, type AdminOutletContext } from './components/admin-layout';
export type { AuditFilters } from './api/audit-log';
