import type { LeaderboardData } from '@quizarena/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { renderRoutes } from '../../../test/render-routes';
import { board, categories, CATEGORY_ID, entry, ME, ok, uuid } from '../test/fixtures';
import { LeaderboardPage } from './leaderboard-page';

const fetchMock = vi.fn<typeof fetch>();
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the board calls with `boardFor(params)`; records every board URL asked for. */
function stub(boardFor: (params: URLSearchParams) => LeaderboardData | Response = () => board()) {
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/categories') return json(categories);
    if (url.pathname === '/api/scoring/leaderboard') {
      const answer = boardFor(url.searchParams);
      return answer instanceof Response ? answer : json(ok(answer));
    }
    throw new Error(`unexpected call ${url}`);
  });
}
const boardCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((path) => path.includes('leaderboard'));

function renderPage(path = '/leaderboard', realtime: RealtimeClient | null = null) {
  return renderRoutes(
    [
      { path: '/leaderboard', element: <LeaderboardPage /> },
      { path: '/profile', element: <h1>Own profile</h1> },
      { path: '/profile/:userId', element: <h1>Someone else</h1> },
    ],
    path,
    { realtime },
  );
}

describe('the leaderboard page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('opens on This Week, Global, ten rows', async () => {
    stub();
    renderPage();
    expect(await screen.findByRole('list', { name: 'Rankings' })).toBeInTheDocument();
    expect(boardCalls()).toEqual([
      '/api/scoring/leaderboard?timeframe=weekly&scope=global&limit=10',
    ]);
    expect(screen.getByRole('radio', { name: 'This Week' })).toBeChecked();
    expect(screen.getByLabelText('Scope')).toHaveValue('global');
  });

  it('sends the chosen timeframe and scope, categories included', async () => {
    stub();
    const router = renderPage();
    await screen.findByRole('list', { name: 'Rankings' });

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    await screen.findByRole('radio', { name: 'Today', checked: true });
    expect(boardCalls().at(-1)).toBe(
      '/api/scoring/leaderboard?timeframe=daily&scope=global&limit=10',
    );

    await userEvent.click(screen.getByRole('radio', { name: 'All Time' }));
    expect(boardCalls().at(-1)).toBe(
      '/api/scoring/leaderboard?timeframe=all_time&scope=global&limit=10',
    );

    await userEvent.selectOptions(screen.getByLabelText('Scope'), 'My Level');
    expect(boardCalls().at(-1)).toBe(
      '/api/scoring/leaderboard?timeframe=all_time&scope=level&limit=10',
    );

    await screen.findByRole('option', { name: 'Programming' });
    await userEvent.selectOptions(screen.getByLabelText('Scope'), 'Programming');
    expect(boardCalls().at(-1)).toBe(
      `/api/scoring/leaderboard?timeframe=all_time&scope=${CATEGORY_ID}&limit=10`,
    );
    // The filters are in the URL, so the board survives a reload.
    expect(router.state.location.search).toBe(`?timeframe=all_time&scope=${CATEGORY_ID}`);

    await userEvent.selectOptions(screen.getByLabelText('Scope'), 'My Organization');
    expect(boardCalls().at(-1)).toContain('scope=organization');
    await userEvent.click(screen.getByRole('radio', { name: 'This Month' }));
    expect(boardCalls().at(-1)).toContain('timeframe=monthly');
  });

  it('styles rank badges by tier: top 3, up to 10, up to 25', async () => {
    stub(() => board({ entries: [1, 3, 4, 10, 11, 25, 26].map((rank) => entry(rank)) }));
    renderPage();
    const list = await screen.findByRole('list', { name: 'Rankings' });
    const tiers = within(list)
      .getAllByText(/^Rank/)
      .map((label) => label.parentElement!.getAttribute('data-tier'));
    expect(tiers).toEqual(['top3', 'top3', 'top10', 'top10', 'top25', 'top25', 'rest']);
  });

  it('shows each row: name linking to the profile, level, organization, points, win rate, games', async () => {
    stub(() =>
      board({
        entries: [
          entry(1, { name: 'Grace Hopper', organization: 'Navy', points: 12_400, win_rate: 75 }),
          entry(2, { user_id: ME, name: 'Ada Lovelace', is_current_user: true }),
        ],
      }),
    );
    renderPage();
    const grace = (await screen.findByRole('link', { name: 'Grace Hopper' })).closest('li')!;
    expect(within(grace).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${uuid(101)}`,
    );
    expect(grace).toHaveTextContent('Level 5');
    expect(grace).toHaveTextContent('Navy');
    expect(grace).toHaveTextContent('12.4K');
    expect(grace).toHaveTextContent('75%');
    expect(grace).toHaveTextContent('Games5');

    const me = screen.getByRole('link', { name: 'Ada Lovelace' }).closest('li')!;
    expect(me).toHaveAttribute('aria-current', 'true');
    expect(within(me).getByText('You')).toBeInTheDocument();
    expect(within(me).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile',
    );
  });

  it('shows a hidden profile by its name alone, without a link', async () => {
    stub(() =>
      board({
        entries: [
          entry(1, { user_id: null, name: 'Hidden player', profile_visible: false }),
          entry(2, { user_id: null, name: 'Hidden player', profile_visible: false }),
          entry(3, { name: 'Grace Hopper' }),
        ],
      }),
    );
    renderPage();
    await screen.findByRole('link', { name: 'Grace Hopper' });
    const hidden = screen.getAllByText('Hidden player');
    expect(hidden).toHaveLength(2);
    for (const name of hidden) expect(name.closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('links no row whose profile the viewer may not open, such as a possible minor', async () => {
    stub(() =>
      board({
        entries: [
          entry(1, { name: 'Bart Y.', profile_visible: false }),
          entry(2, { name: 'Grace Hopper' }),
        ],
      }),
    );
    renderPage();
    await screen.findByRole('link', { name: 'Grace Hopper' });
    expect(screen.getByText('Bart Y.').closest('a')).toBeNull();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('shows the trend against the previous window, with the previous rank', async () => {
    stub(() =>
      board({
        entries: [
          entry(1, { trend: 'up', previousRank: 4 }),
          entry(2, { trend: 'down', previousRank: 1 }),
          entry(3, { trend: 'same', previousRank: 3 }),
          entry(4, { trend: 'new', previousRank: null }),
        ],
      }),
    );
    renderPage();
    const rows = within(await screen.findByRole('list', { name: 'Rankings' })).getAllByRole(
      'listitem',
    );
    expect(within(rows[0]!).getByText('Up (was #4)')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Down (was #1)')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('No change')).toBeInTheDocument();
    expect(within(rows[3]!).getByText('New')).toBeInTheDocument();
  });

  it('shows the own-rank banner, also when not ranked', async () => {
    stub((params) =>
      params.get('timeframe') === 'daily'
        ? board({ user_rank: { ...board().user_rank, rank: null, points: 0 } })
        : board(),
    );
    renderPage();
    const banner = await screen.findByRole('region', { name: 'Your rank' });
    expect(banner).toHaveTextContent('#14');
    expect(banner).toHaveTextContent('of 40 players');
    expect(banner).toHaveTextContent('Points this week1.3K');
    expect(banner).toHaveTextContent('Level3');

    await userEvent.click(screen.getByRole('radio', { name: 'Today' }));
    expect(await within(banner).findByText(/Not ranked yet/)).toBeInTheDocument();
    expect(banner).toHaveTextContent('Points today0');
  });

  it('asks for an organization on the profile when My Organization needs one', async () => {
    stub((params) =>
      params.get('scope') === 'organization'
        ? board({ entries: [], requires: 'organization' })
        : board(),
    );
    renderPage('/leaderboard?scope=organization');
    const hint = await screen.findByText(/Add your organization to your profile/);
    await userEvent.click(within(hint).getByRole('link', { name: 'Add it on your profile' }));
    expect(await screen.findByRole('heading', { name: 'Own profile' })).toBeInTheDocument();
  });

  it('names the levels My Level covers', async () => {
    stub(() => board({ scope: 'level', levels: { from: 2, to: 4 } }));
    renderPage('/leaderboard?scope=level');
    expect(
      await screen.findByText('Players within one level of you: levels 2 to 4.'),
    ).toBeInTheDocument();
  });

  it('says when a board is empty', async () => {
    stub(() => board({ entries: [] }));
    renderPage();
    expect(await screen.findByText(/No players on this board yet/)).toBeInTheDocument();
  });

  it("says 'Failed to load leaderboard data' with Try Again, which loads it", async () => {
    let calls = 0;
    stub(() => (++calls === 1 ? json({ message: 'Boom' }, 500) : board()));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load leaderboard data');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('list', { name: 'Rankings' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refreshes the board on demand', async () => {
    stub();
    renderPage();
    await screen.findByRole('list', { name: 'Rankings' });
    expect(boardCalls()).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(boardCalls()).toHaveLength(2);
  });

  it('shows more rows when a full page came back', async () => {
    stub((params) =>
      board({
        entries: Array.from({ length: Number(params.get('limit')) }, (_, index) =>
          entry(index + 1),
        ),
      }),
    );
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Show top 25' }));
    expect(boardCalls().at(-1)).toBe(
      '/api/scoring/leaderboard?timeframe=weekly&scope=global&limit=25',
    );
    expect(await screen.findByText('Player 25')).toBeInTheDocument();
  });

  it('refetches the board when the realtime channel of its scope announces an update', async () => {
    stub();
    const realtime = createTestRealtime();
    realtime.client.connect();
    await flushPromises();
    realtime.latest().accept(ME);
    renderPage('/leaderboard', realtime.client);
    await screen.findByRole('list', { name: 'Rankings' });
    const socket = realtime.latest();
    expect(socket.subscriptions()).toEqual(['subscribe leaderboard:global:update']);

    act(() =>
      socket.receive({
        event: 'message',
        payload: {
          channel: 'leaderboard:global:update',
          data: { scope: 'global', updated_at: '2026-03-18T10:00:00.000Z' },
        },
      }),
    );
    await vi.waitFor(() => expect(boardCalls()).toHaveLength(2));

    await userEvent.selectOptions(screen.getByLabelText('Scope'), 'My Level');
    expect(socket.subscriptions()).toEqual([
      'subscribe leaderboard:global:update',
      'unsubscribe leaderboard:global:update',
      'subscribe leaderboard:level:update',
    ]);
    realtime.client.disconnect();
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it('shows the filters, the own rank, the rows and the hints in Spanish', async () => {
      await changeLocale('es');
      stub((params) =>
        params.get('scope') === 'organization'
          ? board({ entries: [], requires: 'organization' })
          : board({
              total_players: 1_234,
              entries: [
                entry(1, { name: 'Grace Hopper', organization: 'Navy', points: 12_400 }),
                entry(2, { trend: 'up', previousRank: 4 }),
                entry(3, { trend: 'new', previousRank: null }),
              ],
            }),
      );
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Clasificación' })).toBeVisible();
      expect(screen.getByRole('radio', { name: 'Esta semana' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Histórico' })).toBeInTheDocument();
      expect(screen.getByLabelText('Ámbito')).toHaveValue('global');
      expect(screen.getByRole('option', { name: 'Mi organización' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Actualizar' })).toBeInTheDocument();

      const banner = await screen.findByRole('region', { name: 'Tu posición' });
      expect(banner).toHaveTextContent('de 1,2 mil jugadores');
      expect(banner).toHaveTextContent('Puntos de esta semana1,3 mil');

      const list = screen.getByRole('list', { name: 'Posiciones' });
      const [grace, second, third] = within(list).getAllByRole('listitem');
      expect(within(grace!).getByText('Puesto 1')).toBeInTheDocument();
      expect(grace).toHaveTextContent('Nivel 5');
      expect(within(grace!).getByText('Organización: Navy')).toBeInTheDocument();
      expect(grace).toHaveTextContent('12,4 mil');
      expect(grace).toHaveTextContent('Tasa de victorias60 %');
      expect(within(grace!).getByTitle('12.400 puntos')).toBeInTheDocument();
      expect(within(second!).getByText('Sube (antes #4)')).toBeInTheDocument();
      expect(within(third!).getByText('Nuevo')).toBeInTheDocument();

      await userEvent.selectOptions(screen.getByLabelText('Ámbito'), 'Mi organización');
      const hint = await screen.findByText(/Añade tu organización a tu perfil/);
      expect(within(hint).getByRole('link', { name: 'Añádela en tu perfil' })).toHaveAttribute(
        'href',
        '/profile',
      );
      for (const english of ['Leaderboard', 'This Week', 'Your rank', 'Win rate', 'Refresh'])
        expect(screen.queryByText(english)).toBeNull();
    });

    it('invites an unranked player to play, in Spanish', async () => {
      await changeLocale('es');
      stub(() => board({ user_rank: { ...board().user_rank, rank: null, points: 0 } }));
      renderPage();
      const banner = await screen.findByRole('region', { name: 'Tu posición' });
      expect(banner).toHaveTextContent(
        'Aún no tienes posición. Juega un cuestionario para entrar en esta clasificación.',
      );
      expect(within(banner).getByRole('link', { name: 'Juega un cuestionario' })).toHaveAttribute(
        'href',
        '/quiz/categories',
      );
    });
  });
});
