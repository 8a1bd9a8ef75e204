import type { Challenge, CreateChallengeBody, HeadToHead } from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import type { ChallengeBox } from '../utils/challenge-view';
import { challenge as newChallenge, GAME_ID, ME, MY_GAME_ID, ok, person, uuid } from './fixtures';

export { json, refusal };

/**
 * A stand-in for the challenges API over `fetch`, keeping challenges as the server would for ME:
 * create, accept (a realtime one starts its game, or turns async when `challengerAway`),
 * decline, cancel, play (the caller's own game), one challenge, and the boxes.
 */
export function fakeChallengesApi(
  state: {
    challenges?: Challenge[];
    boxes?: Partial<Record<ChallengeBox, Challenge[]>>;
    headToHead?: HeadToHead[];
    won?: number;
    challengerAway?: boolean;
  } = {},
) {
  const held = new Map((state.challenges ?? []).map((item) => [item.id, item]));
  let created = 0;

  const store = (item: Challenge) => {
    held.set(item.id, item);
    return ok({ challenge: item });
  };
  const answered = (item: Challenge, answer: 'accepted' | 'declined') =>
    item.challenged.map((friend) => (friend.user_id === ME ? { ...friend, answer } : friend));

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/games/challenges') {
      const box = (url.searchParams.get('box') ?? 'received') as ChallengeBox;
      const listed = state.boxes?.[box] ?? [];
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Number(url.searchParams.get('limit') ?? 20);
      return ok({
        challenges: listed.slice(offset, offset + limit),
        total: listed.length,
        head_to_head: state.headToHead ?? [],
        challenges_won: state.won ?? 0,
      });
    }
    const read = /^\/api\/games\/challenges\/([^/]+)$/.exec(path);
    if (method === 'GET' && read) {
      const item = held.get(read[1]!);
      return item ? ok({ challenge: item }) : refusal(404, 'Challenge not found', 'NOT_FOUND');
    }
    if (method === 'POST' && path === '/api/games/challenge/create') {
      const wanted = body as CreateChallengeBody;
      created += 1;
      return json(
        store(
          newChallenge({
            id: uuid(650 + created),
            from: ME,
            to: wanted.challenged_user_ids,
            challenge_type: wanted.challenge_type,
            question_count: wanted.question_count,
            time_limit: wanted.time_limit,
            challenge_message: wanted.challenge_message,
          }),
        ),
        201,
      );
    }
    const command = /^\/api\/games\/challenge\/([^/]+)\/(accept|decline|cancel|play)$/.exec(path);
    if (method === 'POST' && command) {
      const item = held.get(command[1]!);
      if (!item) return refusal(404, 'Challenge not found', 'NOT_FOUND');
      switch (command[2]) {
        case 'accept':
          if (item.challenge_type === 'realtime' && !state.challengerAway) {
            return store({
              ...item,
              status: 'accepted',
              challenged: answered(item, 'accepted'),
              game_id: GAME_ID,
            });
          }
          return store({
            ...item,
            challenge_type: 'async',
            status: 'accepted',
            challenged: answered(item, 'accepted'),
            my_turn: true,
          });
        case 'decline':
          return store({ ...item, status: 'declined', challenged: answered(item, 'declined') });
        case 'cancel':
          return store({ ...item, status: 'cancelled' });
        default:
          return store({ ...item, my_game_id: MY_GAME_ID });
      }
    }
    throw new Error(`unexpected call ${method} ${path}${url.search}`);
  }

  const api = fakeFetch(route);
  return {
    ...api,
    held,
    /** The challenge moved on elsewhere (the server would tell the inbox). */
    set(item: Challenge) {
      held.set(item.id, item);
    },
  };
}

export type FakeChallengesApi = ReturnType<typeof fakeChallengesApi>;
export { person };

/** The fake API, answering every `fetch` of the test (undone by `vi.unstubAllGlobals`). */
export function serveChallenges(...args: Parameters<typeof fakeChallengesApi>): FakeChallengesApi {
  const api = fakeChallengesApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
