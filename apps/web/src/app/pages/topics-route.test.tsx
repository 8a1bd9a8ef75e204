import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  answer,
  buildCategory,
  buildTopic,
  CATEGORY_ID,
  renderRoutes,
  seriousAxeViolations,
  stubApi,
  TOPIC_ID,
} from '../../features/content/test-utils';
import { TopicsRoute } from './topics-route';

const computers = buildTopic();
const animals = buildTopic({
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Animals',
  slug: 'animals',
});

/** The catalogue, and a review summary with three Computers questions due. */
function stubCatalogueAndReviews() {
  return stubApi((url) => {
    if (url.pathname === `/api/categories/${CATEGORY_ID}`)
      return answer(200, { success: true, data: { category: buildCategory() } });
    if (url.pathname === `/api/categories/${CATEGORY_ID}/topics`)
      return answer(200, { success: true, data: { topics: [computers, animals] } });
    if (url.pathname === '/api/review/summary')
      return answer(200, {
        success: true,
        data: {
          due_now: 3,
          next_due_at: null,
          total_cards: 9,
          reviewed_today: 0,
          daily_goal: 10,
          goal_met: false,
          topics: [{ topic_id: TOPIC_ID, due: 3 }],
        },
      });
    return answer(404, { message: 'Not found', code: 'NOT_FOUND' });
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('the topics page with review counts', () => {
  it('badges a topic with questions due, as a link that reviews that topic', async () => {
    stubCatalogueAndReviews();
    renderRoutes(
      [{ path: '/quiz/topics/:categoryId', element: <TopicsRoute /> }],
      `/quiz/topics/${CATEGORY_ID}`,
    );
    const badge = await screen.findByRole('link', {
      name: 'Review 3 due questions of Computers',
    });
    expect(badge).toHaveAttribute('href', `/review?topic=${TOPIC_ID}`);
    expect(badge).toHaveTextContent('3 due');
    // A topic with nothing due has no badge; the card still picks its topic.
    const others = screen.getByRole('button', { name: 'Animals' }).closest('article')!;
    expect(within(others).queryByRole('link')).toBeNull();
    expect(await seriousAxeViolations()).toEqual([]);
  });
});
