// What app/ composes the set pages from: the reads and actions it hands in.
export type { DataSource, NamedItem, PlayableSet, SetSources } from './sources';
export type { PreviewQuestion } from './preview-question';
