import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast from 'react-hot-toast';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { seriousAxeViolations } from '../../../test/axe';
import { renderPage } from '../../../test/render-routes';
import { refusal, serveTournaments } from '../test/fake-api';
import { HISTORY, ok, sources, tournament } from '../test/fixtures';
import { factsIn } from '../test/queries';
import { COMPACT_LIMIT, TournamentBrowser } from '../components/tournament-browser';
import { TournamentsPage } from './tournaments-page';

afterEach(() => {
  vi.unstubAllGlobals();
  act(() => toast.remove());
});

const renderList = () =>
  renderPage(<TournamentsPage sources={sources()} />, { path: '/tournaments' });
const list = () => screen.findByRole('list', { name: 'Tournaments' });
/** The cards' names, in the order shown. */
const names = (shown: HTMLElement) =>
  within(shown)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => within(heading).getByRole('link').textContent);

describe('the tournaments page', () => {
  it('shows each card: name, marks, status, level, subject, figures, host and Registered', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, {
          name: 'Grand Prix',
          is_featured: true,
          is_verified: true,
          is_registered: true,
          current_participants: 5,
          max_participants: 16,
          prize_pool: 2_500,
          entry_fee: 100,
        }),
      ],
    });
    renderList();
    const card = within(await list()).getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Grand Prix' })).toHaveAttribute(
      'href',
      `/tournament/${tournament(1).id}`,
    );
    expect(within(card).getByRole('img', { name: 'Featured' })).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Verified' })).toBeInTheDocument();
    expect(within(card).getByText('Registration Open')).toBeInTheDocument();
    expect(within(card).getByText('Intermediate')).toBeInTheDocument();
    expect(within(card).getByText('Science · Physics')).toBeInTheDocument();
    expect(factsIn(card)).toEqual({
      'Prize pool': '2,500 pts',
      Participants: '5/16',
      'Entry fee': '100 pts',
      Starts: expect.stringMatching(/2030/),
    });
    expect(within(card).getByText('Hosted by Grace Hopper')).toBeInTheDocument();
    expect(within(card).getByText('Registered')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('keeps the order the server gives (featured first) and says Free for no fee', async () => {
    serveTournaments({
      tournaments: [
        tournament(1, { name: 'Featured Cup', is_featured: true, entry_fee: 0 }),
        tournament(2, { name: 'Plain Cup' }),
      ],
    });
    renderList();
    expect(names(await list())).toEqual(['Featured Cup', 'Plain Cup']);
    const first = within(await list()).getAllByRole('listitem')[0]!;
    expect(factsIn(first)['Entry fee']).toBe('Free');
    expect(within(first).queryByText('Registered')).toBeNull();
  });

  it('filters by status and by category, asking the server', async () => {
    const api = serveTournaments({
      tournaments: [
        tournament(1, { name: 'Open Cup' }),
        tournament(2, { name: 'Live Cup', status: 'active' }),
        tournament(3, { name: 'History Cup', status: 'active', category_id: HISTORY }),
      ],
    });
    const user = userEvent.setup();
    renderList();
    await list();
    await user.selectOptions(screen.getByLabelText('Status'), 'In Progress');
    await waitFor(async () => expect(names(await list())).toEqual(['Live Cup', 'History Cup']));
    await screen.findByRole('option', { name: 'History' });
    await user.selectOptions(screen.getByLabelText('Category'), 'History');
    await waitFor(async () => expect(names(await list())).toEqual(['History Cup']));
    expect(api.calls.at(-1)!.path).toBe(
      `/api/tournaments?status=active&category_id=${HISTORY}&page=1&limit=20`,
    );
  });

  it('pages through the list with Previous and Next', async () => {
    const api = serveTournaments({
      tournaments: Array.from({ length: 25 }, (_, index) => tournament(index + 1)),
    });
    const user = userEvent.setup();
    renderList();
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(20);
    const pages = screen.getByRole('navigation', { name: 'Tournament pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(pages).findByText('Page 2 of 2')).toBeInTheDocument();
    await waitFor(async () =>
      expect(within(await list()).getAllByRole('listitem')).toHaveLength(5),
    );
    expect(api.callsTo('GET', '/api/tournaments?page=2&limit=20')).toHaveLength(1);
    expect(within(pages).getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('offers Create Tournament only when the list says the caller may create', async () => {
    serveTournaments({ tournaments: [tournament(1)], canCreate: true });
    renderList();
    expect(await screen.findByRole('link', { name: 'Create Tournament' })).toHaveAttribute(
      'href',
      '/tournaments/new',
    );
  });

  it('has no Create Tournament for a player who may not create', async () => {
    serveTournaments({ tournaments: [tournament(1)] });
    renderList();
    await list();
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).toBeNull();
  });

  it('says when there are none, and when none match the filters', async () => {
    serveTournaments();
    const user = userEvent.setup();
    renderList();
    expect(await screen.findByText('No tournaments are scheduled yet.')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Completed');
    expect(await screen.findByText('No tournaments match these filters.')).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('shows loading, then an error with Try Again that recovers', async () => {
    const api = serveTournaments();
    let fail = true;
    api.on('GET', /^\/api\/tournaments$/, () =>
      fail
        ? refusal(500, 'Broken', 'INTERNAL_ERROR')
        : ok({ tournaments: [tournament(1)], total: 1, page: 1, limit: 20, can_create: false }),
    );
    const user = userEvent.setup();
    renderList();
    expect(screen.getByText('Loading tournaments…')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error:');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(names(await list())).toEqual(['Spring Cup 1']);
  });
});

describe("the compact list (the game lobby's tab)", () => {
  it('shows the first few without filters or pages, and links to the whole list', async () => {
    const api = serveTournaments({
      tournaments: Array.from({ length: 9 }, (_, index) => tournament(index + 1)),
      canCreate: true,
    });
    renderPage(<TournamentBrowser sources={sources()} compact />, { path: '/game/lobby' });
    expect(within(await list()).getAllByRole('listitem')).toHaveLength(COMPACT_LIMIT);
    expect(api.calls[0]!.path).toBe(`/api/tournaments?page=1&limit=${COMPACT_LIMIT}`);
    expect(screen.queryByLabelText('Status')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Tournament pages' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create Tournament' })).toBeNull();
    expect(screen.getByRole('link', { name: 'View all tournaments' })).toHaveAttribute(
      'href',
      '/tournaments',
    );
  });
});
