export { registerModerationModule } from './moderation.module';
export { fileReport, pendingReports } from './moderation.service';
export { reportsInvolving } from './moderation.repo';
export type { ReportRow } from './moderation.repo';
