import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { changeLocale } from '../../../i18n';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setMediaMatches } from '../../../test/match-media';
import { fakeMessagesApi, refusal, type FakeMessagesApi } from '../test/fake-api';
import {
  ANA,
  BEN,
  CARLA,
  conversation,
  DIRECT,
  friend,
  group,
  GROUP,
  ME,
  message,
  minutesAgo,
  participant,
  uuid,
} from '../test/fixtures';
import { renderMessages } from '../test/render';

let api: FakeMessagesApi;
const WIDE = '(min-width: 64rem)';

function serve(state: Parameters<typeof fakeMessagesApi>[0] = {}) {
  api = fakeMessagesApi(state);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Your conversations' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

const last = (n: number, overrides: Parameters<typeof message>[1] = {}) => {
  const { id, sender_id, sender, content, message_type, created_at, is_read, metadata, removed } =
    message(n, overrides);
  return {
    id,
    sender_id,
    sender: sender?.name ?? null,
    content,
    message_type,
    created_at,
    is_read,
    has_attachment: false,
    removed,
    metadata,
  };
};

beforeEach(() => setMediaMatches(WIDE, true));
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the conversation list', () => {
  it('shows pinned conversations first, then the latest message first, with their details', async () => {
    serve({
      conversations: [
        conversation({
          id: uuid(601),
          participants: [participant(ME), participant(BEN)],
          last_message: last(10, { sender_id: BEN, content: 'Old news' }),
        }),
        conversation({
          id: uuid(602),
          participants: [participant(ME), participant(ANA, { is_online: true })],
          unread_count: 120,
          last_message: last(50, { content: 'See you at the quiz' }),
        }),
        group({
          id: uuid(603),
          is_pinned: true,
          is_muted: true,
          unread_count: 3,
          last_message: last(5, { sender_id: BEN, content: 'Pinned hello' }),
        }),
        conversation({
          id: uuid(604),
          participants: [participant(ME), participant(CARLA)],
          last_message: last(40, { sender_id: ME, content: 'Mine', is_read: true }),
        }),
      ],
    });
    renderMessages();
    await screen.findByRole('link', { name: /Quiz Club/ });
    const names = ['Quiz Club', 'Ana Ruiz', 'Carla Mendes', 'Ben Okafor'];
    expect(rows().map((text) => names.find((name) => text!.includes(name)))).toEqual(names);

    const ana = screen.getByRole('link', { name: /Ana Ruiz/ });
    // The badge stops at 99+; the count is there in words.
    expect(within(ana).getByText('99+')).toBeInTheDocument();
    expect(within(ana).getByText('120 unread messages')).toBeInTheDocument();
    expect(within(ana).getByText('Online')).toBeInTheDocument();
    expect(within(ana).getByText('See you at the quiz')).toBeInTheDocument();

    const club = screen.getByRole('link', { name: /Quiz Club/ });
    expect(within(club).getByText('Ben Okafor: Pinned hello')).toBeInTheDocument();
    expect(within(club).getByText('Muted')).toBeInTheDocument();
    expect(within(club).getByText('Pinned')).toBeInTheDocument();
    expect(within(club).getByText('3')).toBeInTheDocument();
    // A group has no presence dot.
    expect(within(club).queryByText(/Online|Offline/)).not.toBeInTheDocument();

    const carla = screen.getByRole('link', { name: /Carla Mendes/ });
    expect(within(carla).getByText('You: Mine')).toBeInTheDocument();
    expect(within(carla).getByText('Read')).toBeInTheDocument();
    expect(within(carla).getByText('Offline')).toBeInTheDocument();
  });

  it("says 'Attachment' for a last message without words", async () => {
    serve({
      conversations: [
        conversation({ last_message: { ...last(1, { content: '' }), has_attachment: true } }),
      ],
    });
    renderMessages();
    const row = await screen.findByRole('link', { name: /Ana Ruiz/ });
    expect(within(row).getByText('Attachment')).toBeInTheDocument();
  });

  it('says a removed last message was removed by a moderator', async () => {
    serve({
      conversations: [
        conversation({ last_message: { ...last(1, { content: '' }), removed: true } }),
      ],
    });
    renderMessages();
    const row = await screen.findByRole('link', { name: /Ana Ruiz/ });
    expect(within(row).getByText('Message removed by a moderator')).toBeInTheDocument();
  });

  it('words a system line from its event, in the reader’s language, not the server’s English', async () => {
    serve({
      conversations: [
        group({
          last_message: last(1, {
            message_type: 'system',
            sender_id: null,
            content: 'The group was renamed "Quiz Night"',
            metadata: { system: { event: 'renamed', user_id: null, name: 'Quiz Night' } },
          }),
        }),
      ],
    });
    renderMessages();
    const row = await screen.findByRole('link', { name: /Quiz Club/ });
    expect(within(row).getByText('The group was renamed “Quiz Night”')).toBeInTheDocument();
  });

  it('asks the server to search, and shows the Archived view', async () => {
    serve({
      conversations: [
        conversation(),
        group({ last_message: last(3, { sender_id: BEN }) }),
        conversation({
          id: uuid(605),
          participants: [participant(ME), participant(BEN)],
          is_archived: true,
        }),
      ],
    });
    renderMessages();
    await screen.findByRole('link', { name: /Quiz Club/ });
    expect(api.callsTo('GET', '/api/social/conversations?').map((call) => call.path)).toEqual([
      '/api/social/conversations?archived=false&limit=50',
    ]);

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search conversations' }), 'club');
    await waitFor(() =>
      expect(screen.queryByRole('link', { name: /Ana Ruiz/ })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('link', { name: /Quiz Club/ })).toBeInTheDocument();
    // Typing pauses before the search goes out: one call for the whole word.
    expect(api.callsTo('GET', '/api/social/conversations?').map((call) => call.path)).toEqual([
      '/api/social/conversations?archived=false&limit=50',
      '/api/social/conversations?search=club&archived=false&limit=50',
    ]);

    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search conversations' }));
    await userEvent.click(screen.getByRole('button', { name: 'Archived' }));
    expect(screen.getByRole('button', { name: 'Archived' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('link', { name: /Ben Okafor/ })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Quiz Club/ })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Archived conversations' })).toBeInTheDocument();
  });

  it('shows 50 conversations, then 50 more at each Show more, past the server’s page of 100', async () => {
    // Latest first: conversation n's last message is n minutes old.
    serve({
      conversations: Array.from({ length: 160 }, (_, n) =>
        group({
          id: uuid(1000 + n),
          name: `Chat ${n}`,
          last_message: last(n, { created_at: minutesAgo(n) }),
        }),
      ),
    });
    renderMessages();
    await waitFor(() => expect(rows()).toHaveLength(50));
    const more = screen.getByRole('button', { name: 'Show 50 more conversations' });
    await userEvent.click(more);
    await waitFor(() => expect(rows()).toHaveLength(100));
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(150));
    await userEvent.click(screen.getByRole('button', { name: 'Show 10 more conversations' }));
    await waitFor(() => expect(rows()).toHaveLength(160));
    expect(screen.queryByRole('button', { name: /more conversation/ })).not.toBeInTheDocument();
    expect(rows()[159]).toContain('Chat 159');
    // The server answers at most 100 a call: the last Show more (up to 200) is two calls.
    expect(
      api
        .callsTo('GET', '/api/social/conversations?')
        .map((call) => call.path)
        .slice(-2),
    ).toEqual([
      '/api/social/conversations?archived=false&limit=100',
      '/api/social/conversations?archived=false&limit=100&offset=100',
    ]);
  });

  it('says when there is nothing to show', async () => {
    serve({ conversations: [] });
    renderMessages();
    expect(
      await screen.findByText('No conversations yet. Choose New message to start one.'),
    ).toBeInTheDocument();
  });

  it('opens a conversation from its row and marks it current', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    const { router } = renderMessages();
    await userEvent.click(await screen.findByRole('link', { name: /Ana Ruiz/ }));
    expect(router.state.location.search).toBe(`?conversation=${DIRECT}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Ana Ruiz/ })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Message 1')).toBeInTheDocument();
  });
});

describe('message requests', () => {
  const request = () =>
    conversation({
      id: uuid(610),
      participants: [participant(ME), participant(CARLA)],
      is_request: true,
      unread_count: 1,
      last_message: last(2, { sender_id: CARLA, content: 'Hi, can we talk?' }),
    });

  it('lists requests apart, and Accept lets the reader reply', async () => {
    serve({
      conversations: [conversation(), request()],
      messages: { [uuid(610)]: [message(2, { sender_id: CARLA, content: 'Hi, can we talk?' })] },
    });
    renderMessages(`/messages?conversation=${uuid(610)}`);
    const requests = await screen.findByRole('region', { name: 'Message request' });
    expect(within(requests).getByRole('link', { name: /Carla Mendes/ })).toBeInTheDocument();
    expect(rows()).toHaveLength(1);

    expect(await screen.findByText(/Carla Mendes wants to send you messages/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Message' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByRole('textbox', { name: 'Message' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/social/conversations/${uuid(610)}/accept`)).toHaveLength(1);
  });

  it('Ignore archives the request and closes it', async () => {
    serve({ conversations: [request()], messages: { [uuid(610)]: [] } });
    const { router } = renderMessages(`/messages?conversation=${uuid(610)}`);
    await userEvent.click(await screen.findByRole('button', { name: 'Ignore' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(
      api.callsTo('PATCH', `/api/social/conversations/${uuid(610)}/settings`)[0]!.body,
    ).toEqual({ is_archived: true });
    expect(await screen.findByText('Message request ignored')).toBeInTheDocument();
  });

  it('says when the other person has not accepted the caller’s request yet', async () => {
    serve({
      conversations: [conversation({ awaiting_acceptance: true })],
      messages: { [DIRECT]: [message(1, { sender_id: ME })] },
    });
    renderMessages(`/messages?conversation=${DIRECT}`);
    expect(
      await screen.findByText('Ana Ruiz has not accepted your message request yet.'),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Ana Ruiz/ })).getByText(
        'Waiting for them to accept',
      ),
    ).toBeInTheDocument();
  });
});

