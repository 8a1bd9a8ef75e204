import type { GameFrame, GameStanding, GameView, HostedGame } from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';

// Contract-shaped games and frames for tests; ids are valid UUIDs so the zod schemas accept them.
export { ok, uuid };
export const HOST = uuid(1);
export const ANA = uuid(2);
export const BEN = uuid(3);
export const CAL = uuid(4);
export const GAME_ID = uuid(900);
export const CATEGORY_ID = uuid(700);
export const TOPIC_ID = uuid(701);
export const Q1 = uuid(801);
export const Q2 = uuid(802);
export const GUEST_TOKEN = 'guest-token-abc';

export const NAMES: Record<string, string> = { [ANA]: 'Ana', [BEN]: 'Ben', [CAL]: 'Cal' };

export function hostedGame(overrides: Partial<HostedGame> = {}): HostedGame {
  return {
    game_id: GAME_ID,
    pin: '123456',
    join_url: '/join?pin=123456',
    status: 'waiting',
    category: 'Science',
    topic: 'Physics',
    total_questions: 5,
    time_per_question: 30,
    ...overrides,
  };
}

export function standing(userId: string, overrides: Partial<GameStanding> = {}): GameStanding {
  return {
    user_id: userId,
    name: NAMES[userId] ?? 'Player',
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

export const question = (id = Q1, text = 'Who wrote the theory of relativity?') => ({
  id,
  question_text: text,
  type: 'single' as const,
  options: OPTIONS,
  difficulty: 'intermediate' as const,
  points: 100,
});

export const joinFrame = (userId: string, players = 1): GameFrame => ({
  event: 'player_join',
  data: { user_id: userId, name: NAMES[userId] ?? 'Player', players },
});

export const leaveFrame = (userId: string, removed?: boolean): GameFrame => ({
  event: 'player_leave',
  data: { user_id: userId, ...(removed === undefined ? {} : { removed }) },
});

export function questionFrame(
  overrides: { index?: number; id?: string; servedAt?: number; limitMs?: number } = {},
): GameFrame {
  return {
    event: 'question',
    data: {
      index: overrides.index ?? 0,
      total: 5,
      question: question(overrides.id ?? Q1),
      served_at: overrides.servedAt ?? Date.now(),
      time_limit_ms: overrides.limitMs ?? 30_000,
    },
  };
}

export const answeredFrame = (answered: number, of: number, id = Q1): GameFrame => ({
  event: 'answered',
  data: { question_id: id, answered, of },
});

export type Result = {
  user_id: string;
  option_id: string | null;
  correct: boolean;
  points: number;
};

export function closedFrame(
  results: Result[],
  scoreboard: GameStanding[],
  id = Q1,
  correct = 'b',
): GameFrame {
  return {
    event: 'question_closed',
    data: {
      question_id: id,
      correct_option: correct,
      correct_response: { option_id: correct },
      correct_answer: OPTIONS.find((option) => option.id === correct)?.option_text ?? '',
      explanation: 'Einstein published special relativity in 1905.',
      results: results.map((result) => ({
        ...result,
        response: result.option_id === null ? null : { option_id: result.option_id },
        credit: result.correct ? 1 : 0,
      })),
      scoreboard,
      team_scores: null,
      eliminated_user_id: null,
    },
  };
}

export const endFrame = (scoreboard: GameStanding[]): GameFrame => ({
  event: 'game_end',
  data: { scoreboard, team_scores: null },
});

export function view(overrides: Partial<GameView> = {}): GameView {
  return {
    game_id: GAME_ID,
    phase: 'waiting',
    host_id: HOST,
    mode: 'classic',
    power_ups_enabled: false,
    index: -1,
    total: 5,
    phase_ends_at: null,
    paused: false,
    now: Date.now(),
    question: null,
    time_limit_ms: 30_000,
    reveal: null,
    answered: { answered: 0, of: 0 },
    scoreboard: [],
    team_scores: null,
    you: null,
    ...overrides,
  };
}

export const stateFrame = (overrides: Partial<GameView> = {}): GameFrame => ({
  event: 'state',
  data: view(overrides),
});

export function you(overrides: Partial<NonNullable<GameView['you']>> = {}): GameView['you'] {
  return {
    answer: null,
    deadline: null,
    power_ups: [],
    active_power_up: null,
    removed_option_ids: [],
    eliminated: false,
    left: false,
    ...overrides,
  };
}
