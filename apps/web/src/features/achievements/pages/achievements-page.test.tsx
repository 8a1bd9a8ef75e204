import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import toast, { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { achievement, answer, ok, stats, stubAchievementsApi } from '../test/fixtures';
import { UNWORDED_FAILURES_IN_SPANISH, UNWORDED_LEFTOVERS } from '../../../test/unworded-failures';
import { AchievementsPage } from './achievements-page';

function renderPage() {
  const router = createMemoryRouter([{ path: '/achievements', element: <AchievementsPage /> }], {
    initialEntries: ['/achievements'],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
}

const CATALOGUE = [
  achievement('streak-3', {
    title: 'On Fire',
    achievement_type: 'streaks',
    icon_url: 'flame',
    rarity_score: 2,
    criteria: { metric: 'streak', target_value: 3 },
    user_progress: { progress_value: 1, is_unlocked: false, unlocked_at: null },
  }),
  achievement('first-quiz', {
    title: 'First Steps',
    achievement_type: 'games',
    rarity_score: 1,
    criteria: { metric: 'games_played', target_value: 1 },
    user_progress: {
      progress_value: 1,
      is_unlocked: true,
      unlocked_at: '2026-01-02T09:00:00.000Z',
    },
  }),
  achievement('points-1000', {
    title: 'Big Scorer',
    achievement_type: 'points',
    icon_url: 'gem',
    rarity_score: 4,
    points_reward: 500,
    criteria: { metric: 'points', target_value: 1000 },
    user_progress: { progress_value: 450, is_unlocked: false, unlocked_at: null },
  }),
];

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => toast.remove());
});

