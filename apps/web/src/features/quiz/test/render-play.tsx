import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { QuizPlayPage } from '../pages/quiz-play-page';
import { CATEGORY_ID, TOPIC_ID } from './fake-quiz-server';

export const PLAY_PATH = `/quiz/${CATEGORY_ID}/${TOPIC_ID}`;

/** A page the quiz leaves for, known by its heading. */
const Page = ({ name }: { name: string }) => <h1>{name}</h1>;

/** The play page at `path`, with the pages it leaves for as plain headings. */
export function renderPlay(
  path: string,
  {
    strict = false,
    queryClient = new QueryClient(),
  }: { strict?: boolean; queryClient?: QueryClient } = {},
) {
  const router = createMemoryRouter(
    [
      { path: '/quiz/:categoryId/:topicId/:gameMode?', element: <QuizPlayPage /> },
      { path: '/quiz/results/:sessionId', element: <Page name="Results page" /> },
      { path: '/quiz/topics/:categoryId', element: <Page name="Topics page" /> },
      { path: '/categories', element: <Page name="Categories page" /> },
    ],
    { initialEntries: [path] },
  );
  const tree = (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
  render(strict ? <StrictMode>{tree}</StrictMode> : tree);
  return router;
}

/** The verdict box under the question, once it shows (seen, not announced: see the announcer). */
export const verdict = () => screen.findByTestId('answer-explanation');

/** An option's button by its text (its name may start with the key number). */
export const option = (name: string) =>
  screen.getByRole('button', { name: new RegExp(`^\\d?${name}`) });

/** Moves the fake clock on, letting React settle. */
export const pause = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
