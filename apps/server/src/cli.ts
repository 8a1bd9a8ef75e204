import { prepareDatabase } from './bootstrap';
import { ConfigError, loadConfig } from './config';

const USAGE = `Usage: npm run admin -- <command>

Commands:
  setup   apply the database migrations and seed the question bank (once), then exit`;

/** Operator commands that run without starting the HTTP server. */
async function main(argv: string[]): Promise<number> {
  const [command] = argv;
  if (command !== 'setup') {
    console.error(USAGE);
    return command ? 2 : 0;
  }
  const config = loadConfig();
  const database = await prepareDatabase(config, (message) => console.warn(message));
  await database.close();
  console.warn(`database ready (${database.kind})`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  },
);
