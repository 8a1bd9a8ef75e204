// What app/ composes the host's setup form from: the reads it hands in (categories, topics).
export type { DataSource, HostSources, NamedItem } from './sources';
