import type {
  ReviewAnswerResult,
  ReviewRoundResult,
  ReviewSummary,
  ServedQuestion,
} from '@quizarena/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PracticeQuestion } from '../../quiz';
import { changeLocale } from '../../../i18n';
import { seriousAxeViolations } from '../../../test/axe';
import { fakeFetch, refusal } from '../../../test/fake-fetch';
import { renderPage } from '../../../test/render-routes';
import { ReviewPage } from './review-page';

const ROUND_ID = '55555555-5555-4555-8555-555555555555';
const TOPIC_ID = '22222222-2222-4222-8222-222222222222';
const HOUR = 3_600_000;

const summary = (overrides: Partial<ReviewSummary> = {}): ReviewSummary => ({
  due_now: 2,
  next_due_at: null,
  total_cards: 12,
  reviewed_today: 3,
  daily_goal: 10,
  goal_met: false,
  topics: [{ topic_id: TOPIC_ID, due: 2 }],
  ...overrides,
});

const question = (position: number): ServedQuestion => ({
  id: `00000000-0000-4000-8000-00000000000${position}`,
  position,
  question_text: `What is question ${position}?`,
  type: 'single',
  options: ['a', 'b', 'c', 'd'].map((id) => ({ id, option_text: `Option ${id}` })),
  language: 'en',
  points: 10,
  difficulty: 'beginner',
  served_at: new Date().toISOString(),
  time_limit_seconds: null,
  elapsed_seconds: 0,
});

const verdict = (position: number, selected: string, total = 2): ReviewAnswerResult => ({
  question_id: question(position).id,
  position,
  type: 'single',
  selected_option: selected,
  response: { option_id: selected },
  correct_option: 'b',
  correct_response: { option_id: 'b' },
  correct_answer: 'Option b',
  credit: selected === 'b' ? 1 : 0,
  is_correct: selected === 'b',
  timed_out: false,
  time_taken: 4.2,
  points_earned: selected === 'b' ? 12 : 0,
  explanation: selected === 'b' ? null : 'Because b is right.',
  rating: selected === 'b' ? 'good' : 'again',
  next_due_at: new Date(Date.now() + (selected === 'b' ? 72 : 24) * HOUR).toISOString(),
  answered_count: position,
  total_questions: total,
  is_last: position === total,
  reviewed_today: 3 + position,
  daily_goal: 10,
  goal_met: false,
});

const roundResult: ReviewRoundResult = {
  id: ROUND_ID,
  total_questions: 2,
  answered_count: 2,
  correct_count: 1,
  points_earned: 12,
  reviewed_today: 10,
  daily_goal: 10,
  goal_met: true,
  next_due_at: new Date(Date.now() + 20 * HOUR).toISOString(),
};

