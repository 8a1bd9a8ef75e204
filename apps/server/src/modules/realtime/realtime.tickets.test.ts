import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { manualClock } from '../../lib/clock';
import { openRedis } from '../../lib/redis';
import {
  createMemoryTicketStore,
  createRedisTicketStore,
  type TicketStore,
} from './realtime.tickets';

const holder = { userId: 'u1', name: 'Ada', sessionId: 's1', sessionVersion: 3 };

function behavesLikeATicketStore(
  make: (clock: ReturnType<typeof manualClock>) => Promise<TicketStore>,
) {
  it('redeems a ticket once, for whom it was issued', async () => {
    const store = await make(manualClock());
    const ticket = await store.issue(holder);
    expect(ticket).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const racing = await Promise.all([store.redeem(ticket), store.redeem(ticket)]);
    expect(racing.filter(Boolean)).toEqual([holder]);
    expect(await store.redeem(ticket)).toBeNull();
  });

  it('refuses a ticket after its time and one never issued', async () => {
    const clock = manualClock();
    const store = await make(clock);
    const ticket = await store.issue(holder);
    clock.advance(30_001);
    expect(await store.redeem(ticket)).toBeNull();
    expect(await store.redeem('made-up')).toBeNull();
  });
}

describe('memory ticket store', () => {
  behavesLikeATicketStore(async (clock) => createMemoryTicketStore(clock, 30_000));
});

describe.runIf(process.env.TEST_REDIS_URL)('Redis ticket store', () => {
  const opened: ReturnType<typeof openRedis>[] = [];
  afterAll(() => Promise.all(opened.map((redis) => redis.close())));
  behavesLikeATicketStore(async (clock) => {
    const redis = openRedis(process.env.TEST_REDIS_URL!);
    opened.push(redis);
    await redis.ready();
    const prefix = `qa-test-${randomBytes(6).toString('hex')}:`;
    return createRedisTicketStore(redis.client, prefix, clock, 30_000);
  });
});
