import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  activity,
  ok,
  performance,
  statsProfile,
  topicProgress,
} from '../../features/scoring/test/fixtures';
import { changeLocale, i18n } from '../../i18n';
import { createQueryClient } from '../../lib/query-client';
import { RealtimeClientProvider } from '../../lib/realtime';
import { authValue, TEST_USER, WithAuth } from '../../test/auth-state';
import {
  createTestRealtime,
  failUntilOffline,
  flushPromises,
  type TestRealtime,
} from '../../test/realtime';
import { DashboardPage, firstNameOf } from './dashboard-page';

type Reply = { status: number; body?: unknown } | 'never';
type Replies = Partial<Record<'stats' | 'activity' | 'performance' | 'progress' | 'review', Reply>>;

const fetchMock = vi.fn<typeof fetch>();

const SUCCESS: Required<Replies> = {
  stats: { status: 200, body: ok({ profile: statsProfile(), achievements: [] }) },
  activity: { status: 200, body: ok({ activities: [activity(1), activity(2)] }) },
  performance: { status: 200, body: ok(performance()) },
  progress: { status: 200, body: ok({ progress: [topicProgress(1, { bookmarked: true })] }) },
  review: {
    status: 200,
    body: ok({
      due_now: 4,
      next_due_at: null,
      total_cards: 30,
      reviewed_today: 6,
      daily_goal: 10,
      goal_met: false,
      topics: [{ topic_id: topicProgress(1).topic_id, due: 4 }],
    }),
  },
};
/** Every call still waiting. */
const NO_ANSWERS: Replies = {
  stats: 'never',
  activity: 'never',
  performance: 'never',
  progress: 'never',
  review: 'never',
};
const FAILED: Reply = { status: 500, body: { message: 'Failed to fetch user stats' } };

/** Answers each dashboard call as told; anything else is a test bug. */
function serve(replies: Replies = {}) {
  const all = { ...SUCCESS, ...replies };
  fetchMock.mockImplementation(async (input) => {
    const path = String(input);
    const name = path.startsWith('/api/scoring/user-stats/')
      ? 'stats'
      : path.startsWith('/api/scoring/user/recent-activity')
        ? 'activity'
        : path.startsWith('/api/analytics/performance/')
          ? 'performance'
          : path === '/api/progress'
            ? 'progress'
            : path === '/api/review/summary'
              ? 'review'
              : null;
    if (!name) throw new Error(`unexpected call ${path}`);
    const reply = all[name];
    if (reply === 'never') return new Promise<Response>(() => {});
    return new Response(JSON.stringify(reply.body ?? {}), { status: reply.status });
  });
}

let client: QueryClient;
let realtime: TestRealtime;
function renderDashboard({
  user = TEST_USER,
  queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } }),
} = {}) {
  client = queryClient;
  realtime = createTestRealtime();
  render(
    <QueryClientProvider client={client}>
      <RealtimeClientProvider client={realtime.client}>
        <WithAuth value={authValue('signedIn', { user })}>
          <MemoryRouter initialEntries={['/dashboard']}>
            <DashboardPage />
          </MemoryRouter>
        </WithAuth>
      </RealtimeClientProvider>
    </QueryClientProvider>,
  );
}

const stat = (label: string) => screen.getByTestId(`stat-${label}`);
const card = (name: string) => screen.getByRole('region', { name });

