// What app/ composes the set pages from: the reads and actions it hands in.
export type { DataSource, NamedItem, PlayableSet, SetSources } from './sources';
export type { PreviewQuestion } from './preview-question';
/** Its query keys, so what app/ hands in (an import) can refresh a set's reads. */
export { setKeys as questionSetKeys } from './api/keys';
