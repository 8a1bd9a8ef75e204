export { registerModerationModule } from './moderation.module';
export { fileReport, pendingReports } from './moderation.service';
export { countPendingReports } from './moderation.repo';
export { reportsInvolving } from './moderation.repo';
export type { ReportRow } from './moderation.repo';
export { moderationPersonalData } from './personal-data';
