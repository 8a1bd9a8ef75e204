import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal, serveChallenges, type FakeChallengesApi } from '../test/fake-api';
import {
  ALAN,
  challenge,
  CHALLENGE_ID,
  finishedChallenge,
  GAME_ID,
  GRACE,
  headToHead,
  ME,
  MY_GAME_ID,
  sources,
  uuid,
} from '../test/fixtures';
import { renderAt } from '../test/render';
import { ChallengePage } from './challenge-page';
import { ChallengesPage } from './challenges-page';

let api: FakeChallengesApi;

const serve = (...args: Parameters<typeof serveChallenges>) => (api = serveChallenges(...args));

function renderPage(path = '/challenges') {
  return renderAt(<ChallengesPage userId={ME} sources={sources()} />, {
    path,
    route: '/challenges',
  });
}

const cards = async () => {
  const list = await screen.findByRole('list', { name: /Received|Sent|Active|Finished/ });
  return within(list).getAllByRole('article');
};

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const FINISHED = finishedChallenge();

describe('the challenges page', () => {
  it('opens on Received and has a tab for each box, each read by its box', async () => {
    serve({ boxes: { received: [challenge()] } });
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Challenges' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Challenge boxes' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Received', 'Sent', 'Active', 'Finished']);
    expect(within(tabs).getByRole('tab', { name: 'Received' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(await cards()).toHaveLength(1);
    await user.click(within(tabs).getByRole('tab', { name: 'Finished' }));
    expect(await screen.findByText('No finished challenges yet.')).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/games/challenges?').map((call) => call.path)).toEqual([
      '/api/games/challenges?box=received&limit=20&offset=0',
      '/api/games/challenges?box=finished&limit=20&offset=0',
    ]);
  });

  it.each([
    ['received', 'No challenges are waiting for your answer.'],
    ['sent', 'None of your challenges is waiting for an answer.'],
    ['active', 'No challenges are being played.'],
    ['finished', 'No finished challenges yet.'],
  ])('says when the %s box is empty', async (box, text) => {
    serve();
    renderPage(`/challenges?tab=${box}`);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });

  it('says it is loading, and offers Try Again when the read fails', async () => {
    serve({ boxes: { received: [challenge()] } });
    let fail = true;
    api.on('GET', /^\/api\/games\/challenges$/, () =>
      fail
        ? refusal(500, 'Boom', 'INTERNAL_ERROR')
        : {
            success: true,
            data: { challenges: [], total: 0, head_to_head: [], challenges_won: 0 },
          },
    );
    const user = userEvent.setup();
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading challenges…');
    const alert = await screen.findByRole('alert');
    // Nothing else pretends to load: the figures beside wait for the next read.
    expect(document.querySelector('[aria-hidden="true"].rounded-2xl')).toBeNull();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByText('No challenges are waiting for your answer.')).toBeVisible();
  });

  it('shows a received challenge with its people, topic, type, status and expiry, and Accept Challenge', async () => {
    serve({ boxes: { received: [challenge({ challenge_message: 'Rematch?' })] } });
    renderPage();
    const [card] = await cards();
    const shown = card!;
    expect(
      within(shown).getByRole('heading', { name: 'Grace Hopper challenged you' }),
    ).toBeVisible();
    expect(
      within(shown).getByRole('link', { name: 'Grace Hopper challenged you' }),
    ).toHaveAttribute('href', `/challenges/${CHALLENGE_ID}`);
    expect(within(shown).getByText('General')).toBeInTheDocument();
    expect(within(shown).getAllByText('Live').length).toBeGreaterThan(0);
    expect(within(shown).getByText('Pending')).toBeInTheDocument();
    expect(within(shown).getByText(/Expires in (1|2) h/)).toBeInTheDocument();
    expect(within(shown).getByText('Rematch?')).toBeInTheDocument();
    expect(within(shown).getByText('No answer yet')).toBeInTheDocument();
    expect(
      within(shown).getByRole('button', { name: 'Accept Challenge' }),
    ).toHaveAccessibleDescription('Grace Hopper challenged you');
    expect(within(shown).getByRole('button', { name: 'Decline' })).toBeInTheDocument();
  });

  it("shows each person's result in a finished challenge, the winner marked", async () => {
    serve({ boxes: { finished: [FINISHED] } });
    renderPage('/challenges?tab=finished');
    const [card] = await cards();
    const shown = card!;
    expect(within(shown).getByText('Completed')).toBeInTheDocument();
    const rows = within(within(shown).getByRole('list', { name: 'Players' })).getAllByRole(
      'listitem',
    );
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(
        /^.*Ada Lovelace \(you\)Winner.*Place 1800 points8\/10 correct1 min 23 s$/,
      ),
      expect.stringMatching(/Grace Hopper.*Place 2650 points6\/10 correct1 min 35 s$/),
      expect.stringMatching(/Alan Turing.*Declined$/),
    ]);
    expect(within(rows[0]!).getByText('Winner')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('Winner')).toBeNull();
    expect(within(shown).getByRole('link', { name: 'View results' })).toHaveAttribute(
      'href',
      `/challenges/${FINISHED.id}`,
    );
  });

  it('says a completed challenge without a winner is a draw', async () => {
    serve({ boxes: { finished: [{ ...FINISHED, winner_id: null }] } });
    renderPage('/challenges?tab=finished');
    expect(await screen.findByText('A draw: nobody won.')).toBeInTheDocument();
    expect(screen.queryByText('Winner')).toBeNull();
  });

  it("shows the caller's challenges won and the head to head with each friend", async () => {
    serve({
      headToHead: [headToHead(GRACE), headToHead(ALAN, { wins: 0, losses: 2, draws: 0 })],
      won: 7,
    });
    renderPage();
    const won = await screen.findByRole('region', { name: 'Challenges Won' });
    expect(won).toHaveTextContent('7');
    const table = screen.getByRole('table', {
      name: 'Your wins, losses and draws against each friend',
    });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Friend', 'Wins', 'Losses', 'Draws'],
      ['GHGrace Hopper', '3', '1', '2'],
      ['ATAlan Turing', '0', '2', '0'],
    ]);
  });

  it('says when there is no head to head yet', async () => {
    serve();
    renderPage();
    expect(
      await screen.findByText(
        'Finish a challenge with a friend to see your record against them here.',
      ),
    ).toBeInTheDocument();
  });

  it('offers each applicable action: Cancel on a sent one, Play now and Join game on active ones', async () => {
    const sent = challenge({ id: uuid(620), from: ME, to: [GRACE] });
    const asyncTurn = challenge({
      id: uuid(621),
      challenge_type: 'async',
      status: 'accepted',
      my_turn: true,
      challenged: [{ user_id: ME, name: 'Ada', avatar_url: null, answer: 'accepted', play: null }],
    });
    const live = challenge({
      id: uuid(622),
      from: ME,
      to: [GRACE],
      status: 'accepted',
      game_id: GAME_ID,
      challenged: [
        { user_id: GRACE, name: 'Grace Hopper', avatar_url: null, answer: 'accepted', play: null },
      ],
    });
    serve({
      challenges: [sent, asyncTurn, live],
      boxes: { sent: [sent], active: [asyncTurn, live] },
    });
    const user = userEvent.setup();
    renderPage('/challenges?tab=sent');
    const [sentCard] = await cards();
    expect(
      within(sentCard!).getByText(
        'Waiting for Grace Hopper to accept. The game starts as soon as they do.',
      ),
    ).toBeInTheDocument();
    await user.click(within(sentCard!).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(api.callsTo('POST', `/api/games/challenge/${sent.id}/cancel`)).toHaveLength(1),
    );

    await user.click(screen.getByRole('tab', { name: 'Active' }));
    await waitFor(async () => expect(await cards()).toHaveLength(2));
    const [turnCard, liveCard] = await cards();
    expect(within(liveCard!).getByRole('link', { name: 'Join game' })).toHaveAttribute(
      'href',
      `/game/multiplayer/${GAME_ID}`,
    );
    expect(within(liveCard!).queryByRole('button', { name: 'Cancel' })).toBeNull();
    await user.click(within(turnCard!).getByRole('button', { name: 'Play now' }));
    expect(await screen.findByTestId('elsewhere')).toHaveTextContent(
      `/game/multiplayer/${MY_GAME_ID}`,
    );
  });

  it('shows more challenges on request', async () => {
    const many = Array.from({ length: 25 }, (_, n) => challenge({ id: uuid(1000 + n) }));
    serve({ boxes: { received: many } });
    const user = userEvent.setup();
    renderPage();
    expect(await cards()).toHaveLength(20);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(async () => expect(await cards()).toHaveLength(25));
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });

  it('opens the challenge dialog with nobody chosen', async () => {
    serve();
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Challenge friends' }));
    const dialog = await screen.findByRole('dialog', { name: 'Challenge friends' });
    expect(await within(dialog).findByRole('radio', { name: /Grace Hopper/ })).not.toBeChecked();
  });
});

describe("a challenge's own page", () => {
  it('shows the challenge with its results', async () => {
    serve({ challenges: [FINISHED] });
    renderAt(<ChallengePage userId={ME} />, {
      path: `/challenges/${FINISHED.id}`,
      route: '/challenges/:challengeId',
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Challenge' })).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'You challenged Grace Hopper and Alan Turing' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Winner')).toBeInTheDocument();
    // Its own page is where the results are: no link to itself.
    expect(screen.queryByRole('link', { name: 'View results' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All challenges' })).toHaveAttribute(
      'href',
      '/challenges',
    );
  });

  it('says when the challenge is not there', async () => {
    serve();
    renderAt(<ChallengePage userId={ME} />, {
      path: `/challenges/${uuid(999)}`,
      route: '/challenges/:challengeId',
    });
    expect(await screen.findByText('This challenge was not found.')).toBeInTheDocument();
  });
});
