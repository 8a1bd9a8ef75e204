// What app/ composes the host's setup form from: the reads it hands in (categories, topics).
export type { DataSource, HostSources, NamedItem } from './sources';
// The host's button on a question set's page: a hosted game of that set.
export { HostSetButton, type HostableSet } from './components/host-set-button';
