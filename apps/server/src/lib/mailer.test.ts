import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config';
import { createConfiguredMailer, createOutboxMailer } from './mailer';

describe('the outbox mailer', () => {
  it('writes each mail as a private JSON file and logs its link', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'qa-outbox-')), 'outbox');
    const lines: string[] = [];
    const mailer = createOutboxMailer(dir, (line) => lines.push(line));
    await mailer.send({
      kind: 'verify-email',
      to: 'ada@example.com',
      subject: 'Verify',
      text: 'Click',
      link: 'http://localhost:3000/verify-email?token=abc',
    });
    const files = await readdir(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/verify-email.*\.json$/);
    const saved = JSON.parse(await readFile(path.join(dir, files[0]!), 'utf8'));
    expect(saved).toMatchObject({
      to: 'ada@example.com',
      link: 'http://localhost:3000/verify-email?token=abc',
    });
    expect((await stat(path.join(dir, files[0]!))).mode & 0o077).toBe(0);
    expect(lines[0]).toContain('http://localhost:3000/verify-email?token=abc');
  });
});

describe('the outbox mailer under readers', () => {
  it('never shows a reader half a mail: every file present is whole JSON', async () => {
    const dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'qa-outbox-')), 'outbox');
    const mailer = createOutboxMailer(dir, () => {});
    const big = 'x'.repeat(4 * 1024 * 1024);
    let sending = true;
    const sent = Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        mailer.send({ kind: 'verify-email', to: `p${i}@example.com`, subject: 'S', text: big }),
      ),
    ).finally(() => (sending = false));
    const torn: string[] = [];
    while (sending) {
      for (const file of await readdir(dir).catch(() => [] as string[])) {
        if (!file.endsWith('.json')) continue;
        const text = await readFile(path.join(dir, file), 'utf8');
        try {
          JSON.parse(text);
        } catch {
          torn.push(file);
        }
      }
    }
    await sent;
    expect(torn).toEqual([]);
    const files = await readdir(dir);
    expect(files.filter((file) => file.endsWith('.json'))).toHaveLength(8);
    expect(files.filter((file) => !file.endsWith('.json'))).toEqual([]);
  });
});

describe('the configured mailer', () => {
  const message = {
    kind: 'password-reset',
    to: 'ada@example.com',
    subject: 'Reset',
    text: 'Open http://localhost:3000/reset-password?token=secret-reset-token',
    link: 'http://localhost:3000/reset-password?token=secret-reset-token',
  };

  it('in production with MAIL_DISABLED drops mail, says so once at start and never logs a link', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-nomail-'));
    const lines: string[] = [];
    const log = {
      info: (line: string) => lines.push(line),
      warn: (line: string) => lines.push(line),
    };
    const config = loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true', DATA_DIR: dataDir });
    const mailer = createConfiguredMailer(config, log);
    expect(lines).toEqual([expect.stringMatching(/^Mail is disabled \(MAIL_DISABLED=true\)/)]);
    await mailer.send(message);
    await mailer.send({ ...message, kind: 'verify-email' });
    expect(lines).toHaveLength(1);
    expect(lines.join('\n')).not.toContain('secret-reset-token');
    expect(await readdir(dataDir)).toEqual([]);
  });

  it('refuses the outbox in production', () => {
    const config = { ...loadConfig({}), env: 'production' as const };
    expect(() => createConfiguredMailer(config, { info() {}, warn() {} })).toThrow(/SMTP_URL/);
  });

  it('keeps the outbox, link in the log, in development', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'qa-devmail-'));
    const lines: string[] = [];
    const mailer = createConfiguredMailer(loadConfig({ DATA_DIR: dataDir }), {
      info: (line) => lines.push(line),
      warn: (line) => lines.push(line),
    });
    await mailer.send(message);
    expect(lines).toEqual([expect.stringContaining('secret-reset-token')]);
  });
});
