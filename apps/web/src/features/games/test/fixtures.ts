import type { GameFrame, GameRoom, GameStanding, GameView } from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';

// Contract-shaped rooms and frames for tests; ids are valid UUIDs so the zod schemas accept them.
export { ok, uuid };
export const ME = uuid(1);
export const ANA = uuid(2);
export const BEN = uuid(3);
export const ROOM_ID = uuid(900);
export const CATEGORY_ID = uuid(700);
export const TOPIC_ID = uuid(701);
export const QUESTION_ID = uuid(800);

const NAMES: Record<string, string> = {
  [ME]: 'Ada Lovelace',
  [ANA]: 'Ana Ruiz',
  [BEN]: 'Ben Okafor',
};
export const nameOf = (userId: string) => NAMES[userId] ?? `Player ${userId.slice(-3)}`;

export const seat = (userId: string, overrides: Partial<GameRoom['players'][number]> = {}) => ({
  user_id: userId,
  name: nameOf(userId),
  avatar_url: null,
  is_online: true,
  ...overrides,
});

export function room(overrides: Partial<GameRoom> = {}): GameRoom {
  return {
    id: ROOM_ID,
    name: 'Friday Trivia',
    category: 'Science',
    category_id: CATEGORY_ID,
    topic: 'Physics',
    topic_id: TOPIC_ID,
    kind: 'room',
    difficulty: 'intermediate',
    game_mode: 'classic',
    status: 'waiting',
    max_players: 4,
    players: [seat(ME)],
    host: { user_id: ME, name: nameOf(ME) },
    time_per_question: 30,
    total_questions: 10,
    is_private: false,
    password_protected: false,
    spectators_allowed: true,
    spectator_count: 0,
    prize_pool: 0,
    entry_fee: 0,
    power_ups_enabled: true,
    chat_enabled: true,
    locked: false,
    created_at: '2026-11-27T09:00:00.000Z',
    ...overrides,
  };
}

export const viewer = (
  overrides: Partial<{ is_player: boolean; is_spectator: boolean; is_host: boolean }> = {},
) => ({
  is_player: true,
  is_spectator: false,
  is_host: true,
  ...overrides,
});

export function standing(userId: string, overrides: Partial<GameStanding> = {}): GameStanding {
  return {
    user_id: userId,
    name: nameOf(userId),
    rank: 1,
    score: 0,
    correct_answers: 0,
    total_answers: 0,
    streak: 0,
    team: null,
    is_connected: true,
    is_host: false,
    eliminated: false,
    left: false,
    ...overrides,
  };
}

export const OPTIONS = [
  { id: 'a', option_text: 'Newton' },
  { id: 'b', option_text: 'Einstein' },
  { id: 'c', option_text: 'Curie' },
  { id: 'd', option_text: 'Bohr' },
];

export const QUESTION = {
  id: QUESTION_ID,
  question_text: 'Who wrote the theory of relativity?',
  type: 'single' as const,
  options: OPTIONS,
  difficulty: 'intermediate' as const,
  points: 100,
};

export function questionFrame(
  overrides: {
    index?: number;
    total?: number;
    servedAt?: number;
    limitMs?: number;
    id?: string;
  } = {},
): GameFrame {
  return {
    event: 'question',
    data: {
      index: overrides.index ?? 0,
      total: overrides.total ?? 5,
      question: { ...QUESTION, id: overrides.id ?? QUESTION_ID },
      served_at: overrides.servedAt ?? Date.now(),
      time_limit_ms: overrides.limitMs ?? 30_000,
    },
  };
}

export function closedFrame(
  results: { user_id: string; option_id: string | null; correct: boolean; points: number }[],
  overrides: { scoreboard?: GameStanding[]; eliminated?: string | null } = {},
): GameFrame {
  return {
    event: 'question_closed',
    data: {
      question_id: QUESTION_ID,
      correct_option: 'b',
      correct_response: { option_id: 'b' },
      correct_answer: OPTIONS.find((option) => option.id === 'b')!.option_text,
      explanation: 'Einstein published special relativity in 1905.',
      results: results.map((result) => ({
        ...result,
        response: result.option_id === null ? null : { option_id: result.option_id },
        credit: result.correct ? 1 : 0,
      })),
      scoreboard: overrides.scoreboard ?? [standing(ME), standing(ANA, { rank: 2 })],
      team_scores: null,
      eliminated_user_id: overrides.eliminated ?? null,
    },
  };
}

export function view(overrides: Partial<GameView> = {}): GameView {
  return {
    game_id: ROOM_ID,
    phase: 'waiting',
    host_id: ME,
    mode: 'classic',
    power_ups_enabled: true,
    index: -1,
    total: 5,
    phase_ends_at: null,
    paused: false,
    now: Date.now(),
    question: null,
    time_limit_ms: 30_000,
    reveal: null,
    answered: { answered: 0, of: 2 },
    scoreboard: [],
    team_scores: null,
    you: {
      answer: null,
      deadline: null,
      power_ups: [
        { type: 'fifty_fifty', uses_remaining: 2, cooldown: 0 },
        { type: 'extra_time', uses_remaining: 2, cooldown: 0 },
        { type: 'double_points', uses_remaining: 1, cooldown: 0 },
      ],
      active_power_up: null,
      removed_option_ids: [],
      eliminated: false,
      left: false,
    },
    ...overrides,
  };
}

export const chatLine = (id: string, message: string, userId: string | null = ANA) => ({
  id,
  user_id: userId,
  user_name: userId ? nameOf(userId) : 'System',
  message,
  timestamp: '2026-11-27T09:00:00.000Z',
  type: userId ? ('message' as const) : ('system' as const),
});