describe('the dashboard page', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    realtime.client.disconnect();
    client.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('greets the user by first name and shows the realtime connection', async () => {
    serve();
    renderDashboard();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    act(() => realtime.client.connect());
    await act(flushPromises);
    act(() => realtime.latest().accept());
    expect(screen.getByText('Live')).toBeInTheDocument();
    await screen.findByText('Completed Topic 1');
  });

  it('shows the server’s figures in every card', async () => {
    serve();
    renderDashboard();
    expect(await screen.findByText('Completed Topic 1')).toBeInTheDocument();
    expect(stat('Total Points')).toHaveTextContent('1.3K');
    expect(stat('Games Played')).toHaveTextContent('12');
    expect(stat('Average Score')).toHaveTextContent('78%');
    expect(stat('Streak')).toHaveTextContent('3 days');

    const level = card('Level Progress');
    expect(within(level).getByText('Level 4')).toBeInTheDocument();
    expect(within(level).getByText('#7')).toBeInTheDocument();
    expect(within(level).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '50');

    const links = within(card('Recent Activity')).getAllByRole('link');
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', `/quiz/results/${activity(1).session_id}`);

    const standings = card('Current Standings');
    expect(within(standings).getByText('340')).toBeInTheDocument();
    expect(within(standings).getByRole('link', { name: 'View leaderboard' })).toBeInTheDocument();

    expect(
      within(card('Continue Learning')).getByRole('link', { name: /Topic 1/ }),
    ).toHaveAttribute('href', `/quiz/topics/${topicProgress(1).category_id}`);
    expect(fetchMock.mock.calls.map(([input]) => String(input))).toContain(
      `/api/analytics/performance/${TEST_USER.id}?timeframe=week`,
    );
  });

  it('shows what is due for review and today’s progress to the goal', async () => {
    serve();
    renderDashboard();
    const review = await screen.findByRole('region', { name: 'Review' });
    expect(await within(review).findByText('4 questions due')).toBeInTheDocument();
    expect(within(review).getByText('6 of 10 reviews today')).toBeInTheDocument();
    expect(within(review).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '60');
    expect(within(review).getByRole('link', { name: 'Start review' })).toHaveAttribute(
      'href',
      '/review',
    );
  });

  it('shows skeletons while loading', () => {
    serve(NO_ANSWERS);
    renderDashboard();
    expect(screen.getByText('Loading your dashboard...')).toBeInTheDocument();
    expect(card('Level Progress')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('No recent activity')).not.toBeInTheDocument();
  });

  it('gives zeroed stats with the profile’s points and level when the stats call fails', async () => {
    serve({ stats: FAILED });
    renderDashboard();
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(stat('Total Points')).toHaveTextContent('450');
    expect(stat('Games Played')).toHaveTextContent('0');
    expect(stat('Average Score')).toHaveTextContent('0%');
    expect(stat('Streak')).toHaveTextContent('0 days');
    // The rank still comes from the performance answer; the rest of the page still works.
    expect(within(card('Level Progress')).getByText('Level 3')).toBeInTheDocument();
    expect(within(card('Level Progress')).getByText('#7')).toBeInTheDocument();
    expect(await screen.findByText('Completed Topic 1')).toBeInTheDocument();
  });

  it('falls back to the profile and empty lists when every call fails', async () => {
    serve({ stats: FAILED, activity: FAILED, performance: FAILED, progress: FAILED });
    renderDashboard();
    expect(await screen.findByText('No recent activity')).toBeInTheDocument();
    await screen.findByText(/could not be loaded/);
    const level = card('Level Progress');
    expect(within(level).getByText('Level 3')).toBeInTheDocument();
    expect(within(level).getByText('N/A')).toBeInTheDocument();
    // 450 points is level 3 (400-900): 10% of the way, 450 to go.
    expect(within(level).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '10');
    expect(
      within(card('Current Standings')).getByRole('link', { name: 'Start your first quiz' }),
    ).toHaveAttribute('href', '/quiz/categories');
    expect(screen.queryByRole('region', { name: 'Continue Learning' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Welcome back, Ada!' })).toBeInTheDocument();
  });

  it('shows the fallback at the first failure while the cache retries in the background', async () => {
    serve({ stats: FAILED });
    renderDashboard({ queryClient: createQueryClient() });
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(stat('Total Points')).toHaveTextContent('450');
  });

  it('links a player without games to a first quiz', async () => {
    serve({
      stats: {
        status: 200,
        body: ok({ profile: statsProfile({ games_played: 0 }), achievements: [] }),
      },
      performance: { status: 200, body: ok(performance({ games_played: 0, total_points: 0 })) },
      activity: { status: 200, body: ok({ activities: [] }) },
      progress: { status: 200, body: ok({ progress: [] }) },
    });
    renderDashboard();
    expect(await screen.findByRole('link', { name: 'Start your first quiz' })).toBeInTheDocument();
    expect(screen.getByText('No recent activity')).toBeInTheDocument();
  });

  it('greets a user without a name as Learner', async () => {
    serve();
    renderDashboard({ user: { ...TEST_USER, full_name: '  ' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Welcome back, Learner!' }),
    ).toBeInTheDocument();
    await screen.findByText('Completed Topic 1');
    // The sidebar's copy announces changes; this one does not repeat them to screen readers.
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows Offline with a Reconnect button once every reconnect attempt failed', async () => {
    serve();
    renderDashboard();
    act(() => realtime.client.connect());
    await act(() => failUntilOffline(realtime));
    expect(screen.getByText('Offline')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reconnect' }));
    expect(screen.getByText('Connecting…')).toBeInTheDocument();
    await screen.findByText('Completed Topic 1');
  });
});

describe('the dashboard page in Spanish', () => {
  beforeEach(async () => {
    vi.stubGlobal('fetch', fetchMock);
    await changeLocale('es');
  });
  afterEach(async () => {
    realtime.client.disconnect();
    client.clear();
    fetchMock.mockReset();
    vi.unstubAllGlobals();
    await changeLocale('en');
  });

  it('greets the player and says it is loading in Spanish', async () => {
    serve(NO_ANSWERS);
    renderDashboard({ user: { ...TEST_USER, full_name: '' } });
    expect(
      screen.getByRole('heading', { level: 1, name: '¡Hola de nuevo, Aprendiz!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Cargando tu panel…')).toBeInTheDocument();
    expect(screen.queryByText(/Welcome back|Learner|Loading your dashboard/)).toBeNull();
  });
});

describe('firstNameOf', () => {
  it.each([
    ['Ada Lovelace', 'Ada'],
    ['  Grace   Hopper ', 'Grace'],
    ['', 'Learner'],
    [undefined, 'Learner'],
  ])('%o gives %o', (name, expected) => {
    expect(firstNameOf(name, i18n.getFixedT('en', 'dashboard'))).toBe(expected);
  });
});
