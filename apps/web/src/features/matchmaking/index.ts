// What app/ composes: the lobby's Quick Match panel (with the content feature's categories it is
// handed) and competitive mode's search for a live opponent before the solo quiz.
export type { DataSource, NamedItem } from './sources';
export { QuickMatchPanel } from './components/quick-match-panel';
export { OpponentSearch, type OpponentSearchProps } from './components/opponent-search';
