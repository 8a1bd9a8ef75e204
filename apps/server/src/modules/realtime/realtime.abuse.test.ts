import { describe, expect, it } from 'vitest';
import { REALTIME_CLOSE, REALTIME_PATH, REALTIME_RATE_BURST } from '@quizarena/contracts';
import { signUp } from '../../test/auth-helpers';
import {
  TEST_ORIGIN,
  collectFor,
  connect,
  listeningSuiteApp,
  openSocket,
  refusedHandshake,
  subscribe,
  ticketFor,
} from '../../test/socket-helpers';

/** Battery row "socket abuse": flood 1008, oversize 1009, bad origin and reused ticket refused. */
describe('socket abuse (battery)', () => {
  const suite = listeningSuiteApp();

  const url = (ticket: string) => `ws://${suite.host}${REALTIME_PATH}?ticket=${ticket}`;

  it('refuses a ticket the second time, on this or any socket', async () => {
    const player = await signUp(suite.app);
    const ticket = await ticketFor(suite.app, player.headers);
    const socket = await connect(suite.host, ticket);
    expect(await refusedHandshake(url(ticket), { origin: TEST_ORIGIN })).toMatchObject({
      status: 401,
    });
    socket.ws.close();
  });
  it('refuses an origin outside the allowlist, or none, before spending the ticket', async () => {
    const player = await signUp(suite.app);
    const ticket = await ticketFor(suite.app, player.headers);
    for (const origin of ['https://evil.example', undefined]) {
      const refused = await refusedHandshake(url(ticket), origin ? { origin } : {});
      expect(refused.status).toBe(403);
    }
    // The ticket is still good for the real page.
    const socket = await connect(suite.host, ticket);
    socket.ws.close();
  });
  it(`closes with 1008 beyond a burst of ${REALTIME_RATE_BURST} messages`, async () => {
    const player = await signUp(suite.app);
    const socket = await openSocket(suite.app, suite.host, player.headers);
    for (let index = 0; index < REALTIME_RATE_BURST; index += 1)
      socket.send({ event: 'unsubscribe', payload: { channel: 'leaderboard:global:update' } });
    await collectFor(socket, 100, () => true);
    expect(socket.ws.readyState).toBe(socket.ws.OPEN);
    for (let index = 0; index < 10; index += 1)
      socket.send({ event: 'unsubscribe', payload: { channel: 'leaderboard:global:update' } });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.policyViolation);
  });
  it('closes with 1009 on a frame over 64 KiB', async () => {
    const player = await signUp(suite.app);
    const socket = await openSocket(suite.app, suite.host, player.headers);
    socket.send({
      event: 'broadcast',
      payload: { channel: 'leaderboard:global:update', data: 'x'.repeat(70 * 1024) },
    });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.messageTooBig);
    // The server is fine: a new socket works.
    const again = await openSocket(suite.app, suite.host, player.headers);
    again.ws.close();
  });

  it('closes a flooding socket without holding up anyone else', async () => {
    const flooder = await signUp(suite.app);
    const neighbour = await signUp(suite.app);
    const flood = await openSocket(suite.app, suite.host, flooder.headers);
    const calm = await openSocket(suite.app, suite.host, neighbour.headers);
    await subscribe(calm, 'leaderboard:global:update');
    for (let index = 0; index < 1_000; index += 1) flood.send('{"event":"flood"');
    expect((await flood.closed).code).toBe(REALTIME_CLOSE.policyViolation);
    suite.app.realtime.publish(
      { kind: 'leaderboard', scope: 'global' },
      { scope: 'global', updated_at: new Date().toISOString() },
    );
    await calm.waitFor((message) => message.event === 'message', 1_000);
    calm.ws.close();
  });

  it('closes with 1009 on a 1 MiB frame', async () => {
    const player = await signUp(suite.app);
    const socket = await openSocket(suite.app, suite.host, player.headers);
    socket.ws.send(Buffer.alloc(1024 * 1024, 0x20), { binary: false });
    expect((await socket.closed).code).toBe(REALTIME_CLOSE.messageTooBig);
  });
});
