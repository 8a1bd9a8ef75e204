import type { MatchmakingState } from '@quizarena/contracts';
import { ok, uuid } from '../../../test/contract-fixtures';

// Contract-shaped search states for tests; ids are valid UUIDs so the zod schemas accept them.
export { ok, uuid };
export const ME = uuid(1);
export const GRACE = uuid(2);
export const GAME_ID = uuid(900);
export const SCIENCE = uuid(700);
export const HISTORY = uuid(710);
export const PHYSICS = uuid(701);

export const CATEGORIES = [
  { id: SCIENCE, name: 'Science' },
  { id: HISTORY, name: 'History' },
];

type Searching = Extract<MatchmakingState, { status: 'searching' }>;
type Matched = Extract<MatchmakingState, { status: 'matched' }>;
type TimedOut = Extract<MatchmakingState, { status: 'timed_out' }>;

export const IDLE: MatchmakingState = { status: 'idle' };

const SEARCH = {
  category_id: null,
  topic_id: null,
  difficulty: 'any',
  game_mode: 'classic',
  source: 'quick_match',
  max_wait_time: 60,
} as const;

/** A search queued `secondsAgo` seconds ago (by this machine's clock). */
export function searching(overrides: Partial<Searching> = {}, secondsAgo = 0): Searching {
  const queued = Date.now() - secondsAgo * 1000;
  const wait = overrides.max_wait_time ?? SEARCH.max_wait_time;
  return {
    ...SEARCH,
    status: 'searching',
    queued_at: new Date(queued).toISOString(),
    expires_at: new Date(queued + wait * 1000).toISOString(),
    rating: 1200,
    ...overrides,
  };
}

export function matched(overrides: Partial<Matched> = {}): Matched {
  return {
    status: 'matched',
    game_id: GAME_ID,
    matched_at: new Date().toISOString(),
    opponents: [{ user_id: GRACE, name: 'Grace Hopper', avatar_url: null, rating: 1210 }],
    ...overrides,
  };
}

export function timedOut(overrides: Partial<TimedOut> = {}): TimedOut {
  return {
    ...SEARCH,
    status: 'timed_out',
    bot: { category_id: SCIENCE, topic_id: PHYSICS, difficulty: 'intermediate' },
    ...overrides,
  };
}
