import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { refusal } from '../../../test/fake-fetch';
import { fakeRatingsApi, ok, SCIENCE, userRating, USER_ID } from '../test/fixtures';
import { renderWithRoutes } from '../test/render';
import { SkillRatingsCard } from './skill-ratings-card';

const RATINGS = [
  userRating(),
  userRating({
    category_id: SCIENCE.id,
    category_name: SCIENCE.name,
    rating: 1_284,
    games: 25,
    wins: 15,
    losses: 10,
    provisional: false,
    last_change: { before: 1_292, after: 1_284, at: '2026-11-21T10:00:00.000Z' },
  }),
];

function renderCard(
  ratings = RATINGS,
  setUp: (api: ReturnType<typeof fakeRatingsApi>) => void = () => {},
) {
  const api = fakeRatingsApi({ ratings });
  setUp(api);
  vi.stubGlobal('fetch', api.fetchMock);
  renderWithRoutes(<SkillRatingsCard userId={USER_ID} />);
  return api;
}

const item = async (name: string) =>
  (await screen.findByRole('heading', { name, level: 3 })).closest('li')!;

describe('the skill ratings card', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    await changeLocale('en');
  });

  it("asks for the player's ratings and shows each category's, General first", async () => {
    const api = renderCard();
    expect(screen.getByRole('heading', { name: 'Skill ratings', level: 2 })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Skill rating in each category' });
    expect(
      within(list)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['General', 'Science']);
    expect(api.callsTo('GET', '/api/users/').map((call) => call.path)).toEqual([
      `/api/users/${USER_ID}/ratings`,
    ]);
    const science = await item('Science');
    expect(within(science).getByText('1,284')).toBeInTheDocument();
    expect(within(science).getByText('25')).toBeInTheDocument();
    expect(within(science).getByText('15 / 10')).toBeInTheDocument();
  });

  it('marks a provisional rating, and says why to screen readers', async () => {
    renderCard();
    const general = await item('General');
    expect(within(general).getByText('Provisional')).toHaveAttribute('aria-hidden', 'true');
    expect(within(general).getByText('Provisional: fewer than 10 rated games')).toBeInTheDocument();
    expect(within(await item('Science')).queryByText('Provisional')).not.toBeInTheDocument();
  });

  it('shows the last change as a sign and a number, and in words to screen readers', async () => {
    renderCard([
      ...RATINGS,
      userRating({
        category_id: SCIENCE.id.replace(/1$/, '3'),
        category_name: 'History',
        last_change: null,
      }),
      userRating({
        category_id: SCIENCE.id.replace(/1$/, '4'),
        category_name: 'Music',
        last_change: { before: 1_000, after: 1_000, at: '2026-11-21T10:00:00.000Z' },
      }),
    ]);
    const general = await item('General');
    expect(within(general).getByText('+12')).toHaveAttribute('aria-hidden', 'true');
    expect(within(general).getByText('Up 12 points in the last rated game')).toBeInTheDocument();
    const science = await item('Science');
    expect(within(science).getByText('−8')).toBeInTheDocument();
    expect(within(science).getByText('Down 8 points in the last rated game')).toBeInTheDocument();
    expect(within(await item('Music')).getByText('No change in the last rated game')).toBeVisible();
    expect(within(await item('History')).getByText('None yet')).toBeInTheDocument();
  });

  it('says when there are no rated games yet', async () => {
    renderCard([]);
    expect(await screen.findByText('No rated games yet')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('says it is loading until the ratings come', async () => {
    renderCard();
    expect(screen.getByRole('status')).toHaveTextContent('Loading skill ratings…');
    await screen.findByRole('list');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows a failed read with Try Again, and recovers', async () => {
    let calls = 0;
    renderCard(RATINGS, (api) =>
      api.on('GET', /\/ratings$/, () =>
        ++calls === 1
          ? refusal(500, 'Ratings are down', 'X')
          : ok({ user_id: USER_ID, ratings: RATINGS }),
      ),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Error: Ratings are down');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    expect(await item('Science')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    renderCard();
    expect(
      screen.getByRole('heading', { name: 'Puntuaciones de habilidad', level: 2 }),
    ).toBeInTheDocument();
    const general = await item('General');
    expect(
      within(general).getByText('Provisional: menos de 10 partidas puntuadas'),
    ).toBeInTheDocument();
    expect(
      within(general).getByText('Sube 12 puntos en la última partida puntuada'),
    ).toBeInTheDocument();
    expect(within(await item('Science')).getByText('1284')).toBeInTheDocument();
  });
});
