import type {
  BlockedUser,
  Friend,
  FriendRequest,
  RelationshipView,
  SocialSettings,
  SocialUserResult,
} from '@quizarena/contracts';
import { vi } from 'vitest';
import { ok, USER_ID, uuid } from '../../../test/contract-fixtures';

// Contract-shaped social answers; ids are valid UUIDs so the zod schemas accept them.
export { ok, USER_ID, uuid };

const HOUR_MS = 60 * 60 * 1000;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * HOUR_MS).toISOString();

export function friend(n: number, overrides: Partial<Friend> = {}): Friend {
  return {
    user_id: uuid(200 + n),
    name: `Friend ${n}`,
    full_name: `Friend ${n}`,
    avatar_url: null,
    level: 4,
    points: 1_200,
    is_online: false,
    last_seen: hoursAgo(3),
    became_friends_at: '2026-03-02T12:00:00.000Z',
    challenges_won: 0,
    ...overrides,
  };
}

export function request(
  n: number,
  direction: 'in' | 'out',
  overrides: Partial<FriendRequest> = {},
): FriendRequest {
  const other = uuid(300 + n);
  return {
    id: uuid(400 + n),
    follower_id: direction === 'in' ? other : USER_ID,
    user_id: direction === 'in' ? USER_ID : other,
    created_at: hoursAgo(2),
    profile: { full_name: `Requester ${n}`, avatar_url: null, experience_points: 900, level: 3 },
    ...overrides,
  };
}

export function blocked(n: number, overrides: Partial<BlockedUser> = {}): BlockedUser {
  return {
    blocked_id: uuid(500 + n),
    created_at: '2026-03-10T12:00:00.000Z',
    reason: null,
    profile: { full_name: `Blocked ${n}`, avatar_url: null, experience_points: 100, level: 2 },
    ...overrides,
  };
}

export function result(n: number, overrides: Partial<SocialUserResult> = {}): SocialUserResult {
  return {
    user_id: uuid(600 + n),
    name: `Player ${n}`,
    full_name: `Player ${n}`,
    avatar_url: null,
    level: 5,
    points: 2_500,
    total_points: 2_500,
    games_played: 10,
    relationship_status: 'other',
    relationship: 'none',
    ...overrides,
  };
}

export function relationship(overrides: Partial<RelationshipView> = {}): RelationshipView {
  return {
    user_id: uuid(42),
    relationship: 'none',
    relationship_status: 'other',
    can_request: true,
    can_message: true,
    is_online: false,
    last_seen: null,
    ...overrides,
  };
}

export function settings(overrides: Partial<SocialSettings> = {}): SocialSettings {
  return {
    friend_requests_from: 'everyone',
    messages_from: 'friends',
    restricted_to_friends: false,
    ...overrides,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

export const failure = (status: number, message: string, code = 'X') =>
  json({ message, error: 'Error', code }, status);

type Answer = ((body: unknown) => unknown) | Record<string, unknown> | Response;

/**
 * A fetch stub answering `METHOD path` (query included; GET may be left out) from `answers`: a
 * value is sent as JSON, a Response as it is, a function is called with the parsed body
 * (and may answer a promise). Any
 * other call fails the test. `calls` lists every call with its parsed body.
 */
export function stubApi(answers: Record<string, Answer>) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const path = String(input);
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path, body });
    const key = `${method} ${path}`;
    const found = key in answers ? answers[key] : method === 'GET' ? answers[path] : undefined;
    if (found === undefined) throw new Error(`unexpected call ${key}`);
    const answer = await (typeof found === 'function'
      ? (found as (body: unknown) => unknown)(body)
      : found);
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    calls,
    /** The calls other than GET, as 'METHOD path' with their bodies. */
    writes: () => calls.filter((call) => call.method !== 'GET'),
    /** The paths of the GET calls made so far. */
    reads: () => calls.filter((call) => call.method === 'GET').map((call) => call.path),
  };
}

/** The answer of every relationship change. */
export const changed = (userId: string, to: RelationshipView['relationship']) =>
  ok({ user_id: userId, relationship: to });
