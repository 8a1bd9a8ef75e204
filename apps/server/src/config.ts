import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

const booleanFromString = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

const postgresUrl = z
  .url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// or postgresql:// URL' })
  .optional();
const redisUrl = z
  .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
  .optional();

/** proxy-addr's names for address ranges, which Fastify's trustProxy also takes. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  const family = isIP(address);
  if (!family || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

const TRUST_PROXY_CHOICES =
  'must be false, the number of proxies in front of the server (e.g. 1), or a comma-separated list of their addresses or CIDRs (e.g. 10.0.0.0/8,127.0.0.1)';

/**
 * Whose X-Forwarded-For to believe: nobody, the last N hops, or hops from listed proxies.
 * `true` is refused: it believes every hop, and the first one is whatever the client wrote.
 */
const trustProxy = z.string().transform((value, context): false | number | string[] => {
  const trimmed = value.trim();
  if (trimmed === 'false') return false;
  if (/^\d+$/.test(trimmed) && Number(trimmed) <= 16) return Number(trimmed) || false;
  const items = trimmed
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (items.length > 0 && items.every(isProxyAddress)) return items;
  context.addIssue({
    code: 'custom',
    message:
      trimmed === 'true'
        ? `${TRUST_PROXY_CHOICES}; true would believe any address a client writes into X-Forwarded-For`
        : TRUST_PROXY_CHOICES,
  });
  return z.NEVER;
});

/**
 * The config's trustProxy as Fastify takes it. A hop count becomes a function trusting the
 * nearest N hops: Fastify's own number form trusts none, since it cannot tell a proxy from a
 * client that reached the server directly, so a hop count is only for servers that nothing
 * but those proxies can reach.
 */
export function fastifyTrustProxy(
  value: AppConfig['trustProxy'],
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value;
}

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('localhost'),
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: postgresUrl,
  REDIS_URL: redisUrl,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  SEED_QUESTION_BANK: booleanFromString.default(true),
  TRUST_PROXY: trustProxy.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).optional(),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOTP_ENCRYPTION_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_DISABLED: booleanFromString.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  MAIL_FROM: z.string().min(3).default('QuizArena <no-reply@quizarena.local>'),
  ADMIN_EMAILS: z.string().optional(),
  ALLOWED_ORIGINS: z
    .string()
    .refine(
      (value) =>
        value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
          .every((item) => /^https?:\/\/[^/]+$/.test(item)),
      'must be a comma-separated list of origins such as https://quiz.example.com',
    )
    .optional(),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  GOOGLE_AUTHORIZATION_URL: httpUrl.default('https://accounts.google.com/o/oauth2/v2/auth'),
  GOOGLE_TOKEN_URL: httpUrl.default('https://oauth2.googleapis.com/token'),
  GOOGLE_ISSUER: z.string().min(1).default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: httpUrl.default('https://www.googleapis.com/oauth2/v3/certs'),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_AUTHORIZATION_URL: httpUrl.default('https://github.com/login/oauth/authorize'),
  GITHUB_TOKEN_URL: httpUrl.default('https://github.com/login/oauth/access_token'),
  GITHUB_API_URL: httpUrl.default('https://api.github.com'),
});

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  dataDir: string;
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  logLevel: string;
  webDistDir: string | undefined;
  seedQuestionBank: boolean;
  /** Fastify's trustProxy: false, a hop count, or the proxies' addresses and CIDRs. */
  trustProxy: false | number | string[];
  shutdownTimeoutMs: number;
  /** Origin used in mailed links and OAuth redirects; defaults to http://localhost:PORT. */
  publicUrl: string | undefined;
  jwtSecret: string | undefined;
  /** Encrypts second-factor secrets at rest; generated in DATA_DIR when unset (lib/secrets.ts). */
  totpEncryptionKey: string | undefined;
  smtpUrl: string | undefined;
  /** Mail is dropped (said once at start-up); production needs this or SMTP_URL. */
  mailDisabled: boolean;
  mailFrom: string;
  /** Bearer token for /metrics; without it only loopback clients may read it. */
  metricsToken: string | undefined;
  /** Lower-cased emails that become admins when they sign up or sign in. */
  adminEmails: string[];
  /** Origins besides PUBLIC_URL's that may open the realtime socket. */
  allowedOrigins: string[];
  oauth: {
    google: OAuthProviderConfig | undefined;
    github: OAuthProviderConfig | undefined;
  };
};

