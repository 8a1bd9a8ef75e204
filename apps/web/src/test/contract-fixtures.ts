import type {
  ActivityItem,
  AuthoredQuestionView,
  Performance,
  UserStatsProfile,
} from '@quizarena/contracts';

// Contract-shaped answers that several features' tests share; ids are valid UUIDs so the zod
// schemas accept them. Features keep their own builders beside their tests and re-export these.
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const USER_ID = uuid(1);

export const ok = <T>(data: T) => ({ success: true as const, data });

/** The players several features' tests cast (the signed-in one is Ada, USER_ID), by id. */
export const ME = USER_ID;
export const GRACE = uuid(2);
export const ALAN = uuid(3);
export const CARLA = uuid(4);
const NAMES: Record<string, string> = {
  [ME]: 'Ada Lovelace',
  [GRACE]: 'Grace Hopper',
  [ALAN]: 'Alan Turing',
  [CARLA]: 'Carla Ruiz',
};

/** A cast player's name, or 'Someone' for anyone else. */
export const nameOf = (userId: string) => NAMES[userId] ?? 'Someone';

export function statsProfile(overrides: Partial<UserStatsProfile> = {}): UserStatsProfile {
  return {
    user_id: USER_ID,
    points: 1_250,
    level: 4,
    rank: 7,
    games_played: 12,
    questions_answered: 120,
    correct_answers: 93,
    accuracy_rate: 78,
    current_streak: 3,
    longest_streak: 5,
    games_won: 8,
    win_rate: 67,
    best_answer_streak: 9,
    perfect_games: 1,
    ...overrides,
  };
}

export function activity(n: number, overrides: Partial<ActivityItem> = {}): ActivityItem {
  return {
    id: `activity-${n}`,
    type: 'quiz_completed',
    title: `Completed Topic ${n}`,
    description: `8 of 10 correct in practice`,
    points: 120 + n,
    session_id: uuid(100 + n),
    game_mode: 'practice',
    accuracy: 80,
    occurred_at: new Date(Date.now() - n * 60 * 60 * 1000).toISOString(),
    ...overrides,
  };
}

export function performance(overrides: Partial<Performance> = {}): Performance {
  return {
    timeframe: 'week',
    total_points: 340,
    games_played: 3,
    average_score: 72,
    current_streak: 3,
    global_rank: 7,
    level: 4,
    series: [],
    ...overrides,
  };
}

/** A single-choice question with its answer, as its author reads it (a set's, the console's). */
export function authoredQuestion(
  n: number,
  overrides: Partial<AuthoredQuestionView> = {},
): AuthoredQuestionView {
  return {
    id: uuid(3000 + n),
    topic_id: uuid(2999),
    type: 'single',
    question_text: `Question ${n}?`,
    options: [
      { id: `q${n}a`, option_text: `Right ${n}`, is_correct: true },
      { id: `q${n}b`, option_text: `Wrong ${n}`, is_correct: false },
    ],
    accepted_answers: [],
    max_typos: 0,
    explanation: null,
    points: 10,
    difficulty: 'beginner',
    language: 'en',
    image_url: null,
    image_alt: null,
    is_active: true,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  };
}
