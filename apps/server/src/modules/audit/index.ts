export { writeAudit, type AuditEntry, type AuditEvent } from './audit.repo';