export type OAuthProviderConfig = {
  clientId: string;
  clientSecret: string;
  authorizationUrl: string;
  tokenUrl: string;
  /** Google: the ID token issuer and key set. GitHub: the REST API base. */
  issuer?: string;
  jwksUrl?: string;
  apiUrl?: string;
};

/** Raised with every bad variable named, so start-up can print one clear message and exit. */
export class ConfigError extends Error {
  constructor(readonly issues: { variable: string; message: string }[]) {
    super(
      `Invalid configuration: ${issues.map((issue) => `${issue.variable} ${issue.message}`).join('; ')}`,
    );
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment once; empty strings count as unset. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => ({
        variable: String(issue.path[0] ?? 'environment'),
        message: issue.message,
      })),
    );
  }
  const value = parsed.data;
  if (value.NODE_ENV === 'production' && value.DATABASE_URL && !value.JWT_SECRET) {
    // Several instances on one database must share the signing secret; a generated one
    // only suits the embedded default, where it is kept in DATA_DIR.
    throw new ConfigError([
      { variable: 'JWT_SECRET', message: 'is required in production with DATABASE_URL' },
    ]);
  }
  if (value.NODE_ENV === 'production' && value.DATABASE_URL && !value.TOTP_ENCRYPTION_KEY) {
    // The same for the key second factors are encrypted under: a secret one instance made
    // would be unreadable to the others.
    throw new ConfigError([
      { variable: 'TOTP_ENCRYPTION_KEY', message: 'is required in production with DATABASE_URL' },
    ]);
  }
  if (value.SMTP_URL && value.MAIL_DISABLED) {
    throw new ConfigError([
      { variable: 'MAIL_DISABLED', message: 'cannot be true together with SMTP_URL' },
    ]);
  }
  if (value.NODE_ENV === 'production' && !value.SMTP_URL && !value.MAIL_DISABLED) {
    // The development outbox logs every verification and reset link: never in production.
    throw new ConfigError([
      {
        variable: 'SMTP_URL',
        message:
          'is required in production; set MAIL_DISABLED=true to run without mail (no verification or reset mail is sent)',
      },
    ]);
  }
  return {
    env: value.NODE_ENV,
    host: value.HOST,
    port: value.PORT,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    redisUrl: value.REDIS_URL,
    logLevel: value.LOG_LEVEL,
    webDistDir: value.WEB_DIST_DIR ? path.resolve(value.WEB_DIST_DIR) : undefined,
    seedQuestionBank: value.SEED_QUESTION_BANK,
    trustProxy: value.TRUST_PROXY,
    shutdownTimeoutMs: value.SHUTDOWN_TIMEOUT_MS,
    publicUrl: value.PUBLIC_URL?.replace(/\/$/, ''),
    jwtSecret: value.JWT_SECRET,
    totpEncryptionKey: value.TOTP_ENCRYPTION_KEY,
    smtpUrl: value.SMTP_URL,
    mailDisabled: value.MAIL_DISABLED,
    mailFrom: value.MAIL_FROM,
    metricsToken: value.METRICS_TOKEN,
    adminEmails: (value.ADMIN_EMAILS ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
    allowedOrigins: (value.ALLOWED_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    oauth: {
      google:
        value.GOOGLE_CLIENT_ID && value.GOOGLE_CLIENT_SECRET
          ? {
              clientId: value.GOOGLE_CLIENT_ID,
              clientSecret: value.GOOGLE_CLIENT_SECRET,
              authorizationUrl: value.GOOGLE_AUTHORIZATION_URL,
              tokenUrl: value.GOOGLE_TOKEN_URL,
              issuer: value.GOOGLE_ISSUER,
              jwksUrl: value.GOOGLE_JWKS_URL,
            }
          : undefined,
      github:
        value.GITHUB_CLIENT_ID && value.GITHUB_CLIENT_SECRET
          ? {
              clientId: value.GITHUB_CLIENT_ID,
              clientSecret: value.GITHUB_CLIENT_SECRET,
              authorizationUrl: value.GITHUB_AUTHORIZATION_URL,
              tokenUrl: value.GITHUB_TOKEN_URL,
              apiUrl: value.GITHUB_API_URL.replace(/\/$/, ''),
            }
          : undefined,
    },
  };
}
