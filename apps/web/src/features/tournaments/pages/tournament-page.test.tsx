import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onAccountChanged } from '../../../lib/account-events';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { renderPage } from '../../../test/render-routes';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { refusal, serveTournaments } from '../test/fake-api';
import {
  ALAN,
  CARLA,
  GRACE,
  ME,
  participant,
  threePlayerBracket,
  tournament,
} from '../test/fixtures';
import { factsIn } from '../test/queries';
import { TournamentPage } from './tournament-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
});

const ID = tournament(1).id;
const renderTournament = ({
  path = `/tournament/${ID}`,
  points = 1_000,
  realtime = null,
}: { path?: string; points?: number; realtime?: RealtimeClient | null } = {}) =>
  renderPage(<TournamentPage me={ME} points={points} />, {
    path,
    route: '/tournament/:tournamentId',
    realtime,
  });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
/** A figure of the header (prize pool, participants, entry fee, start). */
const fact = (label: string) =>
  factsIn(screen.getByRole('heading', { level: 1 }).closest('header')!)[label];
const openTab = async (user: ReturnType<typeof userEvent.setup>, name: string) => {
  await user.click(await screen.findByRole('tab', { name }));
  return screen.getByRole('tabpanel', { name });
};

describe('the tournament header', () => {
  it('shows the name, marks, status, level, subject, description and figures', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          name: 'Grand Prix',
          is_featured: true,
          is_verified: true,
          prize_pool: 1_100,
          current_participants: 2,
          max_participants: 8,
        }),
      ],
    });
    renderTournament();
    const title = await heading('Grand Prix Featured Verified');
    const header = title.closest('header')!;
    expect(within(header).getByText('Registration Open')).toBeInTheDocument();
    expect(within(header).getByText('Intermediate')).toBeInTheDocument();
    expect(within(header).getByText('Science · Physics')).toBeInTheDocument();
    expect(within(header).getByText('A knockout quiz for the spring.')).toBeInTheDocument();
    expect(factsIn(header)).toEqual({
      'Prize pool': '1,100 pts',
      Participants: '2/8',
      'Entry fee': '50 pts',
      Starts: expect.stringMatching(/2030/),
    });
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says a tournament that is not there is not found, with a way back to the lobby', async () => {
    serveTournaments();
    renderTournament();
    expect(await heading('Tournament Not Found')).toBeInTheDocument();
    expect(
      screen.getByText("This tournament doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Game Lobby' })).toHaveAttribute(
      'href',
      '/game/lobby',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says a malformed id is not found either', async () => {
    serveTournaments();
    renderTournament({ path: '/tournament/t1' });
    expect(await heading('Tournament Not Found')).toBeInTheDocument();
  });

  it('shows loading, then an error with Try Again', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    let fail = true;
    api.on('GET', /^\/api\/tournaments\/[^/]+$/, () =>
      fail
        ? refusal(500, 'Broken', 'INTERNAL_ERROR')
        : { success: true, data: { tournament: tournament(1) } },
    );
    const user = userEvent.setup();
    renderTournament();
    expect(screen.getByText('Loading the tournament…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await heading('Spring Cup 1')).toBeInTheDocument();
  });
});

describe('registering', () => {
  it('registers, showing the fee, and says so; the balance is read again', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    const changed = vi.fn();
    const stop = onAccountChanged(changed);
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Register · 50 pts' }));
    expect(
      await screen.findByText('Successfully registered for the tournament!'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/tournaments/${ID}/register`)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
    expect(fact('Participants')).toBe('3/8');
    expect(changed).toHaveBeenCalled();
    stop();
  });

  it('says Free for a tournament without a fee', async () => {
    serveTournaments({ tournaments: [tournament(1, { entry_fee: 0 })] });
    renderTournament({ points: 0 });
    expect(await screen.findByRole('button', { name: 'Register · Free' })).toBeEnabled();
  });

  it('refuses a fee above the balance the app knows, without asking the server', async () => {
    const api = serveTournaments({ tournaments: [tournament(1, { entry_fee: 1_500 })] });
    const user = userEvent.setup();
    renderTournament({ points: 1_000 });
    await user.click(await screen.findByRole('button', { name: 'Register · 1,500 pts' }));
    expect(
      await screen.findByText('Insufficient points. You need 1,500 points to register.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/tournaments/${ID}/register`)).toHaveLength(0);
  });

  it("shows the server's words when it finds the points short", async () => {
    serveTournaments({ tournaments: [tournament(1, { entry_fee: 500 })], balance: 100 });
    const user = userEvent.setup();
    renderTournament({ points: 1_000 });
    await user.click(await screen.findByRole('button', { name: 'Register · 500 pts' }));
    expect(
      await screen.findByText('Insufficient points. You need 500 points to register.'),
    ).toBeInTheDocument();
  });

  it('says registering failed for any other refusal, and shows the tournament as it now is', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    api.on('POST', /\/register$/, () => {
      api.held.set(ID, tournament(1, { current_participants: 8 }));
      return refusal(409, 'This tournament is full', 'CONFLICT');
    });
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Register · 50 pts' }));
    expect(await screen.findByText('Failed to register for tournament')).toBeInTheDocument();
    expect(await screen.findByText('This tournament is full.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Register · 50 pts' })).toBeDisabled();
  });

  it('disables Register while it is being sent', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    api.on('POST', /\/register$/, () => new Promise(() => {}));
    const user = userEvent.setup();
    renderTournament();
    const register = await screen.findByRole('button', { name: 'Register · 50 pts' });
    await user.click(register);
    expect(register).toBeDisabled();
  });

  it('says registration closed between its end and the start', async () => {
    serveTournaments({ tournaments: [tournament(1, { registration_open: false })] });
    renderTournament();
    expect(await screen.findByText('Registration closed')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Register/ })).toBeNull();
  });

  it('says when registration opens for an upcoming tournament', async () => {
    serveTournaments({
      tournaments: [tournament(1, { status: 'upcoming', registration_open: false })],
    });
    renderTournament();
    expect(await screen.findByText(/^Registration opens .*2030/)).toBeInTheDocument();
  });
});

