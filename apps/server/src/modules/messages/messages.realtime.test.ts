import type { RealtimeServerMessage } from '@quizarena/contracts';
import { describe, expect, it } from 'vitest';
import {
  listeningSuiteApp,
  openSocket,
  subscribe,
  type TestSocket,
} from '../../test/socket-helpers';
import { befriend, call, directBetween, player, send } from './messages.test-helpers';

const inbox = (userId: string) => `user:${userId}:inbox`;
const typing = (conversationId: string) => `conversation:${conversationId}:typing`;

/** The data of the first `message` frame on `channel` whose data passes `match`. */
async function published(
  socket: TestSocket,
  channel: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- frames are read loosely here
  match: (data: any) => boolean = () => true,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
): Promise<any> {
  const frame = await socket.waitFor(
    (message: RealtimeServerMessage) =>
      message.event === 'message' &&
      message.payload.channel === channel &&
      match(message.payload.data),
  );
  return frame.event === 'message' ? frame.payload.data : undefined;
}

describe('messages over the realtime socket', () => {
  const suite = listeningSuiteApp();

  it('brings each participant their own copy on their inbox, and receipts back to the sender', async () => {
    const { app, host } = suite;
    const kid = await player(app, {
      name: 'Bart Young',
      user_type: 'student',
      birth_year: new Date().getUTCFullYear() - 14,
    });
    const ada = await player(app, { name: 'Ada Lovelace' });
    await befriend(app.database.db, kid.id, ada.id);
    const id = await directBetween(app, ada, kid);
    const kidSocket = await openSocket(app, host, kid.headers);
    const adaSocket = await openSocket(app, host, ada.headers);
    expect(await subscribe(kidSocket, inbox(kid.id))).toMatchObject({ event: 'subscribed' });
    expect(await subscribe(adaSocket, inbox(ada.id))).toMatchObject({ event: 'subscribed' });

    const sent = await send(app, ada, id, 'fuck, good game');
    const kidCopy = await published(kidSocket, inbox(kid.id), (data) => data.type === 'message');
    expect(kidCopy.message).toMatchObject({
      id: sent.id,
      conversation_id: id,
      content: '****, good game',
      is_read: false,
      sender: { user_id: ada.id, name: 'Ada Lovelace' },
    });
    const adaCopy = await published(adaSocket, inbox(ada.id), (data) => data.type === 'message');
    expect(adaCopy.message).toMatchObject({
      id: sent.id,
      content: 'fuck, good game',
      status: 'sent',
    });

    await call(app, kid, 'POST', `/api/social/conversations/${id}/read`, {
      up_to_message_id: sent.id,
    });
    const receipt = await published(adaSocket, inbox(ada.id), (data) => data.type === 'receipt');
    expect(receipt).toMatchObject({
      conversation_id: id,
      user_id: kid.id,
      read_up_to: kidCopy.message.created_at,
      delivered_up_to: kidCopy.message.created_at,
    });

    // Someone else's inbox is not found, as every channel of another user's.
    const stranger = await subscribe(kidSocket, inbox(ada.id));
    expect(stranger).toMatchObject({ event: 'error', payload: { code: 'NOT_FOUND' } });
    kidSocket.ws.close();
    adaSocket.ws.close();
  });

  it('relays typing to the participants, with the name the others are shown, and hides the channel from anyone else', async () => {
    const { app, host } = suite;
    const ada = await player(app, { name: 'Ada Lovelace' });
    const kid = await player(app, {
      name: 'Bart Young',
      user_type: 'student',
      birth_year: new Date().getUTCFullYear() - 14,
    });
    const eve = await player(app, { name: 'Eve Stranger' });
    await befriend(app.database.db, kid.id, ada.id);
    const id = await directBetween(app, ada, kid);
    const adaSocket = await openSocket(app, host, ada.headers);
    const kidSocket = await openSocket(app, host, kid.headers);
    const eveSocket = await openSocket(app, host, eve.headers);
    expect(await subscribe(adaSocket, typing(id))).toMatchObject({ event: 'subscribed' });
    expect(await subscribe(kidSocket, typing(id))).toMatchObject({ event: 'subscribed' });
    expect(await subscribe(eveSocket, typing(id))).toMatchObject({
      event: 'error',
      payload: { code: 'NOT_FOUND' },
    });
    eveSocket.send({
      event: 'broadcast',
      payload: { channel: typing(id), data: { is_typing: true }, ref: 'e1' },
    });
    expect(
      await eveSocket.waitFor((m) => m.event === 'error' && m.payload.ref === 'e1'),
    ).toMatchObject({ payload: { code: 'NOT_FOUND' } });

    kidSocket.send({
      event: 'broadcast',
      payload: { channel: typing(id), data: { is_typing: true } },
    });
    const event = await published(adaSocket, typing(id));
    expect(event).toMatchObject({
      conversation_id: id,
      user_id: kid.id,
      name: 'Bart Y.',
      is_typing: true,
    });

    kidSocket.send({
      event: 'broadcast',
      payload: { channel: typing(id), data: { is_typing: 'yes', extra: 1 }, ref: 'k2' },
    });
    expect(
      await kidSocket.waitFor((m) => m.event === 'error' && m.payload.ref === 'k2'),
    ).toMatchObject({ payload: { code: 'VALIDATION_FAILED' } });
    for (const socket of [adaSocket, kidSocket, eveSocket]) socket.ws.close();
  });
});
