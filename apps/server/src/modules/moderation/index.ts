export { registerModerationModule } from './moderation.module';
export { fileReport, pendingReports } from './moderation.service';
export type { ReportRow } from './moderation.repo';
