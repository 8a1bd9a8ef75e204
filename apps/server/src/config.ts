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
  TRUST_PROXY: booleanFromString.default(false),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
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
  trustProxy: boolean;
  shutdownTimeoutMs: number;
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
  };
}
