import { MAX_UPLOAD_BYTES, type InboxEvent, type Message } from '@quizarena/contracts';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMediaMatches } from '../../../test/match-media';
import { createTestRealtime, flushPromises, type TestRealtime } from '../../../test/realtime';
import { fakeMessagesApi, json, refusal, type FakeMessagesApi } from '../test/fake-api';
import {
  ANA,
  attachment,
  BEN,
  CARLA,
  conversation,
  DIRECT,
  friend,
  group,
  GROUP,
  ME,
  message,
  ok,
  uuid,
} from '../test/fixtures';
import { renderMessages } from '../test/render';

let api: FakeMessagesApi;
let realtime: TestRealtime;

function serve(state: Parameters<typeof fakeMessagesApi>[0]) {
  api = fakeMessagesApi(state);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

async function openThread(id = DIRECT) {
  realtime = createTestRealtime();
  realtime.client.connect();
  await flushPromises();
  realtime.latest().accept(ME);
  const rendered = renderMessages(`/messages?conversation=${id}`, realtime.client);
  await waitFor(() =>
    expect(
      screen.queryByRole('list', { name: /^Messages with/ }) ??
        screen.queryByText('No messages yet. Say hello!'),
    ).not.toBeNull(),
  );
  return rendered;
}

/** An inbox event, then a tick for the query cache to tell the screen (it notifies on a timer). */
async function inbox(data: InboxEvent) {
  act(() =>
    realtime.latest().receive({
      event: 'message',
      payload: { channel: `user:${ME}:inbox`, data },
    }),
  );
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}
const typingFrom = (userId: string, name: string, isTyping: boolean, id = DIRECT) =>
  act(() =>
    realtime.latest().receive({
      event: 'message',
      payload: {
        channel: `conversation:${id}:typing`,
        data: {
          conversation_id: id,
          user_id: userId,
          name,
          is_typing: isTyping,
          at: new Date().toISOString(),
        },
      },
    }),
  );

const thread = () => screen.getByRole('list', { name: /^Messages with/ });
const composer = () => screen.getByRole('textbox', { name: 'Message' });
const sent = () => api.callsTo('POST', '/api/social/messages');
const itemOf = (text: string) => within(thread()).getByText(text).closest('li')!;

beforeEach(() => setMediaMatches('(min-width: 64rem)', true));
afterEach(() => {
  vi.useRealTimers();
  realtime?.client.disconnect();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
});

describe('the thread', () => {
  it('shows messages oldest first, under day headings, with the caller’s ticks in words', async () => {
    // Local noon, so 'an hour ago' is today wherever the test runs.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 18, 12, 0, 0));
    serve({
      conversations: [conversation()],
      messages: {
        [DIRECT]: [
          message(1, { created_at: new Date(Date.now() - 2 * 86_400_000).toISOString() }),
          message(2, { sender_id: ME, status: 'read', content: 'Read one' }),
          message(3, { sender_id: ME, status: 'delivered', content: 'Delivered one' }),
          message(4, { message_type: 'system', sender_id: null, content: 'Ana Ruiz joined' }),
        ],
      },
    });
    await openThread();
    const items = within(thread()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Monday, March 16',
      expect.stringContaining('Message 1'),
      'Today',
      expect.stringContaining('Read one'),
      expect.stringContaining('Delivered one'),
      'Ana Ruiz joined',
    ]);
    expect(within(thread()).getAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(within(itemOf('Read one')).getByText('Read')).toBeInTheDocument();
    expect(within(itemOf('Delivered one')).getByText('Delivered')).toBeInTheDocument();
    // Others' messages carry no tick.
    expect(within(itemOf('Message 1')).queryByText(/^(Sent|Delivered|Read)$/)).toBeNull();
  });

  it('words a system line from its event in the reader’s language', async () => {
    serve({
      conversations: [group()],
      messages: {
        [GROUP]: [
          message(1, {
            conversation_id: GROUP,
            message_type: 'system',
            sender_id: null,
            content: 'Ana Ruiz left the chat',
            metadata: { system: { event: 'left', user_id: ANA, name: 'Ana Ruiz' } },
          }),
        ],
      },
    });
    await openThread(GROUP);
    expect(within(thread()).getByText('Ana Ruiz left the conversation')).toBeInTheDocument();
    expect(within(thread()).queryByText('Ana Ruiz left the chat')).not.toBeInTheDocument();
  });

  it('names senders in a group once for each run of their messages', async () => {
    serve({
      conversations: [group()],
      messages: {
        [GROUP]: [
          message(1, { conversation_id: GROUP }),
          message(2, { conversation_id: GROUP }),
          message(3, { conversation_id: GROUP, sender_id: BEN }),
          message(4, { conversation_id: GROUP, sender_id: ME }),
        ],
      },
    });
    await openThread(GROUP);
    expect(within(thread()).getAllByText('Ana Ruiz')).toHaveLength(1);
    expect(within(thread()).getAllByText('Ben Okafor')).toHaveLength(1);
    expect(within(itemOf('Message 1')).getByText('Ana Ruiz')).toBeInTheDocument();
    expect(within(itemOf('Message 2')).queryByText('Ana Ruiz')).toBeNull();
  });

  it('shows an image’s thumbnail linking to the full picture, a video with controls, a file card', async () => {
    serve({
      conversations: [conversation()],
      messages: {
        [DIRECT]: [
          message(1, {
            content: '',
            attachment: attachment({
              id: uuid(70_002),
              kind: 'image',
              name: 'cat.png',
              mime_type: 'image/png',
              url: '/full/cat.png',
              thumbnail_url: '/thumb/cat.png',
              width: 640,
              height: 480,
            }),
          }),
          message(2, {
            content: '',
            attachment: attachment({
              id: uuid(70_003),
              kind: 'video',
              name: 'goal.mp4',
              mime_type: 'video/mp4',
              url: '/full/goal.mp4',
            }),
          }),
          message(3, { content: 'The notes', attachment: attachment() }),
        ],
      },
    });
    await openThread();
    const image = screen.getByRole('img', { name: 'Image: cat.png' });
    expect(image).toHaveAttribute('src', '/thumb/cat.png');
    expect(image.closest('a')).toHaveAttribute('href', '/full/cat.png');
    const video = screen.getByLabelText('Video: goal.mp4');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    const file = screen.getByRole('link', { name: /notes\.pdf/ });
    expect(file).toHaveAttribute('download', 'notes.pdf');
    expect(file).toHaveAttribute('href', attachment().url);
    expect(file).toHaveTextContent('2.3 MB');
  });

  it('shows a message a moderator removed as a line saying so, with nothing to reply to or report', async () => {
    serve({
      conversations: [conversation()],
      messages: {
        [DIRECT]: [
          message(1),
          message(2, { content: '', attachment: null, removed: true }),
          message(3, {
            reply_to: { id: message(2).id, sender_name: 'Ana Ruiz', content: '', removed: true },
          }),
        ],
      },
    });
    await openThread();
    // The reply quoting it says it was removed, not 'Attachment'.
    const quote = within(thread()).getByText('In reply to').closest('blockquote')!;
    expect(quote).toHaveTextContent('Message removed by a moderator');
    expect(quote).not.toHaveTextContent('Attachment');
    const removed = within(thread())
      .getAllByText('Message removed by a moderator')
      .find((line) => line.tagName === 'P')!;
    expect(removed).toHaveClass('italic');
    const item = removed.closest('li')!;
    expect(item).toHaveAttribute('data-message-id', message(2).id);
    expect(within(item).queryByRole('button')).toBeNull();
    // The other messages keep their buttons.
    expect(screen.getAllByRole('button', { name: 'Reply to Ana Ruiz' })).toHaveLength(2);
  });

  it('shows a message whose sender deleted their account as "Deleted message", with no buttons', async () => {
    serve({
      conversations: [conversation()],
      messages: {
        [DIRECT]: [
          message(1),
          message(2, {
            content: '',
            attachment: null,
            sender_id: null,
            sender: null,
            deleted: true,
          }),
        ],
      },
    });
    await openThread();
    const deleted = within(thread()).getByText('Deleted message');
    expect(deleted).toHaveClass('italic');
    const item = deleted.closest('li')!;
    expect(item).toHaveAttribute('data-message-id', message(2).id);
    expect(within(item).queryByRole('button')).toBeNull();
  });

  it('loads the page before the oldest message when scrolled to the top', async () => {
    const all = Array.from({ length: 60 }, (_, index) => message(index + 1));
    serve({ conversations: [conversation()], messages: { [DIRECT]: all } });
    await openThread();
    expect(screen.queryByText('Message 10')).not.toBeInTheDocument();
    expect(screen.getByText('Message 11')).toBeInTheDocument();

    fireEvent.scroll(thread().parentElement!);
    expect(await screen.findByText('Message 10')).toBeInTheDocument();
    expect(screen.getByText('Message 1')).toBeInTheDocument();
    expect(
      api.callsTo('GET', `/api/social/conversations/${DIRECT}/messages`).map((c) => c.path),
    ).toEqual([
      `/api/social/conversations/${DIRECT}/messages?limit=50`,
      `/api/social/conversations/${DIRECT}/messages?limit=50&before=${all[10]!.id}`,
    ]);
    // Nothing older: no more to ask for.
    expect(screen.queryByRole('button', { name: 'Earlier messages' })).not.toBeInTheDocument();
    fireEvent.scroll(thread().parentElement!);
    expect(api.callsTo('GET', `/api/social/conversations/${DIRECT}/messages`)).toHaveLength(2);
  });
});

describe('the composer', () => {
  beforeEach(() =>
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } }),
  );

  it('sends on Enter, adds a line on Shift+Enter and ignores a blank message', async () => {
    await openThread();
    await userEvent.type(composer(), '   {Enter}');
    expect(sent()).toHaveLength(0);
    await userEvent.clear(composer());

    await userEvent.type(composer(), 'First line{Shift>}{Enter}{/Shift}second line');
    expect(composer()).toHaveValue('First line\nsecond line');
    expect(sent()).toHaveLength(0);
    await userEvent.type(composer(), '{Enter}');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toEqual({
      conversation_id: DIRECT,
      content: 'First line\nsecond line',
      reply_to: null,
      attachment_id: null,
      client_id: expect.any(String),
    });
    expect(composer()).toHaveValue('');
    expect(composer()).toHaveAttribute('maxlength', '4000');
  });

  it('shows the message at once, then as sent, once', async () => {
    let answer: (response: Response) => void = () => {};
    api.on(
      'POST',
      /^\/api\/social\/messages$/,
      () => new Promise<Response>((resolve) => (answer = resolve)),
    );
    await openThread();
    await userEvent.type(composer(), 'Hello there{Enter}');
    const item = itemOf('Hello there');
    expect(within(item).getByText('Sending')).toBeInTheDocument();
    const { client_id } = sent()[0]!.body as { client_id: string };

    // The socket's copy may come first; the message still shows once.
    const stored = message(2, {
      id: uuid(200_001),
      sender_id: ME,
      content: 'Hello there',
      client_id,
    });
    await inbox({ type: 'message', message: stored });
    act(() => answer(json(ok({ message: stored }), 201)));
    await waitFor(() =>
      expect(within(itemOf('Hello there')).getByText('Sent')).toBeInTheDocument(),
    );
    expect(within(thread()).getAllByText('Hello there')).toHaveLength(1);
  });

  it('takes back a refused message and says why, in the server’s words', async () => {
    api.on('POST', /^\/api\/social\/messages$/, () =>
      refusal(403, 'You cannot send messages to this player', 'FORBIDDEN'),
    );
    await openThread();
    await userEvent.type(composer(), 'Too fast{Enter}');
    // The code's general text ('You are not allowed to do this.') would not say why.
    expect(await screen.findByText('You cannot send messages to this player')).toBeInTheDocument();
    expect(within(thread()).queryByText('Too fast')).not.toBeInTheDocument();
    // The words come back to the composer, to try again.
    expect(composer()).toHaveValue('Too fast');
  });

  it('uploads a chosen file, shows it, and sends it with the message', async () => {
    await openThread();
    const file = new File([new Uint8Array(3000)], 'plan.pdf', { type: 'application/pdf' });
    const input = screen.getByLabelText('Attach a file');
    expect(input).toHaveAttribute('accept', expect.stringContaining('application/pdf'));
    await userEvent.upload(input, file);

    const upload = api.callsTo('POST', '/api/uploads')[0]!.body as FormData;
    expect(upload.get('path')).toBe('messages');
    expect((upload.get('file') as File).name).toBe('plan.pdf');
    expect(await screen.findByText('plan.pdf')).toBeInTheDocument();
    expect(screen.getByText('3 kB')).toBeInTheDocument();

    // A file alone is a message.
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toMatchObject({
      content: '',
      attachment_id: '00000000-0000-4000-8000-000000080001',
    });
    expect(await screen.findByRole('link', { name: /plan\.pdf/ })).toHaveAttribute(
      'download',
      'plan.pdf',
    );
    expect(screen.queryByRole('button', { name: 'Remove plan.pdf' })).not.toBeInTheDocument();
  });

  it('lets a chosen file be removed, and says when an upload fails', async () => {
    await openThread();
    await userEvent.upload(
      screen.getByLabelText('Attach a file'),
      new File(['x'], 'a.txt', { type: 'text/plain' }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Remove a.txt' }));
    expect(screen.queryByText('a.txt')).not.toBeInTheDocument();

    api.on('POST', /^\/api\/uploads$/, () =>
      refusal(415, 'Upload failed', 'UNSUPPORTED_MEDIA_TYPE'),
    );
    await userEvent.upload(
      screen.getByLabelText('Attach a file'),
      new File(['x'], 'b.txt', { type: 'text/plain' }),
    );
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.queryByText('b.txt')).not.toBeInTheDocument();
  });

  it('reports another player’s message, never one’s own, with the reason chosen', async () => {
    api.on('POST', /^\/api\/social\/reports$/, () =>
      json(
        {
          success: true,
          data: {
            id: crypto.randomUUID(),
            status: 'pending',
            created_at: new Date().toISOString(),
          },
        },
        201,
      ),
    );
    await openThread();
    expect(screen.queryByRole('button', { name: /^Report this message from You/ })).toBeNull();
    await userEvent.click(
      screen.getAllByRole('button', { name: 'Report this message from Ana Ruiz' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Report a message from Ana Ruiz' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Spam' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(api.callsTo('POST', '/api/social/reports')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/social/reports')[0]!.body).toEqual({
      subject_type: 'message',
      subject_id: message(1).id,
      reason: 'spam',
    });
  });

  it('answers a message with Reply', async () => {
    await openThread();
    await userEvent.click(screen.getByRole('button', { name: 'Reply to Ana Ruiz' }));
    expect(screen.getByText('Replying to Ana Ruiz')).toBeInTheDocument();
    expect(composer()).toHaveFocus();
    await userEvent.type(composer(), 'Agreed{Enter}');
    await waitFor(() => expect(sent()).toHaveLength(1));
    expect(sent()[0]!.body).toMatchObject({ reply_to: message(1).id, content: 'Agreed' });
    expect(screen.queryByText('Replying to Ana Ruiz')).not.toBeInTheDocument();
    const reply = within(itemOf('Agreed')).getByRole('blockquote');
    expect(reply).toHaveTextContent('Ana Ruiz');
    expect(reply).toHaveTextContent('Message 1');
  });
});

describe('typing', () => {
  beforeEach(() =>
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } }),
  );
  const channel = `conversation:${DIRECT}:typing`;

  it('shows who else is typing, not the caller', async () => {
    await openThread();
    expect(realtime.latest().subscriptions()).toContain(`subscribe ${channel}`);
    typingFrom(ME, 'Ada Lovelace', true);
    expect(screen.queryByText(/is typing/)).not.toBeInTheDocument();
    typingFrom(ANA, 'Ana Ruiz', true);
    expect(screen.getByText('Ana Ruiz is typing…')).toBeInTheDocument();
    typingFrom(BEN, 'Ben Okafor', true);
    expect(screen.getByText('Ana Ruiz and Ben Okafor are typing…')).toBeInTheDocument();
    typingFrom(ANA, 'Ana Ruiz', false);
    typingFrom(BEN, 'Ben Okafor', false);
    expect(screen.queryByText(/typing/)).not.toBeInTheDocument();
  });

  it('says the caller is typing at most every 3 s, and stops on send and on leaving the box', async () => {
    let now = 1_000_000;
    vi.spyOn(Date, 'now').mockImplementation(() => now);
    await openThread();
    const socket = realtime.latest();
    await userEvent.type(composer(), 'Hel');
    expect(socket.broadcasts(channel)).toEqual([{ is_typing: true }]);
    now += 2_999;
    await userEvent.type(composer(), 'l');
    expect(socket.broadcasts(channel)).toHaveLength(1);
    now += 1;
    await userEvent.type(composer(), 'o');
    expect(socket.broadcasts(channel)).toEqual([{ is_typing: true }, { is_typing: true }]);
    await userEvent.type(composer(), '{Enter}');
    expect(socket.broadcasts(channel).at(-1)).toEqual({ is_typing: false });

    now += 10_000;
    await userEvent.type(composer(), 'More');
    expect(socket.broadcasts(channel).at(-1)).toEqual({ is_typing: true });
    await userEvent.tab();
    expect(socket.broadcasts(channel).at(-1)).toEqual({ is_typing: false });
  });
});

