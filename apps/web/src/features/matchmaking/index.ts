// What app/ composes: the lobby's Quick Match panel (with the content feature's categories it is
// handed).
export type { DataSource, NamedItem } from './sources';
export { QuickMatchPanel } from './components/quick-match-panel';
