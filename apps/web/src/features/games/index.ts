// What app/ composes the lobby from: the reads it hands in (categories, topics, top players).
export type { DataSource, LobbySources, NamedItem, TopPlayer } from './sources';