describe('live messages', () => {
  const incoming = (n: number, overrides: Partial<Message> = {}) =>
    message(n, {
      id: uuid(300_000 + n),
      created_at: new Date().toISOString(),
      is_read: false,
      ...overrides,
    });

  it('adds a message to the open thread once, marks it read and delivered', async () => {
    serve({
      conversations: [conversation(), group()],
      messages: { [DIRECT]: [message(1)] },
    });
    await openThread();
    const arrived = incoming(5, { content: 'Are you there?' });
    await inbox({ type: 'message', message: arrived });
    await inbox({ type: 'message', message: arrived });
    expect(within(thread()).getAllByText('Are you there?')).toHaveLength(1);
    expect(screen.getByText('New message from Ana Ruiz: Are you there?')).toBeInTheDocument();
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/delivered`)).toHaveLength(1),
    );
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)[0]!.body).toEqual({
      up_to_message_id: arrived.id,
    });
    // The list row shows it as the last message, without an unread count.
    const row = screen.getByRole('link', { name: /Ana Ruiz/ });
    expect(within(row).getByText('Are you there?')).toBeInTheDocument();
    expect(within(row).queryByText(/unread/)).not.toBeInTheDocument();
  });

  it('counts a message elsewhere as unread and only acknowledges its delivery', async () => {
    serve({ conversations: [conversation(), group()], messages: { [DIRECT]: [message(1)] } });
    await openThread();
    await inbox({
      type: 'message',
      message: incoming(6, { conversation_id: GROUP, sender_id: BEN, content: 'Club news' }),
    });
    const club = screen.getByRole('link', { name: /Quiz Club/ });
    expect(within(club).getByText('Ben Okafor: Club news')).toBeInTheDocument();
    expect(within(club).getByText('1 unread message')).toBeInTheDocument();
    // It moves to the top.
    expect(
      within(screen.getByRole('list', { name: 'Your conversations' })).getAllByRole('link')[0],
    ).toBe(club);
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${GROUP}/delivered`)).toHaveLength(1),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('POST', `/api/social/conversations/${GROUP}/read`)).toHaveLength(0);
  });

  it('waits for the page to be seen before marking read', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    // The delivery mark answers the count the server now holds.
    api.on('POST', /\/delivered$/, () =>
      ok({ conversation_id: DIRECT, unread_count: 1, unread_total: 1 }),
    );
    await openThread();
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    await inbox({ type: 'message', message: incoming(7, { content: 'While away' }) });
    expect(
      within(screen.getByRole('link', { name: /Ana Ruiz/ })).getByText('1 unread message'),
    ).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)).toHaveLength(0);

    visibility.mockReturnValue('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)).toHaveLength(1),
    );
    await waitFor(() =>
      expect(
        within(screen.getByRole('link', { name: /Ana Ruiz/ })).queryByText(/unread/),
      ).toBeNull(),
    );
  });

  it('sends waiting marks at once when the page closes', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    await openThread();
    await inbox({ type: 'message', message: incoming(8, { content: 'Bye' }) });
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)).toHaveLength(0);
    cleanup();
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/read`)).toHaveLength(1);
    expect(api.callsTo('POST', `/api/social/conversations/${DIRECT}/delivered`)).toHaveLength(1);
  });

  it('moves the caller’s ticks on receipts', async () => {
    serve({
      conversations: [conversation()],
      messages: {
        [DIRECT]: [
          message(1, { sender_id: ME, content: 'First', status: 'delivered' }),
          message(2, { sender_id: ME, content: 'Second', status: 'sent' }),
        ],
      },
    });
    await openThread();
    expect(within(itemOf('Second')).getByText('Sent')).toBeInTheDocument();
    await inbox({
      type: 'receipt',
      conversation_id: DIRECT,
      user_id: ANA,
      delivered_up_to: message(2).created_at,
      read_up_to: message(1).created_at,
    });
    expect(within(itemOf('First')).getByText('Read')).toBeInTheDocument();
    expect(within(itemOf('Second')).getByText('Delivered')).toBeInTheDocument();
    await inbox({
      type: 'receipt',
      conversation_id: DIRECT,
      user_id: ANA,
      delivered_up_to: message(2).created_at,
      read_up_to: new Date().toISOString(),
    });
    expect(within(itemOf('Second')).getByText('Read')).toBeInTheDocument();
  });

  it('moves presence dots, refetches a changed conversation and closes a removed one', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    const { router } = await openThread();
    const row = screen.getByRole('link', { name: /Ana Ruiz/ });
    expect(within(row).getByText('Offline')).toBeInTheDocument();
    await inbox({ type: 'presence', user_id: ANA, is_online: true, last_seen: null });
    expect(within(row).getByText('Online')).toBeInTheDocument();
    // The header says it too.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Ana Ruiz' }).parentElement,
    ).toHaveTextContent('Online');

    const before = api.callsTo('GET', `/api/social/conversations/${DIRECT}`).length;
    await inbox({ type: 'conversation', conversation_id: DIRECT, change: 'updated' });
    await waitFor(() =>
      expect(api.callsTo('GET', `/api/social/conversations/${DIRECT}`).length).toBeGreaterThan(
        before,
      ),
    );

    await inbox({ type: 'conversation', conversation_id: DIRECT, change: 'removed' });
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });
});

describe('the conversation menu', () => {
  it('mutes, pins and archives for the caller, and shows the filter as the server keeps it', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    await openThread();
    const menu = () => screen.getByRole('button', { name: 'Conversation options' });

    await userEvent.click(menu());
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Mute' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', `/api/social/conversations/${DIRECT}/settings`)).toHaveLength(1),
    );
    expect(api.callsTo('PATCH', '/api/social/conversations')[0]!.body).toEqual({ is_muted: true });
    expect(await screen.findByText('Conversation muted')).toBeInTheDocument();
    await userEvent.click(menu());
    expect(await screen.findByRole('menuitem', { name: 'Unmute' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('menuitem', { name: 'Pin' }));
    await waitFor(() =>
      expect(api.callsTo('PATCH', '/api/social/conversations').at(-1)!.body).toEqual({
        is_pinned: true,
      }),
    );

    // An under-16 account: the server keeps the filter on.
    api.on('PATCH', /\/settings$/, () =>
      ok({ conversation: conversation({ filter_enabled: true, is_muted: true, is_pinned: true }) }),
    );
    await userEvent.click(menu());
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: 'Hide rude words' }));
    await userEvent.click(menu());
    await userEvent.click(await screen.findByRole('menuitemcheckbox', { name: /Hide rude words/ }));
    expect(api.callsTo('PATCH', '/api/social/conversations').at(-1)!.body).toEqual({
      filter_enabled: false,
    });
    expect(
      await screen.findByText('Rude words stay hidden for players under 16.'),
    ).toBeInTheDocument();
    await userEvent.click(menu());
    const filter = await screen.findByRole('menuitemcheckbox', { name: /Hide rude words/ });
    expect(filter).toHaveAttribute('aria-checked', 'true');
    expect(filter).toHaveAttribute('aria-disabled', 'true');
    expect(filter).toHaveTextContent('Always on for players under 16');
  });
});

describe('group settings', () => {
  it('lets the owner rename, make admins, remove and add members', async () => {
    serve({
      conversations: [group()],
      messages: { [GROUP]: [] },
      friends: [friend(ANA), friend(CARLA)],
    });
    api.on('POST', /\/members$/, () => ok({ conversation: group() }));
    api.on('PUT', /\/members\//, ({ body }) =>
      ok({ conversation: group({ description: JSON.stringify(body) }) }),
    );
    api.on('DELETE', /\/members\//, () => ok({ conversation: group() }));
    api.on('PUT', new RegExp(`/conversations/${GROUP}$`), ({ body }) =>
      ok({ conversation: group(body as object) }),
    );
    await openThread(GROUP);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });

    const name = within(dialog).getByLabelText('Group name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Quiz Legends');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/social/conversations/${GROUP}`)[0]!.body).toEqual({
        name: 'Quiz Legends',
        description: null,
      }),
    );

    await userEvent.click(within(dialog).getByRole('button', { name: 'Make Ben Okafor an admin' }));
    await waitFor(() =>
      expect(
        api.callsTo('PUT', `/api/social/conversations/${GROUP}/members/${BEN}`)[0]!.body,
      ).toEqual({
        role: 'admin',
      }),
    );
    expect(
      within(dialog).getByRole('button', { name: 'Make Ana Ruiz a member' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove Ana Ruiz' }));
    await waitFor(() =>
      expect(
        api.callsTo('DELETE', `/api/social/conversations/${GROUP}/members/${ANA}`),
      ).toHaveLength(1),
    );
    // The owner cannot remove or demote themself.
    expect(within(dialog).queryByRole('button', { name: 'Remove Ada Lovelace' })).toBeNull();

    // Friends already in the group are not offered.
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Carla Mendes' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'Ana Ruiz' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add 1 friend' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/social/conversations/${GROUP}/members`)[0]!.body).toEqual({
        user_ids: [CARLA],
      }),
    );
  });

  it('lets an admin upload a group picture, then remove it', async () => {
    const picture = '/uploads/conversations/0123456789abcdef0123456789abcdef.webp';
    serve({ conversations: [group({ my_role: 'admin' })], messages: { [GROUP]: [] } });
    api.on('POST', /^\/api\/uploads$/, () => ok({ url: picture, path: 'conversations/x.webp' }));
    api.on('PUT', new RegExp(`/conversations/${GROUP}$`), ({ body }) =>
      ok({ conversation: group({ my_role: 'admin', ...(body as object) }) }),
    );
    await openThread(GROUP);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    expect(within(dialog).queryByRole('button', { name: 'Remove picture' })).toBeNull();

    const file = new File([new Uint8Array(64)], 'club.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Upload a group picture'), file);
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/social/conversations/${GROUP}`)[0]!.body).toEqual({
        avatar_url: picture,
      }),
    );
    const form = api.callsTo('POST', '/api/uploads')[0]!.body as FormData;
    expect(form.get('path')).toBe('conversations');
    expect(form.get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Group picture updated')).toBeInTheDocument();

    await userEvent.click(await within(dialog).findByRole('button', { name: 'Remove picture' }));
    await waitFor(() =>
      expect(api.callsTo('PUT', `/api/social/conversations/${GROUP}`)[1]!.body).toEqual({
        avatar_url: null,
      }),
    );
    expect(await screen.findByText('Group picture removed')).toBeInTheDocument();
  });

  it('refuses a picture over the upload limit without sending it', async () => {
    serve({ conversations: [group()], messages: { [GROUP]: [] } });
    await openThread(GROUP);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    const huge = new File([new Uint8Array(MAX_UPLOAD_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.upload(within(dialog).getByLabelText('Upload a group picture'), huge);
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/uploads')).toHaveLength(0);
  });

  it('shows a plain member the members and Leave only; leaving asks first', async () => {
    serve({ conversations: [group({ my_role: 'member' })], messages: { [GROUP]: [] } });
    api.on('DELETE', /\/members\//, () => ok({ left: true }));
    const { router } = await openThread(GROUP);
    await userEvent.click(screen.getByRole('button', { name: 'Conversation options' }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Group settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Group settings' });
    expect(within(dialog).queryByLabelText('Group name')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /^Remove|^Make/ })).toBeNull();
    expect(within(dialog).queryByText('Add friends')).toBeNull();
    expect(within(dialog).queryByLabelText('Upload a group picture')).toBeNull();
    expect(within(dialog).getByText('Owner')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Leave group' }));
    const confirm = await screen.findByRole('dialog', { name: 'Leave this group?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(api.callsTo('DELETE', `/api/social/conversations/${GROUP}/members/${ME}`)).toHaveLength(
      1,
    );
    expect(await screen.findByText('You left the group')).toBeInTheDocument();
  });
});