/** The review API: a round of two questions; `start` may be replaced by a refusal. */
function reviewApi(overrides: { summary?: ReviewSummary } = {}) {
  let served = 0;
  const api = fakeFetch((method, url, body) => {
    if (method === 'GET' && url.pathname === '/api/review/summary')
      return { success: true, data: overrides.summary ?? summary() };
    if (method === 'POST' && url.pathname === '/api/review/sessions')
      return {
        success: true,
        data: {
          session: {
            id: ROUND_ID,
            status: 'active',
            total_questions: 2,
            due_questions: 2,
            answered_count: 0,
            correct_count: 0,
            points_earned: 0,
            started_at: new Date().toISOString(),
            current_question: null,
          },
        },
      };
    if (url.pathname === `/api/review/sessions/${ROUND_ID}/next`) {
      served += 1;
      return { success: true, data: { question: served <= 2 ? question(served) : null } };
    }
    if (url.pathname === `/api/review/sessions/${ROUND_ID}/answer`) {
      const { selected_option } = body as { selected_option: string };
      return { success: true, data: verdict(served, selected_option) };
    }
    if (url.pathname === `/api/review/sessions/${ROUND_ID}/complete`)
      return { success: true, data: roundResult };
    throw new Error(`unexpected ${method} ${url.pathname}`);
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}

const show = (path = '/review') =>
  renderPage(<ReviewPage question={PracticeQuestion} />, { path, route: '/review' });

describe('the review page', () => {
  beforeEach(() => vi.useRealTimers());
  afterEach(() => vi.unstubAllGlobals());

  it('says what is due and today’s progress, accessibly', async () => {
    reviewApi();
    show();
    expect(
      await screen.findByRole('heading', { level: 2, name: '2 questions due now' }),
    ).toBeInTheDocument();
    expect(screen.getByText('3 of 10 reviews today')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Today’s reviews' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
    expect(
      screen.getByText('7 more reviews today count the day for your streak.'),
    ).toBeInTheDocument();
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('plays a round by keyboard: a verdict with when it comes back, the next question, a summary', async () => {
    const user = userEvent.setup();
    const api = reviewApi();
    show();
    await user.click(await screen.findByRole('button', { name: 'Start review' }));
    expect(
      await screen.findByRole('heading', { level: 2, name: /What is question 1\?/ }),
    ).toHaveFocus();
    // Number keys answer, as in a quiz.
    await user.keyboard('1');
    const status = await screen.findByRole('status');
    await within(status).findByText('Incorrect');
    expect(within(status).getByText('Because b is right.')).toBeInTheDocument();
    expect(
      within(status).getByText('You’ll see this question again in 1 day.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/review/sessions/${ROUND_ID}/answer`)[0]!.body).toEqual({
      question_id: question(1).id,
      selected_option: 'a',
    });
    const next = screen.getByRole('button', { name: 'Next question' });
    expect(next).toHaveFocus();
    expect(await seriousAxeViolations(document.body)).toEqual([]);

    await user.keyboard('{Enter}');
    await screen.findByRole('heading', { level: 2, name: /What is question 2\?/ });
    await user.click(screen.getByRole('button', { name: /Option b/ }));
    await within(screen.getByRole('status')).findByText('Correct!');
    expect(screen.getByText('The correct answer is: Option b')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'See summary' }));

    const done = await screen.findByRole('heading', { level: 2, name: 'Review complete' });
    await waitFor(() => expect(done).toHaveFocus());
    expect(screen.getByText('1 of 2 right')).toBeInTheDocument();
    expect(screen.getByText('+12 points')).toBeInTheDocument();
    expect(
      screen.getByText('Today’s review goal is met: today counts for your streak.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST', `/api/review/sessions/${ROUND_ID}/complete`)).toHaveLength(1);
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('reviews one topic when the Topics page sends the player here', async () => {
    const user = userEvent.setup();
    const api = reviewApi();
    show(`/review?topic=${TOPIC_ID}`);
    await user.click(await screen.findByRole('button', { name: 'Review this topic' }));
    await screen.findByRole('heading', { level: 2, name: /What is question 1\?/ });
    expect(api.callsTo('POST', '/api/review/sessions')[0]!.body).toEqual({ topic_id: TOPIC_ID });
  });

  it('says when nothing is due, when the next comes, and offers new questions', async () => {
    const user = userEvent.setup();
    const api = reviewApi({
      summary: summary({
        due_now: 0,
        topics: [],
        next_due_at: new Date(Date.now() + 5 * HOUR + 60_000).toISOString(),
      }),
    });
    api.on('POST', /^\/api\/review\/sessions$/, () =>
      refusal(409, 'Nothing to review now', 'NOTHING_TO_REVIEW'),
    );
    show();
    expect(await screen.findByRole('heading', { level: 2, name: 'Nothing due' })).toBeVisible();
    expect(screen.getByText('The next question comes due in 5 hours.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse topics' })).toHaveAttribute(
      'href',
      '/quiz/categories',
    );
    await user.click(screen.getByRole('button', { name: 'Practise new questions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is nothing to review yet. Play a quiz first',
    );
    expect(await seriousAxeViolations(document.body)).toEqual([]);
  });

  it('speaks Spanish', async () => {
    reviewApi({ summary: summary({ due_now: 1, topics: [{ topic_id: TOPIC_ID, due: 1 }] }) });
    await changeLocale('es');
    try {
      show();
      expect(
        await screen.findByRole('heading', { level: 2, name: '1 pregunta pendiente ahora' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Empezar repaso' })).toBeInTheDocument();
    } finally {
      await changeLocale('en');
    }
  });
});
