export {
  listAuditEntries,
  writeAudit,
  type AuditEntry,
  type AuditEvent,
  type AuditFilter,
  type AuditRow,
} from './audit.repo';
