import { spawn } from 'node:child_process';
import { access } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { stopProcess } from './processes';
import { startServer } from './server';

describe('the server harness', () => {
  it('kills a process that ignores SIGTERM once the grace period is over', async () => {
    const child = spawn(process.execPath, [
      '-e',
      "process.on('SIGTERM', () => {}); console.log('up'); setInterval(() => {}, 1000);",
    ]);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const started = Date.now();
    await stopProcess(child, { graceMs: 300 });
    expect(child.signalCode).toBe('SIGKILL');
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
  });

  it('answers a server that exits before it is ready with its output, and stops waiting', async () => {
    const failure = await startServer({
      entry: 'source',
      env: { PORT: 'not-a-port' },
    }).catch((error: Error) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('exited with 1 before it was ready');
    expect((failure as Error).message).toContain('PORT');
  });

  it('starts the source server on a free port with a fresh folder, and removes it after SIGTERM', async () => {
    const server = await startServer({
      entry: 'source',
      env: { LOG_LEVEL: 'info', SEED_QUESTION_BANK: 'false' },
    });
    const ready = await fetch(`${server.baseUrl}/readyz`);
    expect(ready.status).toBe(200);
    await access(server.dataDir);
    expect(await server.stop()).toBe(0);
    await expect(access(server.dataDir)).rejects.toThrow();
  });
});
