import { prepareDatabase, prepareRedis } from './bootstrap';
import { runCli } from './cli-commands';
import { ConfigError, loadConfig } from './config';

/** Operator commands that run without starting the HTTP server (see cli-commands.ts). */
runCli(process.argv.slice(2), {
  loadConfig: () => loadConfig(),
  openDatabase: (config) => prepareDatabase(config, (message) => console.warn(message)),
  openRedis: (config) => prepareRedis(config, (message) => console.warn(message)),
  log: (line) => console.warn(line),
  error: (line) => console.error(line),
}).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
