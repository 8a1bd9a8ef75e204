import type { RealtimeServerMessage } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import { listeningSuiteApp, openSocket, subscribe } from '../../test/socket-helpers';
import { call, player, send } from '../messages/messages.test-helpers';

describe('a study group’s chat channel', () => {
  const suite = listeningSuiteApp();

  it('admits members only, posts broadcasts to the group chat, and carries its messages', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Ada Owner' });
    const bob = await player(app, { name: 'Bob Member' });
    const sid = await player(app, { name: 'Sid Stranger' });
    const made = await call(app, ada, 'POST', '/api/study-groups', { name: 'Chatty Group' });
    const group = made.body.data.group;
    await call(app, bob, 'POST', `/api/study-groups/${group.id}/join`, {});
    const channel = `study_group:${group.id}:message`;
    const adaSocket = await openSocket(app, host, ada.headers);
    const bobSocket = await openSocket(app, host, bob.headers);
    const sidSocket = await openSocket(app, host, sid.headers);
    expect(await subscribe(adaSocket, channel)).toMatchObject({ event: 'subscribed' });
    expect(await subscribe(bobSocket, channel)).toMatchObject({ event: 'subscribed' });
    expect(await subscribe(sidSocket, channel)).toMatchObject({ event: 'error' });

    const line = (message: RealtimeServerMessage) =>
      message.event === 'message' && message.payload.channel === channel;
    bobSocket.send({ event: 'broadcast', payload: { channel, data: { message: 'hi all' } } });
    const heard = await adaSocket.waitFor(line);
    expect(heard.event === 'message' && heard.payload.data).toMatchObject({
      user_id: bob.id,
      user_name: 'Bob Member',
      message: 'hi all',
    });
    // Kept in the chat's history.
    const history = await call(
      app,
      ada,
      'GET',
      `/api/social/conversations/${group.conversation_id}/messages`,
    );
    expect(history.body.data.messages.map((one: { content: string }) => one.content)).toContain(
      'hi all',
    );
    // A message sent through the messages API is published on the channel too.
    await send(app, ada, group.conversation_id, 'from the API');
    const relayed = await bobSocket.waitFor(
      (message) =>
        line(message) &&
        message.event === 'message' &&
        (message.payload.data as { message: string }).message === 'from the API',
    );
    expect(relayed.event === 'message' && relayed.payload.data).toMatchObject({
      user_id: ada.id,
      user_name: 'Ada Owner',
    });
  });
});
