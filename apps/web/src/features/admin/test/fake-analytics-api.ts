import {
  adminTimeframeSchema,
  type AdminTimeframe,
  type AnalyticsContent,
  type AnalyticsDashboard,
  type AnalyticsRevenue,
  type AnalyticsUsers,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch } from '../../../test/fake-fetch';

export const ROLLED_UP_AT = '2026-03-10T04:00:00.000Z';
export const SCIENCE_ID = '00000000-0000-4000-8000-0000000000c1';
export const PHYSICS_ID = '00000000-0000-4000-8000-0000000000d1';
export const QUESTION_ID = '00000000-0000-4000-8000-0000000000e1';
export const SUSPECT_ID = '00000000-0000-4000-8000-0000000000e2';
export const WEAK_ID = '00000000-0000-4000-8000-0000000000e3';

const economy = { earned: 1500, entry_fees: 300, prizes: 250, refunds: 40, voided: 10 };

export function dashboard(overrides: Partial<AnalyticsDashboard> = {}): AnalyticsDashboard {
  return {
    generated_at: '2026-03-10T09:00:00.000Z',
    rolled_up_at: ROLLED_UP_AT,
    users: {
      total: 12_345,
      active_today: 321,
      active_week: 1_204,
      active_month: 4_050,
      signups_today: 17,
      signups_week: 88,
    },
    games_week: [
      { mode: 'timed', games: 420, players: 300 },
      { mode: 'live', games: 35, players: 140 },
    ],
    economy_week: economy,
    held_in_escrow: 2_750,
    moderation_pending: { report: 4, flagged_session: 2, answer_dispute: 3 },
    days: [
      { day: '2026-03-09', active_users: 300, signups: 12, games: 510 },
      { day: '2026-03-10', active_users: 321, signups: 17, games: 530 },
    ],
    ...overrides,
  };
}

const window = (timeframe: AdminTimeframe) => ({
  timeframe,
  from: '2026-03-04',
  to: '2026-03-10',
  rolled_up_at: ROLLED_UP_AT,
});

export function usersReport(
  timeframe: AdminTimeframe = '7d',
  overrides: Partial<AnalyticsUsers> = {},
): AnalyticsUsers {
  return {
    ...window(timeframe),
    days: [
      {
        day: '2026-03-09',
        active_users: 300,
        weekly_active_users: 1_100,
        monthly_active_users: 4_000,
        signups: 12,
      },
      {
        day: '2026-03-10',
        active_users: 321,
        weekly_active_users: 1_204,
        monthly_active_users: 4_050,
        signups: 17,
      },
    ],
    totals: { signups: 29, average_daily_active: 310.5 },
    retention: [
      { cohort_week: '2026-02-23', size: 20, active: [20, 9, 5] },
      { cohort_week: '2026-03-02', size: 8, active: [8, 2] },
      { cohort_week: '2026-03-09', size: 0, active: [0] },
    ],
    games_by_mode: [
      { mode: 'practice', games: 200, players: 90 },
      { mode: 'tournament', games: 12, players: 24 },
      { mode: 'brand_new', games: 1, players: 1 },
    ],
    live_games: { games: 35, players: 140 },
    tournaments: { tournaments: 3, participants: 48 },
    ...overrides,
  };
}

export function contentReport(
  timeframe: AdminTimeframe = '30d',
  overrides: Partial<AnalyticsContent> = {},
): AnalyticsContent {
  return {
    ...window(timeframe),
    days: [
      { day: '2026-03-09', answers: 900, accuracy: 62.5 },
      { day: '2026-03-10', answers: 0, accuracy: null },
    ],
    categories: [
      {
        id: SCIENCE_ID,
        name: 'Science, general',
        plays: 120,
        answers: 1_200,
        correct: 780,
        accuracy: 65,
        average_time_ms: 4_250,
      },
    ],
    topics: [
      {
        id: PHYSICS_ID,
        name: 'Physics',
        category_id: SCIENCE_ID,
        category_name: 'Science, general',
        plays: 60,
        answers: 600,
        correct: 300,
        accuracy: 50,
        average_time_ms: 5_000,
      },
    ],
    questions: [
      {
        id: QUESTION_ID,
        text: 'What is "g" on Earth?',
        topic_id: PHYSICS_ID,
        topic_name: 'Physics',
        answers: 80,
        correct: 60,
        accuracy: 75,
        average_time_ms: 3_000,
        disputes: 0,
      },
    ],
    suspect_questions: [
      {
        id: SUSPECT_ID,
        text: '=Which planet is largest?',
        topic_id: PHYSICS_ID,
        topic_name: 'Physics',
        answers: 40,
        correct: 2,
        accuracy: 5,
        average_time_ms: 9_000,
        disputes: 3,
        reasons: ['rarely_right', 'disputed'],
      },
    ],
    badly_discriminating_questions: [
      {
        id: WEAK_ID,
        text: 'Which is heavier, a kilo of lead or of feathers?',
        topic_id: PHYSICS_ID,
        topic_name: 'Physics',
        answers: 1_250,
        discrimination: -0.213,
        source_difficulty: 'beginner',
        calibrated_difficulty: 'advanced',
      },
    ],
    ...overrides,
  };
}

export function economyReport(
  timeframe: AdminTimeframe = '30d',
  overrides: Partial<AnalyticsRevenue> = {},
): AnalyticsRevenue {
  return {
    ...window(timeframe),
    days: [
      { day: '2026-03-09', ...economy, held_in_escrow: 2_500 },
      { day: '2026-03-10', ...economy, earned: 0, held_in_escrow: 2_750 },
    ],
    totals: { earned: 3_000, entry_fees: 600, prizes: 500, refunds: 80, voided: 20 },
    held_in_escrow: 2_750,
    by_kind: [
      { kind: 'quiz_reward', movements: 140, to_players: 3_000, from_players: 0 },
      { kind: 'room_entry_fee', movements: 30, to_players: 0, from_players: 600 },
    ],
    ...overrides,
  };
}

type Reports = {
  dashboard?: () => AnalyticsDashboard;
  users?: (timeframe: AdminTimeframe) => AnalyticsUsers;
  content?: (timeframe: AdminTimeframe) => AnalyticsContent;
  revenue?: (timeframe: AdminTimeframe) => AnalyticsRevenue;
};

/**
 * The analytics API over `fetch`: each report as `reports` builds it for the timeframe asked (the
 * contract's default when none is), the fixtures above otherwise; anything else is unexpected.
 */
export function serveAnalytics(reports: Reports = {}) {
  const defaults = { users: '7d', content: '30d', revenue: '30d' } as const;
  const api = fakeFetch((method, url) => {
    const report = url.pathname.replace('/api/admin/analytics/', '');
    if (method !== 'GET' || !url.pathname.startsWith('/api/admin/analytics/'))
      throw new Error(`unexpected call ${method} ${url.pathname}`);
    if (report === 'dashboard') return { success: true, data: (reports.dashboard ?? dashboard)() };
    if (!(report in defaults)) throw new Error(`unexpected report ${report}`);
    const key = report as keyof typeof defaults;
    const timeframe = adminTimeframeSchema.parse(
      url.searchParams.get('timeframe') ?? defaults[key],
    );
    const build = { users: usersReport, content: contentReport, revenue: economyReport }[key];
    return { success: true, data: (reports[key] ?? build)(timeframe) };
  });
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
