import { hash } from '@node-rs/argon2';
import type { SqlRunner } from './app-server';

/** The password every seeded bench account has. */
export const BENCH_PASSWORD = 'bench passphrase for sign-in';

/** `bench<n>@example.com`, the seeded accounts' addresses (n from 1). */
export const benchEmail = (n: number) => `bench${n}@example.com`;

/**
 * Inserts `count` verified accounts in one statement (the server's argon2id defaults, one hash
 * shared by all: hashing per row would measure argon2, not the seed).
 */
export async function seedUsers(sql: SqlRunner, count: number): Promise<void> {
  const passwordHash = await hash(BENCH_PASSWORD);
  await sql(
    `insert into users (email, email_normalized, email_verified_at, password_hash, full_name)
     select 'bench' || n || '@example.com', 'bench' || n || '@example.com', now(), $1, 'Bench ' || n
     from generate_series(1, ${Math.trunc(count)}) as n`,
    [passwordHash],
  );
}

export type BenchSession = {
  accessToken: string;
  refreshToken: string;
  /** What a signed-in request carries. */
  headers: { authorization: string };
};

/** Signs a seeded account in through the API, the one way to get a session the server trusts. */
export async function signIn(baseUrl: string, n = 1): Promise<BenchSession> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: benchEmail(n), password: BENCH_PASSWORD }),
  });
  if (!response.ok) {
    throw new Error(
      `signing in ${benchEmail(n)} answered ${response.status}: ${await response.text()}`,
    );
  }
  const { accessToken, refreshToken } = (await response.json()) as {
    accessToken: string;
    refreshToken: string;
  };
  return { accessToken, refreshToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/**
 * Access tokens of seeded accounts 1 to `count`, in order, signed in `concurrency` at a time
 * (each sign-in is an argon2id verification: a few at a time, not all at once).
 */
export async function signInAll(
  baseUrl: string,
  count: number,
  concurrency = 4,
): Promise<string[]> {
  const tokens: string[] = new Array<string>(count);
  let next = 0;
  const lane = async () => {
    for (let n = next++; n < count; n = next++) {
      tokens[n] = (await signIn(baseUrl, n + 1)).accessToken;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, lane));
  return tokens;
}
