import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { refusal } from '../../../test/fake-fetch';
import {
  ART,
  boardEntry,
  categorySource,
  fakeRatingsApi,
  ok,
  ratingBoard,
  SCIENCE,
} from '../test/fixtures';
import { renderWithRoutes } from '../test/render';
import { RatingBoard } from './rating-board';

type Api = ReturnType<typeof fakeRatingsApi>;

function renderBoard(
  options: Parameters<typeof fakeRatingsApi>[0] = {},
  setUp?: (api: Api) => void,
) {
  const api = fakeRatingsApi(options);
  setUp?.(api);
  vi.stubGlobal('fetch', api.fetchMock);
  const router = renderWithRoutes(<RatingBoard categories={categorySource()} />);
  return { api, router };
}

const boardCalls = (api: Api) =>
  api.callsTo('GET', '/api/ratings/leaderboard').map((call) => call.path);
const rows = async () =>
  within(await screen.findByRole('list', { name: 'Rating board' })).getAllByRole('listitem');

describe('the rating board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('opens on General, then offers the categories by name', async () => {
    const { api } = renderBoard();
    expect(await rows()).toHaveLength(20);
    expect(boardCalls(api)).toEqual(['/api/ratings/leaderboard?limit=20&offset=0']);
    const chooser = screen.getByLabelText('Category');
    expect(chooser).toHaveValue('');
    await screen.findByRole('option', { name: ART.name });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['General', 'Art', 'Science']);
  });

  it("shows each row's rank, name, rating, games and wins, and marks provisional ratings", async () => {
    renderBoard({
      boardOf: () => ({
        ...ratingBoard(2),
        entries: [
          boardEntry(1, { name: 'Grace Hopper', rating: 1_450, games: 30, wins: 21 }),
          boardEntry(2, { name: 'Alan T.', provisional: true }),
        ],
      }),
    });
    const [first, second] = await rows();
    expect(within(first!).getByText('Rank 1')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      `/profile/${boardEntry(1).user_id}`,
    );
    expect(within(first!).getByText('1,450')).toBeInTheDocument();
    expect(within(first!).getByText('30')).toBeInTheDocument();
    expect(within(first!).getByText('21')).toBeInTheDocument();
    expect(within(first!).queryByText('Provisional')).not.toBeInTheDocument();
    expect(within(second!).getByText('Provisional: fewer than 10 rated games')).toBeInTheDocument();
  });

  it("marks the caller's own row 'You', and never links a hidden profile", async () => {
    renderBoard({
      boardOf: () => ({
        ...ratingBoard(3),
        entries: [
          boardEntry(1, { name: 'Hidden player', user_id: null, profile_visible: false }),
          boardEntry(2, { name: 'Ada Lovelace', is_current_user: true }),
          boardEntry(3, { name: 'Mia P.', profile_visible: false }),
        ],
      }),
    });
    const [hidden, own, minor] = await rows();
    expect(within(hidden!).queryByRole('link')).not.toBeInTheDocument();
    expect(within(minor!).queryByRole('link')).not.toBeInTheDocument();
    expect(own).toHaveAttribute('aria-current', 'true');
    expect(within(own!).getByText('You')).toBeInTheDocument();
    expect(within(own!).getByRole('link', { name: 'Ada Lovelace' })).toHaveAttribute(
      'href',
      '/profile',
    );
    expect(screen.getAllByText('You')).toHaveLength(1);
  });

  it('pages through the board, and goes back to the first page for another category', async () => {
    const { api } = renderBoard();
    await rows();
    expect(screen.getByText('Showing 1–20 of 45')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();

    await userEvent.click(next);
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();
    await userEvent.click(next);
    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(next).toBeDisabled();
    expect(await rows()).toHaveLength(5);
    await userEvent.click(previous);
    expect(await screen.findByText('Showing 21–40 of 45')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText('Category'), SCIENCE.name);
    expect(await screen.findByText('Showing 1–20 of 45')).toBeInTheDocument();
    expect(new Set(boardCalls(api))).toEqual(
      new Set([
        '/api/ratings/leaderboard?limit=20&offset=0',
        '/api/ratings/leaderboard?limit=20&offset=20',
        '/api/ratings/leaderboard?limit=20&offset=40',
        `/api/ratings/leaderboard?category=${SCIENCE.id}&limit=20&offset=0`,
      ]),
    );
    expect(boardCalls(api).at(-1)).toBe(
      `/api/ratings/leaderboard?category=${SCIENCE.id}&limit=20&offset=0`,
    );
  });

  it('says when a category has no rated players yet', async () => {
    renderBoard({ boardOf: (query) => ratingBoard(0, query) });
    expect(await screen.findByText('No rated players in this category yet')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Rating board' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says it is loading, then shows a failed read with Try Again, and recovers', async () => {
    let calls = 0;
    renderBoard({}, (api) =>
      api.on('GET', /^\/api\/ratings\/leaderboard$/, () =>
        ++calls === 1 ? refusal(500, 'Boards are down', 'X') : ok(ratingBoard(3)),
      ),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the rating board…');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Boards are down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await rows()).toHaveLength(3);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
