import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, fastifyTrustProxy, loadConfig } from './config';

describe('loadConfig', () => {
  it('falls back to the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      host: 'localhost',
      port: 3000,
      dataDir: path.resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      seedQuestionBank: true,
    });
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' })).toMatchObject({
      port: 3000,
      databaseUrl: undefined,
    });
  });

  it('reads the database, Redis and data folder settings', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/tmp/qa',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/test',
      REDIS_URL: 'redis://127.0.0.1:6379',
      SEED_QUESTION_BANK: 'false',
    });
    expect(config).toMatchObject({
      port: 8080,
      dataDir: '/tmp/qa',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/test',
      redisUrl: 'redis://127.0.0.1:6379',
      seedQuestionBank: false,
    });
  });

  it('requires JWT_SECRET in production on a shared database, where instances must agree on it', () => {
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/quiz' }),
    ).toThrow(/JWT_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).jwtSecret).toBeUndefined();
    expect(
      loadConfig({
        NODE_ENV: 'production',
        MAIL_DISABLED: 'true',
        DATABASE_URL: 'postgres://db/quiz',
        JWT_SECRET: 'x'.repeat(32),
        TOTP_ENCRYPTION_KEY: 'y'.repeat(32),
      }).jwtSecret,
    ).toBe('x'.repeat(32));
  });

  it('requires TOTP_ENCRYPTION_KEY in production on a shared database, like the signing secret', () => {
    const shared = {
      NODE_ENV: 'production',
      MAIL_DISABLED: 'true',
      DATABASE_URL: 'postgres://db/quiz',
      JWT_SECRET: 'x'.repeat(32),
    };
    expect(() => loadConfig(shared)).toThrow(/TOTP_ENCRYPTION_KEY/);
    expect(
      loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).totpEncryptionKey,
    ).toBeUndefined();
    expect(loadConfig({ ...shared, TOTP_ENCRYPTION_KEY: 'y'.repeat(32) }).totpEncryptionKey).toBe(
      'y'.repeat(32),
    );
  });

  it('reads the external providers only when both id and secret are given', () => {
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'id' }).oauth.google).toBeUndefined();
    expect(
      loadConfig({ GITHUB_CLIENT_ID: 'id', GITHUB_CLIENT_SECRET: 's' }).oauth.github,
    ).toMatchObject({
      clientId: 'id',
      authorizationUrl: 'https://github.com/login/oauth/authorize',
      apiUrl: 'https://api.github.com',
    });
    expect(loadConfig({ ADMIN_EMAILS: ' Boss@Example.com, ,two@example.com' }).adminEmails).toEqual(
      ['boss@example.com', 'two@example.com'],
    );
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/test'],
    ['REDIS_URL', 'http://localhost:6379'],
    ['NODE_ENV', 'staging'],
    ['SEED_QUESTION_BANK', 'maybe'],
    ['JWT_SECRET', 'too-short'],
    ['TOTP_ENCRYPTION_KEY', 'too-short'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['SMTP_URL', 'http://mail'],
    ['TRUST_PROXY', 'true'],
    ['TRUST_PROXY', 'yes'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '10.0.0.1,proxy.example.com'],
    ['METRICS_TOKEN', 'short'],
    ['MAIL_DISABLED', 'maybe'],
  ])('names the bad variable %s=%s', (variable, value) => {
    let thrown: unknown;
    try {
      loadConfig({ [variable]: value });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).issues.map((issue) => issue.variable)).toEqual([variable]);
    expect((thrown as Error).message).toContain(variable);
  });
});

describe('realtime origins', () => {
  it('reads extra allowed origins and refuses anything that is not an origin', () => {
    expect(
      loadConfig({ ALLOWED_ORIGINS: 'https://quiz.example.com, http://localhost:5173' })
        .allowedOrigins,
    ).toEqual(['https://quiz.example.com', 'http://localhost:5173']);
    expect(loadConfig({}).allowedOrigins).toEqual([]);
    expect(() => loadConfig({ ALLOWED_ORIGINS: 'https://quiz.example.com/path' })).toThrow(
      /ALLOWED_ORIGINS/,
    );
  });
});

describe('mail in production', () => {
  it('refuses to start without SMTP_URL unless mail is disabled on purpose', () => {
    let thrown: unknown;
    try {
      loadConfig({ NODE_ENV: 'production' });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ConfigError);
    expect((thrown as ConfigError).issues).toEqual([
      { variable: 'SMTP_URL', message: expect.stringContaining('MAIL_DISABLED=true') },
    ]);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_DISABLED: 'true' }).mailDisabled).toBe(true);
    expect(
      loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com' }).smtpUrl,
    ).toBe('smtp://mail.example.com');
    // Development keeps its outbox.
    expect(loadConfig({}).mailDisabled).toBe(false);
  });

  it('refuses MAIL_DISABLED together with SMTP_URL, which would be contradictory', () => {
    expect(() =>
      loadConfig({ SMTP_URL: 'smtp://mail.example.com', MAIL_DISABLED: 'true' }),
    ).toThrow(/MAIL_DISABLED/);
  });
});

describe('TRUST_PROXY', () => {
  it('takes false, a hop count or a list of proxy addresses and CIDRs', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '0' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(
      loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1,::1,fd00::/8,loopback' }).trustProxy,
    ).toEqual(['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback']);
  });

  it('refuses true, naming the variable and the choices', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(
      /TRUST_PROXY must be false, the number of proxies .* list of their addresses or CIDRs.*true would believe any address/,
    );
  });

  it('trusts exactly the nearest hops for a count', () => {
    const trust = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

describe('METRICS_TOKEN', () => {
  it('is read when given', () => {
    expect(loadConfig({ METRICS_TOKEN: 'a-long-scrape-token' }).metricsToken).toBe(
      'a-long-scrape-token',
    );
    expect(loadConfig({}).metricsToken).toBeUndefined();
  });
});
