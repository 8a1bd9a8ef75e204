// What app/ composes the lobby from: the reads it hands in (categories, topics, top players).
export type { DataSource, LobbySources, NamedItem, TopPlayer } from './sources';
// The players connected now, read from the rooms list (the study groups' header counts them too).
export { getRooms } from './api/rooms';
