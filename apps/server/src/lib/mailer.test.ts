import { mkdtemp, readdir, readFile, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createOutboxMailer } from './mailer';

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
