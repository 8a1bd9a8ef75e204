import { startServer, type ServerProcess } from '@quizarena/test-harness';

export type { ServerProcess };

/**
 * Starts `src/server.ts` as `npm start` would, through the one harness the browser tests and
 * the benchmarks also use: a free loopback port, a fresh data folder unless `env` names one, only
 * PATH and `env` in its environment. Resolves once it logs that it listens, so the log level
 * must let info lines through.
 */
export function startServerProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  return startServer({ entry: 'source', env, timeoutMs });
}
