export { freePort, waitUntilOk } from './ports';
export { exitOf, stopProcess } from './processes';
export { createScratchDatabase, type ScratchDatabase } from './scratch-database';
export {
  repoRoot,
  startServer,
  type ServerEntry,
  type ServerProcess,
  type StartServerOptions,
} from './server';