describe('withdrawing', () => {
  const registered = () =>
    tournament(1, {
      is_registered: true,
      current_participants: 3,
      participants: [participant(GRACE), participant(ALAN), participant(ME)],
    });

  it('asks first, and withdraws when confirmed', async () => {
    const api = serveTournaments({ tournaments: [registered()] });
    const user = userEvent.setup();
    renderTournament();
    expect(await screen.findByText('Registered')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw from the tournament?' });
    expect(
      within(dialog).getByText('Are you sure you want to withdraw from this tournament?'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Stay registered' }));
    expect(api.callsTo('POST', `/api/tournaments/${ID}/withdraw`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(await screen.findByText('You withdrew from the tournament')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Register · 50 pts' })).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/tournaments/${ID}/withdraw`)).toHaveLength(1);
  });

  it('says withdrawing failed', async () => {
    const api = serveTournaments({ tournaments: [registered()] });
    api.on('POST', /\/withdraw$/, () =>
      refusal(409, 'You can only withdraw during registration', 'CONFLICT'),
    );
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw' }),
    );
    expect(await screen.findByText('Failed to withdraw from tournament')).toBeInTheDocument();
  });
});

describe('the other actions', () => {
  it('links a registered player to their match once it plays', async () => {
    serveTournaments({
      tournaments: [tournament(1, { status: 'active', is_registered: true })],
    });
    renderTournament();
    expect(await screen.findByRole('link', { name: 'Join Match' })).toHaveAttribute(
      'href',
      `/game/tournament/${ID}/live`,
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
  });

  it('has no Join Match for a player without a seat', async () => {
    serveTournaments({ tournaments: [tournament(1, { status: 'active' })] });
    renderTournament();
    await heading('Spring Cup 1');
    expect(screen.queryByRole('link', { name: 'Join Match' })).toBeNull();
  });

  it('lets its host cancel it after asking', async () => {
    const api = serveTournaments({ tournaments: [tournament(1, { can_cancel: true })] });
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Cancel tournament' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this tournament?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel tournament' }));
    expect(await screen.findByText('Tournament cancelled')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/tournaments/${ID}/cancel`)).toHaveLength(1);
    expect(await screen.findAllByText('Cancelled')).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Cancel tournament' })).toBeNull();
  });

  it('shows no Cancel to anyone else', async () => {
    serveTournaments({ tournaments: [tournament(1)] });
    renderTournament();
    await heading('Spring Cup 1');
    expect(screen.queryByRole('button', { name: 'Cancel tournament' })).toBeNull();
  });

  it('bookmarks and unbookmarks', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    const user = userEvent.setup();
    renderTournament();
    const bookmark = await screen.findByRole('button', { name: 'Bookmark' });
    expect(bookmark).toHaveAttribute('aria-pressed', 'false');
    await user.click(bookmark);
    expect(await screen.findByText('Saved to your profile')).toBeInTheDocument();
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'true'));
    await user.click(bookmark);
    expect(await screen.findByText('Removed from your saved tournaments')).toBeInTheDocument();
    await waitFor(() => expect(bookmark).toHaveAttribute('aria-pressed', 'false'));
    expect(
      api.calls.filter((call) => call.path.endsWith('/bookmark')).map((c) => c.method),
    ).toEqual(['POST', 'DELETE']);
  });

  it('copies the link to share it', async () => {
    serveTournaments({ tournaments: [tournament(1)] });
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/tournament/${ID}`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });

  it('reads the tournament again on each event of its bracket channel', async () => {
    const api = serveTournaments({ tournaments: [tournament(1)] });
    const realtime = createTestRealtime();
    realtime.client.connect();
    await act(flushPromises);
    act(() => realtime.latest().accept(ME));
    renderTournament({ realtime: realtime.client });
    await heading('Spring Cup 1');
    const channel = `tournament:${ID}:bracket`;
    await waitFor(() =>
      expect(realtime.latest().subscriptions()).toContain(`subscribe ${channel}`),
    );
    api.held.set(ID, tournament(1, { current_participants: 5 }));
    act(() =>
      realtime.latest().receive({
        event: 'message',
        payload: {
          channel,
          data: {
            tournament_id: ID,
            current_participants: 5,
            status: 'registration',
            current_round: 0,
          },
        },
      }),
    );
    await waitFor(() => expect(fact('Participants')).toBe('5/8'));
    realtime.client.disconnect();
  });
});

describe('the tabs', () => {
  it('opens Overview: prizes by place, the host card, and sponsors by tier with safe links', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          sponsors: [
            {
              id: 's2',
              name: 'Acme',
              logo_url: null,
              website_url: 'https://acme.example',
              tier: 'gold',
            },
            { id: 's1', name: 'Globex', logo_url: null, website_url: null, tier: 'platinum' },
          ],
        }),
      ],
    });
    renderTournament();
    const panel = await screen.findByRole('tabpanel', { name: 'Overview' });
    const table = within(panel).getByRole('table', { name: 'Prize distribution' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [...row.children].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Place', 'Prize', 'Share', 'Description'],
      ['#1', '770 pts', '70%', 'Champion'],
      ['#2', '330 pts', '30%', ''],
    ]);
    const host = within(panel).getByRole('region', { name: 'Host' });
    expect(within(host).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${GRACE}`,
    );
    expect(within(host).getByRole('img', { name: 'Verified host' })).toBeInTheDocument();
    expect(within(host).getByText('Navy Quiz Club')).toBeInTheDocument();
    expect(within(host).getByText('Rated 4.5 out of 5')).toBeInTheDocument();
    expect(within(host).getByText('3 tournaments hosted')).toBeInTheDocument();
    const sponsors = within(panel).getByRole('region', { name: 'Sponsors' });
    expect(
      within(sponsors)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['GlobexPlatinum', 'AcmeGoldVisit Acme(opens in a new tab)']);
    const link = within(sponsors).getByRole('link', { name: /Visit Acme/ });
    expect(link).toHaveAttribute('href', 'https://acme.example');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says a host without ratings is not rated yet, and leaves out sponsors when there are none', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          host: { ...tournament(1).host, rating: null, verified: false, tournaments_hosted: 1 },
        }),
      ],
    });
    renderTournament();
    const host = await screen.findByRole('region', { name: 'Host' });
    expect(within(host).getByText('Not rated yet')).toBeInTheDocument();
    expect(within(host).getByText('1 tournament hosted')).toBeInTheDocument();
    expect(within(host).queryByRole('img', { name: 'Verified host' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Sponsors' })).toBeNull();
  });

  it('lists the participants in the order given, with You, seeds and their figures', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          participants: [
            participant(GRACE, { is_seeded: true, seed_number: 1 }),
            participant(ME, { is_seeded: true, seed_number: 2, rank: null, win_rate: null }),
            participant(CARLA, { achievements_count: 1, level: 9, rank: 3, win_rate: 75 }),
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    renderTournament();
    const panel = await openTab(user, 'Participants');
    expect(within(panel).getByText(/^Registration closes .*2030/)).toBeInTheDocument();
    const items = within(within(panel).getByRole('list', { name: 'Participants' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      'GHGrace HopperSeed 1Level 5 · Rank #12 · 60% win rate · 3 achievements',
      'ALAda LovelaceYouSeed 2Level 5 · Unranked · No rated games yet · 3 achievements',
      'CRCarla RuizLevel 9 · Rank #3 · 75% win rate · 1 achievement',
    ]);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when registration closed, and when no one has registered', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, { registration_end: '2020-06-01T10:00:00.000Z', participants: [] }),
      ],
    });
    const user = userEvent.setup();
    renderTournament();
    const panel = await openTab(user, 'Participants');
    expect(within(panel).getByText(/^Registration closed .*2020/)).toBeInTheDocument();
    expect(within(panel).getByText('No one has registered yet.')).toBeInTheDocument();
  });

  it.each(['registration', 'upcoming'] as const)(
    'says on Brackets that they come at the start while %s',
    async (status) => {
      serveTournaments({ tournaments: [tournament(1, { status })] });
      const user = userEvent.setup();
      renderTournament();
      const panel = await openTab(user, 'Brackets');
      expect(
        within(panel).getByText('Brackets will be generated once the tournament begins.'),
      ).toBeInTheDocument();
    },
  );

  it('says on Brackets that a cancelled tournament has none', async () => {
    serveTournaments({ tournaments: [tournament(1, { status: 'cancelled' })] });
    const user = userEvent.setup();
    renderTournament();
    const panel = await openTab(user, 'Brackets');
    expect(
      within(panel).getByText('This tournament was cancelled, so its bracket will not be played.'),
    ).toBeInTheDocument();
  });

  it('draws the bracket of an active tournament on Brackets', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, { status: 'active', is_registered: true, brackets: threePlayerBracket() }),
      ],
    });
    const user = userEvent.setup();
    renderTournament({ path: `/tournament/${ID}?tab=brackets` });
    const bracket = await screen.findByRole('region', { name: 'Tournament bracket' });
    expect(within(bracket).getByRole('heading', { name: 'Final' })).toBeInTheDocument();
    expect(bracket.querySelectorAll('svg [data-match]')).toHaveLength(3);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    expect(screen.queryByRole('region', { name: 'Tournament bracket' })).toBeNull();
  });

  it('shows the rules, the important ones marked, after how a match is played', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          rules: [
            {
              id: 'r1',
              title: 'Be on time',
              description: 'Absent players forfeit.',
              is_important: true,
            },
            { id: 'r2', title: 'Play fair', description: '', is_important: false },
          ],
        }),
      ],
    });
    const user = userEvent.setup();
    renderTournament();
    const panel = await openTab(user, 'Rules');
    expect(
      within(panel).getByText('Single elimination: two players a match, the winner goes on.'),
    ).toBeInTheDocument();
    expect(within(panel).getByText('10 questions a match, 15 seconds each.')).toBeInTheDocument();
    const rules = within(panel).getAllByRole('heading', { level: 3 });
    expect(rules.map((rule) => rule.textContent)).toEqual(['Be on timeImportant', 'Play fair']);
    expect(within(panel).getByText('Absent players forfeit.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when the host set no rules', async () => {
    serveTournaments({ tournaments: [tournament(1)] });
    const user = userEvent.setup();
    renderTournament();
    const panel = await openTab(user, 'Rules');
    expect(
      within(panel).getByText('The host has added no rules of their own.'),
    ).toBeInTheDocument();
  });
});

describe('a completed tournament', () => {
  const completed = (overrides = {}) =>
    tournament(1, {
      status: 'completed',
      registration_open: false,
      is_registered: true,
      completed_at: '2030-06-01T14:00:00.000Z',
      participants: [
        participant(GRACE, { final_place: 1, prize_won: 770, is_eliminated: false }),
        participant(ALAN, { final_place: 3, prize_won: 0, is_eliminated: true }),
        participant(ME, { final_place: 2, prize_won: 330, is_eliminated: true }),
      ],
      ...overrides,
    });

  it('shows the final places and prizes won, and lets a participant rate it', async () => {
    const api = serveTournaments({ tournaments: [completed()] });
    const user = userEvent.setup();
    renderTournament();
    const results = await screen.findByRole('region', { name: 'Final results' });
    expect(
      within(results)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '#1Grace HopperWon 770 pts',
      '#2Ada LovelaceYouWon 330 pts',
      '#3Alan TuringNo prize',
    ]);
    const rating = within(results).getByRole('group', { name: 'Your rating' });
    await user.click(within(rating).getByRole('button', { name: '4 stars' }));
    expect(await screen.findByText('Thanks for rating the tournament')).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/tournaments/${ID}/rating`)[0]!.body).toEqual({ rating: 4 });
    await waitFor(() =>
      expect(within(rating).getByRole('button', { name: '4 stars' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('offers no rating to someone who did not play', async () => {
    serveTournaments({
      tournaments: [
        completed({
          is_registered: false,
          participants: [participant(GRACE, { final_place: 1, prize_won: 1100 })],
        }),
      ],
    });
    renderTournament();
    const results = await screen.findByRole('region', { name: 'Final results' });
    expect(within(results).queryByRole('group', { name: 'Your rating' })).toBeNull();
  });

  it('says why a rating was refused', async () => {
    const api = serveTournaments({ tournaments: [completed()] });
    api.on('POST', /\/rating$/, () =>
      refusal(403, 'Only its participants can rate a tournament', 'FORBIDDEN'),
    );
    const user = userEvent.setup();
    renderTournament();
    await user.click(await screen.findByRole('button', { name: '5 stars' }));
    expect(
      await screen.findByText('Only its participants can rate a tournament'),
    ).toBeInTheDocument();
  });
});
