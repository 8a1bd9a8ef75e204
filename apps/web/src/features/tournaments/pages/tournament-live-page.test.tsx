import type { TournamentStanding } from '@quizarena/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { createTestRealtime, flushPromises } from '../../../test/realtime';
import { renderPage } from '../../../test/render-routes';
import type { RealtimeClient } from '../../../lib/realtime-client';
import { refusal, serveTournaments } from '../test/fake-api';
import { GRACE, match, ME, seat, standing, tournament, uuid } from '../test/fixtures';
import { LIVE_POLL_MS } from '../utils/standing';
import { TournamentLivePage } from './tournament-live-page';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const ID = tournament(1).id;
const GAME = uuid(6100);
const serve = (answer: Partial<TournamentStanding>, overrides = {}) =>
  serveTournaments({
    tournaments: [tournament(1, { status: 'active', is_registered: true, ...overrides })],
    standings: { [ID]: standing(ID, answer) },
  });
const renderLive = (realtime: RealtimeClient | null = null) =>
  renderPage(<TournamentLivePage me={ME} />, {
    path: `/game/tournament/${ID}/live`,
    route: '/game/tournament/:tournamentId/live',
    realtime,
  });
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });
const playing = match(2, 0, [seat(ME, 1), seat(GRACE, 2)], { status: 'playing', game_id: GAME });

describe('the way into a tournament match', () => {
  it('goes to the live game when the match is playing, replacing this page', async () => {
    serve({ current_round: 2, match: playing });
    const router = renderLive();
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/game/multiplayer/${GAME}`);
    // Back leaves for where the player came from, not for this page again.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a player without a seat is not registered, with a link to the tournament', async () => {
    serve({ registered: false, current_round: 0 }, { is_registered: false });
    renderLive();
    expect(await heading('You are not registered for this tournament.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the tournament' })).toHaveAttribute(
      'href',
      `/tournament/${ID}`,
    );
    expect(screen.getByText('Spring Cup 1')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('says when a tournament that has not started begins', async () => {
    serve({ status: 'registration', current_round: 0 }, { status: 'registration' });
    renderLive();
    expect(await heading('The tournament has not started yet.')).toBeInTheDocument();
    expect(screen.getByText(/^It begins .*2030/)).toBeInTheDocument();
  });

  it('says a cancelled tournament was cancelled', async () => {
    serve({ status: 'cancelled' }, { status: 'cancelled' });
    renderLive();
    expect(await heading('This tournament was cancelled.')).toBeInTheDocument();
  });

  it('says which round a player waits for after a win', async () => {
    serve({
      current_round: 2,
      match: match(1, 0, [seat(ME, 1, { place: 1, advanced: true, score: 100 }), seat(GRACE, 2)], {
        status: 'completed',
      }),
    });
    renderLive();
    expect(await heading('Waiting for your round 2 match')).toBeInTheDocument();
    expect(
      screen.getByText(
        'It opens when the round begins. Stay on this page: it takes you to your match.',
      ),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it("says a drawn match waits for its round's start", async () => {
    serve({ current_round: 1, match: match(1, 0, [seat(ME, 1), seat(GRACE, 2)]) });
    renderLive();
    expect(await heading('Waiting for your round 1 match')).toBeInTheDocument();
  });

  it('says in which round a player was eliminated', async () => {
    serve({
      current_round: 2,
      is_eliminated: true,
      match: match(2, 0, [seat(GRACE, 2, { advanced: true }), seat(ME, 1, { advanced: false })], {
        status: 'completed',
      }),
    });
    renderLive();
    expect(await heading('You were eliminated in round 2.')).toBeInTheDocument();
  });

  it('says the final place and the prize won once it is over', async () => {
    serve(
      { status: 'completed', final_place: 1, prize_won: 770, current_round: 2 },
      { status: 'completed' },
    );
    renderLive();
    expect(await heading('You finished #1.')).toBeInTheDocument();
    expect(screen.getByText('You won 770 pts.')).toBeInTheDocument();
  });

  it('says there was no prize for a place without one', async () => {
    serve(
      { status: 'completed', final_place: 3, prize_won: 0, is_eliminated: true },
      { status: 'completed' },
    );
    renderLive();
    expect(await heading('You finished #3.')).toBeInTheDocument();
    expect(screen.getByText('No prize this time.')).toBeInTheDocument();
  });

  it('says a tournament that does not exist is not found', async () => {
    serveTournaments();
    renderLive();
    expect(await heading('Tournament Not Found')).toBeInTheDocument();
  });

  it('shows an error with Try Again when the standing cannot be read', async () => {
    const api = serve({});
    api.on('GET', /\/live$/, () => refusal(500, 'Broken', 'INTERNAL_ERROR'));
    renderLive();
    expect(screen.getByText('Finding your match…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
  });

  it('moves on to the match when the bracket channel says the tournament moved', async () => {
    const api = serve({ current_round: 2 });
    const realtime = createTestRealtime();
    realtime.client.connect();
    await act(flushPromises);
    act(() => realtime.latest().accept(ME));
    renderLive(realtime.client);
    await heading('Waiting for your round 2 match');
    const channel = `tournament:${ID}:bracket`;
    await waitFor(() =>
      expect(realtime.latest().subscriptions()).toContain(`subscribe ${channel}`),
    );
    api.standings.set(ID, standing(ID, { current_round: 2, match: playing }));
    act(() =>
      realtime.latest().receive({
        event: 'message',
        payload: {
          channel,
          data: { tournament_id: ID, current_participants: 2, status: 'active', current_round: 2 },
        },
      }),
    );
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/game/multiplayer/${GAME}`);
    realtime.client.disconnect();
  });

  it('asks again while the player waits, and moves on when the match opens', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve({ current_round: 2 });
    renderLive();
    await heading('Waiting for your round 2 match');
    api.standings.set(ID, standing(ID, { current_round: 2, match: playing }));
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(`/game/multiplayer/${GAME}`);
  });

  it('stops asking once there is nothing more to wait for', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const api = serve({ current_round: 1, is_eliminated: true });
    renderLive();
    await heading('You were eliminated in round 1.');
    const asked = api.callsTo('GET', `/api/tournaments/${ID}/live`).length;
    await act(() => vi.advanceTimersByTimeAsync(LIVE_POLL_MS * 3));
    expect(api.callsTo('GET', `/api/tournaments/${ID}/live`)).toHaveLength(asked);
  });
});
