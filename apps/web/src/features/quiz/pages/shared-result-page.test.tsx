import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../test/axe';
import { CATEGORY_ID, errorBody, json, TOPIC_ID } from '../test/fake-quiz-server';
import { SharedResultPage } from './shared-result-page';

const TOKEN = 'a'.repeat(43);
const SHARED_NOT_FOUND = 'This shared result is not available';
const SHARED = {
  display_name: 'Ada L.',
  topic: { id: TOPIC_ID, name: 'Arithmetic' },
  category: { id: CATEGORY_ID, name: 'Mathematics' },
  game_mode: 'quick_fire',
  total_points: 1200,
  accuracy: 80,
  correct_answers: 8,
  total_questions: 10,
  completed_at: '2026-06-01T12:00:00.000Z',
};

function renderShared(token = TOKEN) {
  const router = createMemoryRouter(
    [
      { path: '/shared/:token', element: <SharedResultPage /> },
      { path: '/quiz/:categoryId/:topicId/:gameMode?', element: <h1>Quiz page</h1> },
    ],
    { initialEntries: [`/shared/${token}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('a shared result', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the read-only card to anyone with the link, with Play this topic', async () => {
    const fetchMock = vi.fn(async () =>
      json(200, {
        success: true,
        data: {
          display_name: 'Ada L.',
          topic: { id: TOPIC_ID, name: 'Arithmetic' },
          category: { id: CATEGORY_ID, name: 'Mathematics' },
          game_mode: 'quick_fire',
          total_points: 120,
          accuracy: 80,
          correct_answers: 8,
          total_questions: 10,
          completed_at: '2026-06-01T12:00:00.000Z',
        },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const router = renderShared();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ada L. played Arithmetic' }),
    ).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith(`/api/shared-results/${TOKEN}`, expect.anything());
    expect(screen.getByText('120 points')).toBeInTheDocument();
    expect(screen.getByText('80%')).toBeInTheDocument();
    expect(screen.getByText('8 of 10')).toBeInTheDocument();
    expect(screen.getByText(/Quick Fire mode/)).toBeInTheDocument();
    expect(screen.getByText(/2026/)).toBeInTheDocument();
    expect(await seriousAxeViolations()).toEqual([]);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Play this topic' }));
    expect(router.state.location.pathname).toBe(`/quiz/${CATEGORY_ID}/${TOPIC_ID}`);
  });

  it('shows the card in Spanish', async () => {
    await changeLocale('es');
    try {
      vi.stubGlobal(
        'fetch',
        vi.fn(async () => json(200, { success: true, data: SHARED })),
      );
      renderShared();
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Ada L. jugó Arithmetic' }),
      ).toBeInTheDocument();
      expect(screen.getByText('1200 puntos')).toBeInTheDocument();
      expect(screen.getByText('80 %')).toBeInTheDocument();
      expect(screen.getByText('8 de 10')).toBeInTheDocument();
      expect(screen.getByText(/modo Ráfaga/)).toBeInTheDocument();
      expect(screen.getByText('1 de junio de 2026')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Jugar este tema' })).toBeInTheDocument();
      expect(screen.queryByText('Play this topic')).toBeNull();
    } finally {
      await changeLocale('en');
    }
  });

  it('says the result is not available once the link is off', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => errorBody(404, 'NOT_FOUND', 'Shared result not found')),
    );
    renderShared();
    expect(await screen.findByRole('heading', { name: SHARED_NOT_FOUND })).toBeInTheDocument();
    expect(screen.getByText(/stopped sharing/)).toBeInTheDocument();
  });

  it('asks nothing of the server for a link that is not a token', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    renderShared('nope');
    expect(await screen.findByRole('heading', { name: SHARED_NOT_FOUND })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
