// `npm run dev`: the API server with reload on port 3001 and Vite with hot module reload on
// port 3000, which proxies /api, /ws and the operational paths to the server.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const apiPort = process.env.API_PORT ?? '3001';

const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'src/server.ts'], {
    cwd: `${root}/apps/server`,
    stdio: 'inherit',
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: apiPort,
      DATA_DIR: process.env.DATA_DIR ?? `${root}/data`,
      // Mailed links and OAuth redirects must come back to Vite, not to the API port.
      PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:3000',
    },
  }),
  spawn('npx', ['vite'], {
    cwd: `${root}/apps/web`,
    stdio: 'inherit',
    env: { ...process.env, API_PORT: apiPort },
  }),
];

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}
for (const child of children) child.on('exit', (code) => stopAll(code ?? 0));
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
