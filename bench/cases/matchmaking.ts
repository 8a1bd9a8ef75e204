// Quick Match under a crowd: 2,000 players queue in one category within 10 seconds, through the
// API as the web client does (find, then the search's state). Their ratings are seeded spread
// around a new player's (most near 1000, a few far out), so the queue's widening gap matters.
// Time to match is the server's own: from the search's `queued_at` to the match's `matched_at`;
// the spread is the rating gap between the two players of each match.
import { allowedGap, displayRating, conservativeRating } from '@quizarena/contracts';
import { seedUsers, signInAll } from '../harness/accounts';
import { startApp, type SqlRunner } from '../harness/app-server';
import type { BenchCase, BenchContext, Figure } from '../harness/types';

const FULL = { players: 2_000, queueSeconds: 10, maxWaitSeconds: 60 };
const SMOKE = { players: 8, queueSeconds: 1, maxWaitSeconds: 5 };
type Config = typeof FULL;

const CONCURRENCY = 32;
const POLL_MS = 1_000;
const MATCH_P99_TARGET_MS = 5_000;

type Search = { n: number; token: string; queuedAt: number; rating: number };
type Ended =
  | { status: 'matched'; game_id: string; matched_at: string; opponents: { rating: number }[] }
  | { status: 'timed_out' }
  | { status: 'searching' | 'idle' };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Ratings around 1000: a deterministic spread (a sum of uniforms, roughly normal, sd ~ 240 on
 * the display scale), each with a settled sigma, in the category the players queue in.
 */
function muOf(n: number): number {
  let sum = 0;
  for (let k = 1; k <= 4; k += 1) sum += ((n * 7919 * k) % 1000) / 1000;
  return 25 + (sum - 2) * 10.4;
}

async function seed(sql: SqlRunner, config: Config): Promise<string> {
  await seedUsers(sql, config.players);
  const [category] = await sql(
    `select t.category_id from questions q join topics t on t.id = q.topic_id
     where q.is_active group by t.category_id order by count(*) desc limit 1`,
  );
  const categoryId = String(category!.category_id);
  const users = await sql(
    `select id, substring(email_normalized from 'bench([0-9]+)@')::int as n
     from users where email_normalized like 'bench%@example.com'`,
  );
  const sigma = 3;
  for (const user of users) {
    const mu = muOf(Number(user.n));
    await sql(
      `insert into skill_ratings (user_id, category_id, mu, sigma, conservative, games, updated_at)
       values ($1, $2, $3, $4, $5, 20, now())`,
      [String(user.id), categoryId, mu, sigma, conservativeRating(mu, sigma)],
    );
  }
  return categoryId;
}

async function call(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return ((await response.json()) as { data: unknown }).data;
}

/** Runs `work` on each item, `CONCURRENCY` at a time. */
async function inLanes<T>(items: T[], work: (item: T) => Promise<void>) {
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < items.length; index = next++) await work(items[index]!);
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))]!;

