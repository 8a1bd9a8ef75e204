import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { fakeGamesApi, refusal, type FakeGamesApi } from '../test/fake-api';
import { ANA, BEN, CATEGORY_ID, ME, room, seat, TOPIC_ID, uuid } from '../test/fixtures';
import { fakeSources, renderGames, TOP_PLAYERS } from '../test/render';

let api: FakeGamesApi;

function serve(state: Parameters<typeof fakeGamesApi>[0] = {}) {
  api = fakeGamesApi(state);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const cardOf = async (name: string) =>
  (await screen.findByRole('heading', { level: 3, name: new RegExp(name) })).closest('li')!;

beforeEach(() => {
  serve();
});
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

describe('the lobby header', () => {
  it('says Offline while the live connection is down, and the players online once it is up', async () => {
    serve({ online: 12 });
    const realtime = createTestRealtime();
    renderGames('/game/lobby', { realtime: realtime.client });
    expect(await screen.findByText('Offline')).toBeInTheDocument();
    realtime.client.connect();
    await act(flushPromises);
    act(() => realtime.latest().accept(ME));
    expect(await screen.findByText('12 players online')).toBeInTheDocument();
    realtime.client.disconnect();
  });
});

describe('games in progress', () => {
  it('lists the games the player is in now, each with a way back, and nothing when there are none', async () => {
    serve({
      active: [
        {
          kind: 'match',
          id: uuid(700),
          name: 'Quick Match',
          status: 'active',
          path: `/game/multiplayer/${uuid(700)}`,
          started_at: '2026-06-01T12:00:00.000Z',
        },
      ],
    });
    renderGames('/game/lobby');
    const section = await screen.findByRole('region', { name: 'Your games in progress' });
    expect(within(section).getByText('Match · In play')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Resume Quick Match' })).toHaveAttribute(
      'href',
      `/game/multiplayer/${uuid(700)}`,
    );
  });

  it('shows nothing when the player is in no game', async () => {
    serve();
    renderGames('/game/lobby');
    await waitFor(() =>
      expect(api.calls.some((call) => call.path === '/api/games/sessions/active')).toBe(true),
    );
    expect(
      screen.queryByRole('region', { name: 'Your games in progress' }),
    ).not.toBeInTheDocument();
  });
});

describe('Browse Rooms', () => {
  it('shows each waiting room with what it plays and who is in it', async () => {
    serve({
      rooms: [
        room({
          name: 'Big Room',
          game_mode: 'team',
          difficulty: 'advanced',
          players: [seat(ME), seat(ANA), seat(BEN), seat(uuid(4)), seat(uuid(5))],
          max_players: 8,
          prize_pool: 250,
          entry_fee: 50,
          spectator_count: 3,
          password_protected: true,
          time_per_question: 45,
          total_questions: 15,
        }),
      ],
    });
    renderGames('/game/lobby');
    const card = await cardOf('Big Room');
    const inCard = within(card);
    expect(inCard.getByRole('img', { name: 'Password protected' })).toBeInTheDocument();
    expect(inCard.getByText('Waiting')).toBeInTheDocument();
    expect(inCard.getByText('Science · Physics')).toBeInTheDocument();
    expect(inCard.getByText('Advanced')).toBeInTheDocument();
    expect(inCard.getByText('Team')).toBeInTheDocument();
    expect(inCard.getByText('250 pts prize pool')).toBeInTheDocument();
    expect(inCard.getByText('5/8 players')).toBeInTheDocument();
    expect(inCard.getByText('45s per question')).toBeInTheDocument();
    expect(inCard.getByText('15 questions')).toBeInTheDocument();
    expect(inCard.getByText('3 spectators watching')).toBeInTheDocument();
    expect(inCard.getByText('Host: Ada Lovelace')).toBeInTheDocument();
    expect(inCard.getByText('Entry fee: 50 pts')).toBeInTheDocument();
    // Three avatars, then how many more.
    expect(inCard.getByText('+2')).toBeInTheDocument();
    expect(inCard.getByText('and 2 more players')).toBeInTheDocument();
    // The buttons say what they do, and are described by the room's name.
    expect(inCard.getByRole('button', { name: 'Spectate' })).toHaveAccessibleDescription(
      /Big Room/,
    );
    expect(inCard.getByRole('button', { name: 'Join Game' })).toHaveAccessibleDescription(
      /Big Room/,
    );
  });

  it('shows Full, disabled, for a room without a free seat, and no Spectate where spectators may not watch', async () => {
    serve({
      rooms: [
        room({
          name: 'Packed',
          max_players: 2,
          players: [seat(ANA), seat(BEN)],
          spectators_allowed: false,
        }),
      ],
    });
    renderGames('/game/lobby');
    const card = within(await cardOf('Packed'));
    expect(card.getByRole('button', { name: 'Full' })).toBeDisabled();
    expect(card.queryByRole('button', { name: /Spectate/ })).not.toBeInTheDocument();
    expect(card.queryByText(/Entry fee/)).not.toBeInTheDocument();
  });

  it('sends the search and the filters to the server and lists what it answers', async () => {
    serve({
      rooms: [
        room({ id: uuid(901), name: 'Physics Night' }),
        room({ id: uuid(902), name: 'Rome Quiz', category_id: uuid(710), difficulty: 'beginner' }),
      ],
    });
    const user = userEvent.setup();
    renderGames('/game/lobby');
    await cardOf('Physics Night');
    expect(screen.getByText('Rome Quiz')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Search rooms'), 'rome');
    await waitFor(() => expect(screen.queryByText('Physics Night')).not.toBeInTheDocument());
    expect(screen.getByText('Rome Quiz')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('search=rome'))).toBe(true);

    await user.clear(screen.getByLabelText('Search rooms'));
    await user.selectOptions(screen.getByLabelText('Category'), 'Science');
    await waitFor(() => expect(screen.queryByText('Rome Quiz')).not.toBeInTheDocument());
    expect(await screen.findByText('Physics Night')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes(`category=${CATEGORY_ID}`))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Category'), 'All categories');
    await user.selectOptions(screen.getByLabelText('Difficulty'), 'Beginner');
    await waitFor(() => expect(screen.queryByText('Physics Night')).not.toBeInTheDocument());
    expect(await screen.findByText('Rome Quiz')).toBeInTheDocument();
    expect(api.calls.some((call) => call.path.includes('difficulty=beginner'))).toBe(true);
  });

  it('lists only waiting rooms, even if the answer holds others', async () => {
    serve();
    api.on('GET', /^\/api\/game-sessions$/, () => ({
      success: true,
      data: {
        rooms: [room({ name: 'Open' }), room({ id: uuid(903), name: 'Running', status: 'active' })],
        total: 2,
        online: 3,
      },
    }));
    renderGames('/game/lobby');
    await cardOf('Open');
    expect(screen.queryByText('Running')).not.toBeInTheDocument();
  });

  it('refreshes on Refresh, so player counts stay live', async () => {
    const user = userEvent.setup();
    renderGames('/game/lobby');
    await cardOf('Friday Trivia');
    const before = api.callsTo('GET', '/api/game-sessions?').length;
    api.rooms[0]!.players.push(seat(ANA));
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(await screen.findByText('2/4 players')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/game-sessions?').length).toBeGreaterThan(before);
  });

  it('shows No Active Rooms with a Create Room button that opens the form', async () => {
    serve({ rooms: [] });
    const user = userEvent.setup();
    renderGames('/game/lobby');
    expect(await screen.findByRole('heading', { name: 'No Active Rooms' })).toBeInTheDocument();
    await user.click(
      within(screen.getByRole('tabpanel')).getByRole('button', { name: 'Create Room' }),
    );
    expect(screen.getByRole('tab', { name: 'Create Room' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByLabelText('Room name')).toBeInTheDocument();
  });

  it('joins a room and opens its page', async () => {
    const other = room({
      id: uuid(904),
      name: 'Join Me',
      host: { user_id: ANA, name: 'Ana Ruiz' },
      players: [seat(ANA)],
    });
    serve({ rooms: [other] });
    const user = userEvent.setup();
    const { router } = renderGames('/game/lobby');
    await user.click(within(await cardOf('Join Me')).getByRole('button', { name: 'Join Game' }));
    expect(await screen.findByText('Joined game room!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/game/multiplayer/${other.id}`);
    expect(api.callsTo('POST', `/api/games/session/${other.id}/join`)[0]?.body).toEqual({
      as_spectator: false,
    });
  });

  it('joins as a spectator from Spectate', async () => {
    const user = userEvent.setup();
    const { router } = renderGames('/game/lobby');
    await user.click(
      within(await cardOf('Friday Trivia')).getByRole('button', { name: 'Spectate' }),
    );
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/game\/multiplayer\//));
    expect(api.callsTo('POST', '/api/games/session/')[0]?.body).toEqual({ as_spectator: true });
  });

  it('asks for the password when the server wants one, and says when it is wrong', async () => {
    const user = userEvent.setup();
    let tries = 0;
    serve({ rooms: [room({ name: 'Secret', password_protected: true })] });
    api.on('POST', /\/join$/, ({ body }) => {
      tries += 1;
      const password = (body as { password?: string }).password;
      if (password === 'open-sesame')
        return {
          success: true,
          data: {
            room: api.rooms[0],
            viewer: { is_player: true, is_spectator: false, is_host: false },
            results: null,
          },
        };
      return refusal(403, 'Wrong password', 'FORBIDDEN', [
        { field: 'body.password', message: 'Wrong password' },
      ]);
    });
    const { router } = renderGames('/game/lobby');
    await user.click(within(await cardOf('Secret')).getByRole('button', { name: 'Join Game' }));
    const dialog = await screen.findByRole('dialog', { name: 'Password required' });
    expect(
      within(dialog).getByText('Secret is protected. Enter its password to join.'),
    ).toBeInTheDocument();

    await user.type(within(dialog).getByLabelText('Room password'), 'guess');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    expect(await within(dialog).findByText('That password is not right.')).toBeInTheDocument();

    const field = within(dialog).getByLabelText('Room password');
    await user.clear(field);
    await user.type(field, 'open-sesame');
    await user.click(within(dialog).getByRole('button', { name: 'Join' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/game\/multiplayer\//));
    expect(tries).toBe(3);
    expect(api.callsTo('POST', '/api/games/session/').at(-1)?.body).toEqual({
      as_spectator: false,
      password: 'open-sesame',
    });
  });

  it('says why a join failed when the room is full or the points are short', async () => {
    const user = userEvent.setup();
    api.on('POST', /\/join$/, () =>
      refusal(409, 'You need 50 points to join this room', 'INSUFFICIENT_POINTS'),
    );
    const { router } = renderGames('/game/lobby');
    await user.click(
      within(await cardOf('Friday Trivia')).getByRole('button', { name: 'Join Game' }),
    );
    expect(
      await screen.findByText('Failed to join room: You need 50 points to join this room'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/game/lobby');
  });
});

describe('Create Room', () => {
  /** The form with its categories loaded; the name field. */
  async function openForm() {
    renderGames('/game/lobby?tab=create');
    const field = await screen.findByLabelText('Room name');
    await waitFor(() => expect(screen.getByLabelText('Category')).toBeEnabled());
    return field;
  }

  it("starts from the contract's defaults", async () => {
    await openForm();
    expect(screen.getByLabelText('Difficulty')).toHaveDisplayValue('Intermediate');
    expect(screen.getByLabelText('Game mode')).toHaveDisplayValue('Classic');
    expect(screen.getByLabelText('Max players')).toHaveDisplayValue('4 players');
    expect(screen.getByLabelText('Time per question')).toHaveDisplayValue('30 seconds');
    expect(screen.getByLabelText('Questions')).toHaveDisplayValue('10 questions');
    expect(screen.getByLabelText('Entry fee (points)')).toHaveValue(0);
    expect(screen.getByLabelText('Allow spectators')).toBeChecked();
    expect(screen.getByLabelText('Enable power-ups')).toBeChecked();
    expect(screen.getByLabelText('Enable chat')).toBeChecked();
    expect(screen.getByLabelText(/Private room/)).not.toBeChecked();
    expect(screen.getByLabelText('Topic')).toBeDisabled();
  });

  it('keeps Create Room disabled while the name is blank, and says so', async () => {
    const user = userEvent.setup();
    const name = await openForm();
    const submit = screen.getByRole('button', { name: 'Create Room' });
    expect(submit).toBeDisabled();
    await user.type(name, '   ');
    expect(screen.getByText('Please enter a room name')).toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.type(name, 'Quiz night');
    expect(submit).toBeEnabled();
    expect(screen.queryByText('Please enter a room name')).not.toBeInTheDocument();
  });

  it('asks for a category and topic, and a long enough password, before sending', async () => {
    const user = userEvent.setup();
    const name = await openForm();
    await user.type(name, 'Quiz night');
    await user.type(screen.getByLabelText('Password (optional)'), 'abc');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(screen.getByText('Choose a category and a topic')).toBeInTheDocument();
    expect(screen.getByText('At least 4 characters')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/game-sessions')).toHaveLength(0);
  });

  it("offers the chosen category's topics, sends the form and opens the new room", async () => {
    const user = userEvent.setup();
    const name = await openForm();
    await user.type(name, '  Quiz night  ');
    await user.selectOptions(screen.getByLabelText('Category'), 'History');
    await waitFor(() => expect(screen.getByLabelText('Topic')).toBeEnabled());
    expect(
      within(screen.getByLabelText('Topic'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Choose a topic', 'Rome']);
    await user.selectOptions(screen.getByLabelText('Category'), 'Science');
    await waitFor(() =>
      expect(
        within(screen.getByLabelText('Topic')).queryByRole('option', { name: 'Physics' }),
      ).toBeInTheDocument(),
    );
    await user.selectOptions(screen.getByLabelText('Topic'), 'Physics');
    await user.selectOptions(screen.getByLabelText('Game mode'), 'Elimination');
    await user.selectOptions(screen.getByLabelText('Max players'), '8 players');
    await user.click(screen.getByLabelText(/Private room/));
    await user.clear(screen.getByLabelText('Entry fee (points)'));
    await user.type(screen.getByLabelText('Entry fee (points)'), '25');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));

    expect(await screen.findByText('Room created successfully!')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/game-sessions')[0]?.body).toEqual({
      name: 'Quiz night',
      category: CATEGORY_ID,
      topic: TOPIC_ID,
      difficulty: 'intermediate',
      game_mode: 'elimination',
      max_players: 8,
      time_per_question: 30,
      total_questions: 10,
      is_private: true,
      spectators_allowed: true,
      entry_fee: 25,
      power_ups_enabled: true,
      chat_enabled: true,
      honour_accommodations: true,
    });
    // The new room's page, where its host waits.
    expect(
      await screen.findByRole('heading', { level: 1, name: /Quiz night/ }),
    ).toBeInTheDocument();
  });

  it('toasts a failed creation', async () => {
    const user = userEvent.setup();
    api.on('POST', /^\/api\/game-sessions$/, () => refusal(500, '', 'INTERNAL_ERROR'));
    const name = await openForm();
    await user.type(name, 'Quiz night');
    await user.selectOptions(screen.getByLabelText('Category'), 'Science');
    await waitFor(() => expect(screen.getByLabelText('Topic')).toBeEnabled());
    await user.selectOptions(screen.getByLabelText('Topic'), 'Physics');
    await user.click(screen.getByRole('button', { name: 'Create Room' }));
    expect(await screen.findByText('Failed to create room')).toBeInTheDocument();
  });
});

describe('the other tabs', () => {
  it('shows the global top players from the leaderboard read', async () => {
    const user = userEvent.setup();
    const topPlayers = vi.fn(async () => TOP_PLAYERS.slice(0, 1));
    renderGames('/game/lobby', {
      sources: fakeSources({ topPlayers: { queryKey: ['top'], queryFn: topPlayers } }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Leaderboard' }));
    expect(await screen.findByText('Grace Hopper')).toBeInTheDocument();
    expect(screen.getByText('9000 pts')).toBeInTheDocument();
    expect(topPlayers).toHaveBeenCalled();
  });

  it('holds the tournaments list app/ hands in on the Tournaments tab', async () => {
    const user = userEvent.setup();
    renderGames('/game/lobby', { tournaments: <p>The tournaments list</p> });
    expect(screen.queryByText('The tournaments list')).toBeNull();
    await user.click(await screen.findByRole('tab', { name: 'Tournaments' }));
    const panel = screen.getByRole('tabpanel', { name: 'Tournaments' });
    expect(within(panel).getByText('The tournaments list')).toBeInTheDocument();
  });
});
