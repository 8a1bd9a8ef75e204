import type { Category, Topic } from '@quizarena/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import axe from 'axe-core';
import { Toaster } from 'react-hot-toast';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { vi } from 'vitest';

export const CATEGORY_ID = '11111111-1111-4111-8111-111111111111';
export const TOPIC_ID = '22222222-2222-4222-8222-222222222222';

export function buildCategory(overrides: Partial<Category> = {}): Category {
  return {
    id: CATEGORY_ID,
    name: 'Science',
    slug: 'science',
    description: 'Nature, technology, numbers and the animal kingdom.',
    is_active: true,
    color: '#059669',
    icon: 'flask-conical',
    difficulty_level: 'intermediate',
    topic_count: 5,
    question_count: 240,
    estimated_time_minutes: 2,
    popularity_score: 87,
    ...overrides,
  };
}

export function buildTopic(overrides: Partial<Topic> = {}): Topic {
  return {
    id: TOPIC_ID,
    category_id: CATEGORY_ID,
    name: 'Computers',
    slug: 'computers',
    description: 'Hardware, software and the history of computing.',
    icon: 'cpu',
    icon_url: null,
    difficulty_level: 'advanced',
    is_active: true,
    language: 'en',
    question_count: 60,
    estimated_time_minutes: 2,
    completion_rate: 45,
    average_score: 72,
    ...overrides,
  };
}

export function answer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    statusText: status === 200 ? 'OK' : 'Error',
    headers: { 'content-type': 'application/json' },
  });
}

/** Replaces fetch with `handler`, which sees each request's path and query. */
export function stubApi(handler: (url: URL) => Response | Promise<Response>) {
  const fetchMock = vi.fn<typeof fetch>(async (input) =>
    handler(new URL(String(input), 'http://localhost')),
  );
  vi.stubGlobal('fetch', fetchMock);
  /** The path and query of every request so far. */
  const requests = () =>
    fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      return url.pathname + url.search;
    });
  return { fetchMock, requests };
}

/** Renders `routes` at `path` with a fresh query cache (no retries) and a toaster. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

/** axe's serious and critical findings for the whole document (contrast needs a real browser). */
export async function seriousAxeViolations(): Promise<string[]> {
  const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.help}`);
}
