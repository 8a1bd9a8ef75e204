import { describe, expect, it } from 'vitest';
import { listeningInstances, openSocket, subscribe } from '../../test/socket-helpers';
import { befriend, call, directBetween, player, send } from './messages.test-helpers';

const shared = Boolean(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL);

// Two instances behind a load balancer share the database and Redis only: a message sent
// through one must reach a socket held by the other (the inbox channel over Redis pub/sub).
describe.runIf(shared)('messages across two instances on one PostgreSQL and Redis', () => {
  const instances = listeningInstances();

  it('delivers a message sent on one instance to the recipient’s socket on the other', async () => {
    const { first, second, firstHost, secondHost } = instances;
    const ada = await player(first, { name: 'Ada Lovelace' });
    const bob = await player(first, { name: 'Bob Builder' });
    await befriend(first.database.db, ada.id, bob.id);
    const id = await directBetween(first, ada, bob);
    const socket = await openSocket(second, secondHost, bob.headers);
    expect(await subscribe(socket, `user:${bob.id}:inbox`)).toMatchObject({
      event: 'subscribed',
    });

    const sent = await send(first, ada, id, 'hello from the first instance');
    const frame = await socket.waitFor(
      (message) =>
        message.event === 'message' &&
        (message.payload.data as { type?: string }).type === 'message',
    );
    expect(frame).toMatchObject({
      payload: {
        channel: `user:${bob.id}:inbox`,
        data: { message: { id: sent.id, content: 'hello from the first instance' } },
      },
    });
    // The receipt of a read made on the second instance reaches the sender on the first.
    const adaSocket = await openSocket(first, firstHost, ada.headers);
    await subscribe(adaSocket, `user:${ada.id}:inbox`);
    const read = await call(second, bob, 'POST', `/api/social/conversations/${id}/read`);
    expect(read.body.data).toMatchObject({ unread_count: 0 });
    await adaSocket.waitFor(
      (message) =>
        message.event === 'message' &&
        (message.payload.data as { type?: string }).type === 'receipt',
    );
    socket.ws.close();
    adaSocket.ws.close();
  });
});
