export { registerAnalyticsModule, type AnalyticsModule } from './analytics.module';
export { rollupDay, rollUp } from './rollup';
export { LEDGER_KIND_FLOWS } from './economy';
export { analyticsPersonalData } from './personal-data';
