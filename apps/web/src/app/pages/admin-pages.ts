// The admin console's pages and the second-factor gate in front of them: one chunk, which only
// staff download.
export * from '../../features/admin/pages';
export { SecondFactorGate } from '../../features/auth/staff-pages';