describe('deep links', () => {
  it('?user= opens the direct conversation with that player, creating it', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    const { router } = renderMessages(`/messages?user=${ANA}`);
    expect(await screen.findByRole('heading', { level: 2, name: 'Ana Ruiz' })).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?conversation=${DIRECT}`);
    expect(api.calls.filter((call) => call.method === 'POST')).toEqual([
      { method: 'POST', path: '/api/social/conversations', body: { participant_ids: [ANA] } },
    ]);
  });

  it('?user= that cannot be messaged says why and shows the list', async () => {
    serve({ conversations: [conversation()] });
    api.on('POST', /^\/api\/social\/conversations$/, () =>
      refusal(403, 'This player does not take messages', 'FORBIDDEN'),
    );
    const { router } = renderMessages(`/messages?user=${BEN}`);
    expect(await screen.findByText('You are not allowed to do this.')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('?conversation= opens it; one that does not exist says so', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    renderMessages(`/messages?conversation=${uuid(999)}`);
    expect(
      await screen.findByRole('heading', { name: 'This conversation is not available.' }),
    ).toBeInTheDocument();
  });
});

describe('small screens', () => {
  beforeEach(() => setMediaMatches(WIDE, false));

  it('shows the list or the thread, with a way back', async () => {
    serve({ conversations: [conversation()], messages: { [DIRECT]: [message(1)] } });
    const { router } = renderMessages(`/messages?conversation=${DIRECT}`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Ana Ruiz' });
    expect(screen.queryByRole('list', { name: 'Your conversations' })).not.toBeInTheDocument();
    await waitFor(() => expect(heading).toHaveFocus());

    await userEvent.click(screen.getByRole('button', { name: 'Back to conversations' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('list', { name: 'Your conversations' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Ana Ruiz' })).not.toBeInTheDocument();
  });
});

describe('New message', () => {
  it('one friend opens the direct conversation', async () => {
    serve({
      conversations: [conversation()],
      messages: { [DIRECT]: [] },
      friends: [friend(ANA), friend(BEN)],
    });
    const { router } = renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Ruiz' }));
    expect(within(dialog).queryByLabelText('Group name')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Open chat' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?conversation=${DIRECT}`));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls.find((call) => call.path.startsWith('/api/social/friends'))!.path).toBe(
      '/api/social/friends?limit=100',
    );
  });

  it('several friends and a name make a group', async () => {
    serve({
      conversations: [],
      friends: [friend(ANA), friend(BEN), friend(CARLA)],
    });
    api.on('POST', /^\/api\/social\/conversations$/, () => ({
      success: true,
      data: { conversation: group() },
    }));
    api.on('GET', new RegExp(`^/api/social/conversations/${GROUP}$`), () => ({
      success: true,
      data: { conversation: group() },
    }));
    const { router } = renderMessages();
    await userEvent.click(await screen.findByRole('button', { name: 'New message' }));
    const dialog = await screen.findByRole('dialog', { name: 'New message' });
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'Ana Ruiz' }));
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Ben Okafor' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByText('A group needs a name')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('Group name'), 'Quiz Club');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?conversation=${GROUP}`));
    expect(api.callsTo('POST', '/api/social/conversations')[0]!.body).toEqual({
      participant_ids: [ANA, BEN],
      is_group: true,
      name: 'Quiz Club',
    });
  });
});

