import { hash } from '@node-rs/argon2';
import { startApp } from '../harness/app-server';
import { runHttpLoad } from '../harness/http-load';
import type { BenchCase } from '../harness/types';

const PASSWORD = 'bench passphrase for sign-in';
const USERS = 50;

/** Sign-ins per second with real argon2id verification, and what an attacker gets. */
const authLogin: BenchCase = {
  name: 'auth-login',
  description:
    'password sign-ins per second (argon2id included); wrong-password floods against one account',
  async run(options) {
    const passwordHash = await hash(PASSWORD);
    const app = await startApp(options, {
      seed: async (sql) => {
        await sql(
          `insert into users (email, email_normalized, email_verified_at, password_hash, full_name)
           select 'bench' || n || '@example.com', 'bench' || n || '@example.com', now(), $1, 'Bench ' || n
           from generate_series(1, ${USERS}) as n`,
          [passwordHash],
        );
      },
    });
    try {
      const headers = { 'content-type': 'application/json' };
      const body = (password: string) => JSON.stringify({ email: 'bench1@example.com', password });
      const signIns = await runHttpLoad({
        url: `${app.baseUrl}/api/auth/login`,
        method: 'POST',
        body: body(PASSWORD),
        headers,
        connections: 8,
        durationSeconds: options.durationSeconds,
      });
      const attack = await runHttpLoad({
        url: `${app.baseUrl}/api/auth/login`,
        method: 'POST',
        body: JSON.stringify({ email: 'bench2@example.com', password: 'wrong guess' }),
        headers,
        connections: 8,
        durationSeconds: options.durationSeconds,
      });
      const refusedShare = attack.requests === 0 ? 0 : attack.non2xx / attack.requests;
      return {
        figures: [
          {
            name: 'sign-ins/s (argon2id m=19 MiB, t=2)',
            value: signIns.requestsPerSecond,
            unit: 'req/s',
          },
          { name: 'sign-in p50', value: signIns.latencyMs.p50, unit: 'ms' },
          { name: 'sign-in p99', value: signIns.latencyMs.p99, unit: 'ms' },
          { name: 'sign-in failures', value: signIns.errors + signIns.non2xx, unit: 'count' },
          { name: 'attack attempts answered', value: attack.requests, unit: 'count' },
          { name: 'attack attempts refused (401 or 429)', value: refusedShare * 100, unit: '%' },
          {
            name: 'attack p50 (throttled answers, no hash)',
            value: attack.latencyMs.p50,
            unit: 'ms',
          },
        ],
        notes: [
          `One account signs in over and over (${USERS} seeded); each sign-in creates a session.`,
          `Sign-in answers by status: ${JSON.stringify(signIns.statusCodes)}; attack answers by status: ${JSON.stringify(attack.statusCodes)}.`,
          'The attack is one account with a wrong password from one address: after five evaluated failures every answer is a 429 decided before any hash, so its latency is that of a plain request.',
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default authLogin;
