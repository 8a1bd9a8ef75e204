// `npm start` builds only when a source is newer than the last build, so a second start on
// the same checkout goes straight to the server.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const inputs = [
  'package-lock.json',
  'packages/contracts/src',
  'packages/contracts/locales',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
];
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/server.js'];

function newest(target) {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (latest, entry) => Math.max(latest, newest(path.join(target, entry))),
    stat.mtimeMs,
  );
}

const sourceTime = Math.max(...inputs.map((input) => newest(path.join(root, input))));
const builtTime = Math.min(
  ...outputs.map((output) =>
    existsSync(path.join(root, output)) ? newest(path.join(root, output)) : 0,
  ),
);

if (builtTime < sourceTime) {
  console.log('Building QuizArena (client and server)...');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
