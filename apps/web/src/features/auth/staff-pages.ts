// The gate in front of staff pages (a route wrapping the admin console), loaded lazily with
// them (app/pages/admin-pages.ts), so players never download it.
export { SecondFactorGate } from './components/second-factor-gate';