describe('the thread header', () => {
  it('says when the other person was last seen, and a group’s member count', async () => {
    serve({
      conversations: [
        conversation({
          participants: [participant(ME), participant(ANA, { last_seen: minutesAgo(5) })],
        }),
        group(),
      ],
      messages: { [DIRECT]: [], [GROUP]: [] },
    });
    const { router } = renderMessages(`/messages?conversation=${DIRECT}`);
    expect(await screen.findByText('Last seen 5 minutes ago')).toBeInTheDocument();
    await act(() => router.navigate(`/messages?conversation=${GROUP}`));
    expect(await screen.findByText('3 members')).toBeInTheDocument();
  });
});

describe('in Spanish', () => {
  it('words the list from the Spanish catalogue', async () => {
    await changeLocale('es');
    try {
      serve({
        conversations: [
          conversation({ unread_count: 1_000_000, last_message: last(1, { content: '' }) }),
        ],
      });
      api.conversations[0]!.last_message!.has_attachment = true;
      renderMessages();
      const row = await screen.findByRole('link', { name: /Ana Ruiz/ });
      expect(screen.getByRole('heading', { level: 1, name: 'Mensajes' })).toBeInTheDocument();
      expect(within(row).getByText('1.000.000 mensajes sin leer')).toBeInTheDocument();
      expect(within(row).getByText('Archivo adjunto')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Nuevo mensaje' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