const matchmaking: BenchCase = {
  name: 'matchmaking',
  description:
    'Quick Match: 2,000 players queuing in one category within 10 s; time to match p50/p99 and the rating spread of each match',
  keyFigures: ['players matched'],
  async run(context: BenchContext) {
    const config: Config = context.smoke ? SMOKE : FULL;
    let categoryId = '';
    const app = await startApp(context, {
      seed: async (sql) => {
        categoryId = await seed(sql, config);
      },
    });
    try {
      const tokens = await signInAll(app.baseUrl, config.players);
      // Each player queues at its own moment within the window, in a shuffled order.
      const order = tokens.map((token, index) => ({
        n: index + 1,
        token,
        at: ((index * 7_919) % config.players) / config.players,
      }));
      const started = performance.now();
      const searches: Search[] = [];
      await inLanes(order, async (player) => {
        const due = player.at * config.queueSeconds * 1000 - (performance.now() - started);
        if (due > 0) await sleep(due);
        const state = (await call(app.baseUrl, player.token, 'POST', '/api/matchmaking/find', {
          category: categoryId,
          max_wait_time: config.maxWaitSeconds,
        })) as { queued_at: string; rating: number };
        searches.push({
          n: player.n,
          token: player.token,
          queuedAt: Date.parse(state.queued_at),
          rating: state.rating,
        });
      });
      const queuedIn = (performance.now() - started) / 1000;

      // Each search's end, read until every one ended (a reload's read; kept two minutes).
      const ended = new Map<number, Ended>();
      const deadline = performance.now() + (config.maxWaitSeconds + 10) * 1000;
      while (ended.size < searches.length && performance.now() < deadline) {
        await inLanes(
          searches.filter((search) => !ended.has(search.n)),
          async (search) => {
            const state = (await call(
              app.baseUrl,
              search.token,
              'GET',
              '/api/matchmaking/active',
            )) as Ended;
            if (state.status === 'matched' || state.status === 'timed_out')
              ended.set(search.n, state);
          },
        );
        if (ended.size < searches.length) await sleep(POLL_MS);
      }

      const waits: number[] = [];
      const spreads = new Map<string, number>();
      const gapsAllowed = new Map<string, number>();
      let timedOut = 0;
      for (const search of searches) {
        const end = ended.get(search.n);
        if (end?.status === 'timed_out') timedOut += 1;
        if (end?.status !== 'matched') continue;
        const wait = Date.parse(end.matched_at) - search.queuedAt;
        waits.push(wait);
        const gap = Math.abs(search.rating - end.opponents[0]!.rating);
        spreads.set(end.game_id, gap);
        gapsAllowed.set(
          end.game_id,
          Math.max(gapsAllowed.get(end.game_id) ?? 0, allowedGap(wait / 1000)),
        );
      }
      waits.sort((a, b) => a - b);
      const spreadList = [...spreads.values()].sort((a, b) => a - b);
      const beyond = [...spreads].filter(([game, gap]) => gap > gapsAllowed.get(game)!).length;
      const figures: Figure[] = [
        { name: 'players queued', value: searches.length, unit: 'count' },
        { name: 'queued within', value: Math.round(queuedIn * 10) / 10, unit: 's' },
        { name: 'players matched', value: waits.length, unit: 'count' },
        { name: 'matches', value: spreads.size, unit: 'count' },
        { name: 'searches run out (Practice Bot offered)', value: timedOut, unit: 'count' },
        { name: 'time to match p50', value: percentile(waits, 0.5), unit: 'ms' },
        {
          name: 'time to match p99',
          value: percentile(waits, 0.99),
          unit: 'ms',
          target: `<= ${MATCH_P99_TARGET_MS} ms`,
          meets: percentile(waits, 0.99) <= MATCH_P99_TARGET_MS,
        },
        { name: 'rating spread per match p50', value: percentile(spreadList, 0.5), unit: 'points' },
        {
          name: 'rating spread per match p99',
          value: percentile(spreadList, 0.99),
          unit: 'points',
        },
        { name: 'rating spread per match max', value: spreadList.at(-1) ?? 0, unit: 'points' },
        {
          name: 'matches beyond their allowed gap',
          value: beyond,
          unit: 'count',
          target: '0',
          meets: beyond === 0,
        },
      ];
      const ratings = searches.map((search) => search.rating).sort((a, b) => a - b);
      return {
        figures,
        notes: [
          `Ratings queued (display scale): p1 ${percentile(ratings, 0.01)}, p50 ${percentile(ratings, 0.5)}, p99 ${percentile(ratings, 0.99)}; a new player is ${displayRating(25)}.`,
          'Rounds run every 500 ms on the instance; each match opens a live game (questions drawn, seats, lease, first save) that nobody joins here, so each is cancelled after its 20-second arrival wait.',
          'Time to match is measured on the server clock, from the search’s queued_at to the match’s matched_at; the allowed gap is that of the longer waiter of the pair.',
        ],
      };
    } finally {
      await app.stop();
    }
  },
};

export default matchmaking;
