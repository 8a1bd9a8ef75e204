import type { ActivityItem } from '@quizarena/contracts';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { changeLocale } from '../../i18n';
import { ActivityFeed } from './activity-feed';

const ITEMS: ActivityItem[] = [
  {
    id: 'a1',
    type: 'quiz_completed',
    title: 'Completed JavaScript Basics',
    description: '8 of 10 correct',
    points: 1_500,
    occurred_at: new Date().toISOString(),
    session_id: '00000000-0000-4000-8000-000000000009',
    game_mode: null,
    accuracy: 80,
  },
  {
    id: 'a2',
    type: 'achievement_unlocked',
    title: 'First Steps',
    description: 'Finish a quiz',
    points: 50,
    occurred_at: new Date().toISOString(),
    session_id: null,
    game_mode: null,
    accuracy: null,
  },
  {
    id: 'a3',
    type: 'game_completed',
    title: 'Played Friday quiz',
    description: 'Place 1 of 4, 4 of 5 correct (80%)',
    points: 900,
    occurred_at: new Date().toISOString(),
    session_id: null,
    game_mode: null,
    accuracy: 80,
  },
];

function renderFeed() {
  const router = createMemoryRouter([{ path: '/', element: <ActivityFeed items={ITEMS} /> }]);
  render(<RouterProvider router={router} />);
}

describe('ActivityFeed', () => {
  afterEach(() => changeLocale('en'));

  it('links a quiz to its results and tells an unlock apart in words', () => {
    renderFeed();
    expect(screen.getByRole('link', { name: /Completed JavaScript Basics/ })).toHaveAttribute(
      'href',
      '/quiz/results/00000000-0000-4000-8000-000000000009',
    );
    expect(screen.getByText('+1.5K pts')).toBeInTheDocument();
    expect(screen.getByText('Achievement unlocked:')).toHaveClass('sr-only');
    expect(screen.getAllByText('Just now')).toHaveLength(3);
    // A live game has no results page of its own (yet): a game entry, no link.
    expect(screen.getByText('Played Friday quiz')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Played Friday quiz/ })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('quiz-activity')).toHaveLength(2);
  });

  it('speaks Spanish', async () => {
    await changeLocale('es');
    renderFeed();
    expect(screen.getByText('Logro desbloqueado:')).toHaveClass('sr-only');
    expect(screen.getByText('+1,5 mil pts')).toBeInTheDocument();
    expect(screen.getAllByText('Justo ahora')).toHaveLength(3);
    expect(screen.queryByText('Achievement unlocked:')).not.toBeInTheDocument();
  });
});