describe('the achievements page', () => {
  it('shows the summary strip and the catalogue grouped by type in the fixed order', async () => {
    const { paths } = stubAchievementsApi({
      list: CATALOGUE,
      summary: stats({ total: 3, unlocked: 1, completion_rate: 33, points_earned: 1_500 }),
    });
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Achievements' })).toBeInTheDocument();

    expect((await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent)).toEqual(
      ['Points', 'Games', 'Streaks'],
    );
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(within(summary).getByText('1 / 3')).toBeInTheDocument();
    expect(within(summary).getByText('33%')).toBeInTheDocument();
    expect(within(summary).getByText('1.5K')).toBeInTheDocument();

    const points = screen.getByRole('region', { name: 'Points' });
    const bigScorer = within(points).getByRole('article', { name: 'Big Scorer' });
    expect(bigScorer).toHaveTextContent('Epic');
    expect(bigScorer).toHaveTextContent('45%');
    // Numbers as the shown locale writes them: 1,000 in English, 1000 in Spanish.
    expect(bigScorer).toHaveTextContent('450 / 1,000');
    expect(bigScorer).toHaveTextContent('+500 XP');
    expect(bigScorer).not.toHaveTextContent('Unlocked!');

    const games = screen.getByRole('region', { name: 'Games' });
    const first = within(games).getByRole('article', { name: 'First Steps' });
    expect(first).toHaveTextContent('Unlocked!');
    expect(first).toHaveTextContent('Unlocked on');
    expect(within(screen.getByRole('region', { name: 'Streaks' })).getByText('33%')).toBeVisible();

    expect(paths().sort()).toEqual(['/api/achievements', '/api/achievements/stats']);
  });

  it('shows a loading skeleton until the catalogue arrives', async () => {
    let release: (response: Response) => void = () => {};
    const pending = new Promise<Response>((resolve) => {
      release = resolve;
    });
    stubAchievementsApi({
      override: (path) => (path === '/api/achievements' ? pending : undefined),
    });
    renderPage();
    expect(screen.getByRole('status', { name: 'Loading achievements...' })).toBeInTheDocument();
    release(answer(200, ok({ achievements: CATALOGUE })));
    expect(await screen.findByRole('article', { name: 'On Fire' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading achievements...' })).toBeNull();
  });

  it('says so when the catalogue is empty', async () => {
    stubAchievementsApi({ list: [], summary: stats({ total: 0, unlocked: 0 }) });
    renderPage();
    expect(await screen.findByText('No achievements available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
  });

  it('toasts and shows "Error: {message}" with Try Again, which loads the page', async () => {
    let fail = true;
    stubAchievementsApi({
      list: CATALOGUE,
      override: (path) =>
        fail && path === '/api/achievements'
          ? answer(500, { message: 'Database unavailable', code: 'INTERNAL' })
          : undefined,
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Database unavailable');
    expect(await screen.findByText('Failed to load achievements')).toBeInTheDocument();

    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article', { name: 'First Steps' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the error state when only the stats fail', async () => {
    stubAchievementsApi({
      list: CATALOGUE,
      summary: answer(503, { message: 'Stats are resting', code: 'UNAVAILABLE' }),
    });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Stats are resting');
  });

  it('shows the server’s text for malformed data, else "Invalid response format"', async () => {
    stubAchievementsApi({ list: answer(200, { success: false, error: 'Catalogue is migrating' }) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Catalogue is migrating');
  });

  it('says "Invalid response format" for malformed data without any text', async () => {
    stubAchievementsApi({ list: answer(200, ok({ achievements: [{ id: 1 }] })) });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error: Invalid response format');
  });

  it('has no serious axe violations', async () => {
    stubAchievementsApi({ list: CATALOGUE });
    renderPage();
    await screen.findByRole('article', { name: 'Big Scorer' });
    const results = await axe.run(document.body, {
      rules: { 'color-contrast': { enabled: false } },
    });
    expect(
      results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => v.id),
    ).toEqual([]);
  });

  describe('in Spanish', () => {
    afterEach(() => changeLocale('en'));

    it.each([
      ...UNWORDED_FAILURES_IN_SPANISH,
      [
        'malformed data',
        () => answer(200, ok({ achievements: [{ id: 1 }] })),
        'Error: La respuesta no tiene un formato válido',
      ],
    ])('says a failure from %s in Spanish, never the raw answer', async (_, response, text) => {
      await changeLocale('es');
      stubAchievementsApi({ list: response() });
      renderPage();
      expect(await screen.findByRole('alert')).toHaveTextContent(text);
      expect(document.body).not.toHaveTextContent(UNWORDED_LEFTOVERS);
    });

    it('shows the page, the summary, the groups and the cards in Spanish', async () => {
      await changeLocale('es');
      stubAchievementsApi({
        list: CATALOGUE,
        summary: stats({ total: 3, unlocked: 1, completion_rate: 33, points_earned: 1_500 }),
      });
      renderPage();
      expect(screen.getByRole('heading', { level: 1, name: 'Logros' })).toBeInTheDocument();
      expect(screen.getByRole('status', { name: 'Cargando logros…' })).toBeInTheDocument();
      expect(
        (await screen.findAllByRole('heading', { level: 2 })).map((h) => h.textContent),
      ).toEqual(['Puntos', 'Partidas', 'Rachas']);

      const summary = screen.getByRole('region', { name: 'Resumen' });
      expect(within(summary).getByText('Desbloqueados')).toBeInTheDocument();
      expect(within(summary).getByText('33 %')).toBeInTheDocument();
      expect(within(summary).getByText('1,5 mil')).toBeInTheDocument();

      // The catalogue's titles and descriptions are the server's data, shown as sent.
      const bigScorer = screen.getByRole('article', { name: 'Big Scorer' });
      expect(bigScorer).toHaveTextContent('Épico');
      expect(bigScorer).toHaveTextContent('Progreso45 %');
      expect(bigScorer).toHaveTextContent('450 / 1000');
      expect(
        within(bigScorer).getByRole('progressbar', { name: 'Progreso de Big Scorer' }),
      ).toHaveAttribute('aria-valuetext', '450 de 1000');

      const first = screen.getByRole('article', { name: 'First Steps' });
      expect(first).toHaveTextContent('¡Desbloqueado!');
      expect(first).toHaveTextContent('Desbloqueado el 2 ene 2026');
      for (const english of ['Achievements', 'Unlocked!', 'Progress', 'Epic', 'Completion'])
        expect(screen.queryByText(english)).toBeNull();
    });
  });
});
