import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli, type CliDeps } from './cli-commands';
import { loadConfig, type AppConfig } from './config';
import { auditLog, users } from './db/schema';
import { setUserRole } from './modules/auth';
import { signUp, signUpStaff } from './test/auth-helpers';
import { buildTestApp, type TestApp } from './test/build-test-app';

describe('npm run admin -- grant-admin / revoke-admin', () => {
  let app: TestApp;
  let player: Awaited<ReturnType<typeof signUpStaff>>;
  let lines: string[];
  let errors: string[];
  let closes: number;

  const run = (argv: string[], config: Partial<AppConfig> = {}) => {
    const deps: CliDeps = {
      loadConfig: () => ({ ...loadConfig({ NODE_ENV: 'test' }), ...config }),
      // The test app's own database; the command closes it, so count instead of closing.
      openDatabase: async () => ({
        ...app.database,
        close: async () => {
          closes += 1;
        },
      }),
      // In production the command announces over Redis; here the running app is in this process.
      invalidation: app.invalidation,
      log: (line) => lines.push(line),
      error: (line) => errors.push(line),
    };
    lines = [];
    errors = [];
    return runCli(argv, deps);
  };

  const stats = () =>
    app.inject({ method: 'GET', url: '/api/admin/content/stats', headers: player.headers });

  const auditOf = async (userId: string) =>
    (await app.database.db.select().from(auditLog).where(eq(auditLog.userId, userId))).filter(
      (row) => row.event.startsWith('role_'),
    );

  beforeAll(async () => {
    app = await buildTestApp();
    // With the second factor on, so that the role is all the admin route waits for.
    player = await signUpStaff(app, { email: 'Future.Admin@example.com' });
    closes = 0;
  });
  afterAll(() => app.close());

  it('grants admin to an existing account, audited, and live sessions get it at once', async () => {
    expect((await stats()).statusCode).toBe(403);

    expect(await run(['grant-admin', '  future.admin@EXAMPLE.com '])).toBe(0);
    expect(lines).toEqual(['Future.Admin@example.com is now an admin (was user)']);
    expect(closes).toBe(1);
    expect((await stats()).statusCode).toBe(200);
    expect(await auditOf(player.user.id)).toMatchObject([
      { event: 'role_granted', detail: { role: 'admin', previous: 'user', source: 'cli' } },
    ]);

    // Again: nothing to change, nothing audited.
    expect(await run(['grant-admin', 'future.admin@example.com'])).toBe(0);
    expect(lines).toEqual(['Future.Admin@example.com is already an admin']);
    expect(await auditOf(player.user.id)).toHaveLength(1);
  });

  it('revokes admin, audited, warning when ADMIN_EMAILS would grant it again', async () => {
    expect(
      await run(['revoke-admin', 'future.admin@example.com'], {
        adminEmails: ['future.admin@example.com'],
      }),
    ).toBe(0);
    expect(lines).toEqual(['Future.Admin@example.com is no longer an admin (now user)']);
    expect(errors.join('\n')).toMatch(/ADMIN_EMAILS/);
    expect((await stats()).statusCode).toBe(403);
    const audit = await auditOf(player.user.id);
    expect(audit.map((row) => row.event)).toEqual(['role_granted', 'role_revoked']);

    expect(await run(['revoke-admin', 'future.admin@example.com'])).toBe(0);
    expect(lines[0]).toMatch(/is not an admin/);
    expect(errors).toEqual([]);
  });

  it('leaves a moderator a moderator on revoke-admin', async () => {
    const moderator = await signUp(app);
    await setUserRole(app.database.db, moderator.email, 'moderator');
    expect(await run(['revoke-admin', moderator.email])).toBe(0);
    const [row] = await app.database.db.select().from(users).where(eq(users.id, moderator.user.id));
    expect(row!.role).toBe('moderator');
  });

  it('exits 1 with a clear message for an unknown email, changing nothing', async () => {
    expect(await run(['grant-admin', 'nobody@example.com'])).toBe(1);
    expect(errors.join('\n')).toMatch(/No account with the email nobody@example\.com/);
    await expect(setUserRole(app.database.db, 'nobody@example.com', 'admin')).rejects.toMatchObject(
      {
        code: 'NOT_FOUND',
      },
    );
  });

  it('exits 2 with the usage for a missing email or an unknown command', async () => {
    for (const argv of [['grant-admin'], ['revoke-admin', 'a@example.com', 'b'], ['make-coffee']]) {
      expect(await run(argv), argv.join(' ')).toBe(2);
      expect(errors.join('\n')).toMatch(/Usage: npm run admin/);
    }
    expect(await run([])).toBe(0);
  });

  it('disables an account: audited, sessions ended, sign-in refused; enables it again', async () => {
    const banned = await signUp(app, { email: 'ban.me@example.com' });
    expect(await run(['disable-account', 'Ban.Me@example.com'])).toBe(0);
    expect(lines).toEqual(['ban.me@example.com is now banned']);
    const me = await app.inject({ method: 'GET', url: '/api/auth/me', headers: banned.headers });
    expect(me.statusCode).toBe(401);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: banned.email, password: banned.password },
    });
    expect(login.statusCode).not.toBe(200);
    expect(await run(['disable-account', 'ban.me@example.com'])).toBe(0);
    expect(lines).toEqual(['ban.me@example.com is already banned; nothing changed']);

    expect(await run(['enable-account', 'ban.me@example.com'])).toBe(0);
    const again = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: banned.email, password: banned.password },
    });
    expect(again.statusCode).toBe(200);
    const audit = await app.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.userId, banned.user.id));
    expect(audit.map((row) => row.event)).toEqual(
      expect.arrayContaining(['account_banned', 'account_reinstated']),
    );
    expect(await run(['disable-account', 'nobody@example.com'])).toBe(1);
  });
});
