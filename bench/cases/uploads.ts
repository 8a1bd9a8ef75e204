import { seedUsers, signIn, type BenchSession } from '../harness/accounts';
import { startApp } from '../harness/app-server';
import { stripedPng } from '../harness/png';
import { readFileSync } from 'node:fs';
import { rssBytes } from '../harness/proc-stats';
import type { BenchCase } from '../harness/types';

const PARALLEL = 6;
/** What the server must come back under once the uploads are done. */
const TARGET_MB = 300;
const MB = 1024 * 1024;

/** The process's children (the server's image processes), from /proc; none where it is not there. */
function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The server's RSS once it stops moving: sampled every 250 ms until the last `quietMs` stayed
 * within 2 MB, or `maxMs` passed (then the last sample).
 */
async function settledRss(pid: number, quietMs: number, maxMs: number): Promise<number> {
  const samples: { at: number; rss: number }[] = [];
  const started = performance.now();
  for (;;) {
    const now = performance.now();
    samples.push({ at: now, rss: rssBytes(pid) ?? 0 });
    const window = samples.filter((sample) => sample.at >= now - quietMs);
    const values = window.map((sample) => sample.rss);
    const steady = now - started >= quietMs && Math.max(...values) - Math.min(...values) <= 2 * MB;
    if (steady || now - started >= maxMs) return samples.at(-1)!.rss;
    await sleep(250);
  }
}

async function uploadAvatar(
  baseUrl: string,
  session: BenchSession,
  image: Buffer,
): Promise<number> {
  const form = new FormData();
  form.append('path', 'avatars');
  form.append('file', new Blob([image], { type: 'image/png' }), 'big.png');
  const response = await fetch(`${baseUrl}/api/uploads`, {
    method: 'POST',
    headers: session.headers,
    body: form,
  });
  await response.arrayBuffer();
  return response.status;
}

/** Six players upload a 40-megapixel avatar at once: how far the server's memory goes, and back. */
const uploads: BenchCase = {
  name: 'uploads',
  description: `${PARALLEL} parallel 40-megapixel PNG avatar uploads: the server's peak RSS and its RSS once settled`,
  keyFigures: ['RSS before', 'peak RSS', 'RSS after (settled)', 'uploads accepted'],
  async run(context) {
    // Smoke: the same path on a 2-megapixel image, so the run stays short.
    const [width, height] = context.smoke ? [2000, 1000] : [8000, 5000];
    const image = await stripedPng(width, height);
    const app = await startApp(context, {
      seed: async (sql) => seedUsers(sql, PARALLEL),
    });
    try {
      const sessions: BenchSession[] = [];
      for (let n = 1; n <= PARALLEL; n += 1) sessions.push(await signIn(app.baseUrl, n));
      const pid = app.pid();
      const before = await settledRss(pid, 1_000, context.smoke ? 3_000 : 10_000);
      let peak = before;
      let peakWithChildren = before;
      let children = 0;
      const seen = new Set<number>();
      const sampler = setInterval(() => {
        const own = rssBytes(pid) ?? 0;
        const kids = childrenOf(pid);
        for (const kid of kids) seen.add(kid);
        children = Math.max(children, kids.length);
        peak = Math.max(peak, own);
        peakWithChildren = Math.max(
          peakWithChildren,
          own + kids.reduce((sum, kid) => sum + (rssBytes(kid) ?? 0), 0),
        );
      }, 10);
      const started = performance.now();
      const statuses = await Promise.all(
        sessions.map((session) => uploadAvatar(app.baseUrl, session, image)),
      );
      const elapsedMs = performance.now() - started;
      clearInterval(sampler);
      peak = Math.max(peak, rssBytes(pid) ?? 0);
      const after = await settledRss(pid, 2_000, context.smoke ? 4_000 : 30_000);
      const accepted = statuses.filter((status) => status === 200 || status === 201).length;
      return {
        figures: [
          { name: 'RSS before', value: before / MB, unit: 'MB' },
          { name: 'peak RSS', value: peak / MB, unit: 'MB' },
          {
            name: 'peak RSS with image processes',
            value: peakWithChildren / MB,
            unit: 'MB',
          },
          {
            name: 'RSS after (settled)',
            value: after / MB,
            unit: 'MB',
            target: `< ${TARGET_MB} MB`,
            meets: after / MB < TARGET_MB,
          },
          {
            name: 'uploads accepted',
            value: accepted,
            unit: 'uploads',
            target: `${PARALLEL}`,
            meets: accepted === PARALLEL,
          },
          {
            name: 'RSS growth (after - before, 0 if lower)',
            value: Math.max(0, after - before) / MB,
            unit: 'MB',
          },
          { name: 'all uploads done in', value: elapsedMs, unit: 'ms' },
        ],
        notes: [
          `${PARALLEL} signed-in players each POST /api/uploads at once with the same ${width} x ${height} PNG (${(image.length / 1024).toFixed(0)} kB, diagonal stripes; PNG has no shrink-on-load, so every pixel is decoded). RSS is the server process's VmRSS from /proc: before (settled after sign-in), the peak sampled every 10 ms while the uploads ran, and after, once it moved less than 2 MB in 2 s (or after 30 s).`,
          `Statuses: ${statuses.join(', ')}. The server ran ${seen.size} image processes, at most ${children} at once (seen every 10 ms); "peak RSS with image processes" adds theirs to the server's.`,
          ...(context.databaseUrl
            ? []
            : [
                'On PGlite the embedded database lives in the server process and holds most of "RSS before" by itself; the uploads\' own cost is "RSS growth". On PostgreSQL (BENCH_DATABASE_URL) the server starts far lower.',
              ]),
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default uploads;
