import type { FindMatchBody, MatchmakingState } from '@quizarena/contracts';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { IDLE, ok, searching } from './fixtures';

export { json, refusal };

/**
 * A stand-in for the matchmaking API over `fetch`, keeping one player's search as the server
 * does: find starts it (409 while one runs), cancel ends it (a match already made stays), and
 * active reads it. `set` moves it on as the queue would (a match, a search run out).
 */
export function fakeMatchmakingApi(initial: MatchmakingState = IDLE) {
  let state = initial;

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    if (method === 'GET' && path === '/api/matchmaking/active') return ok(state);
    if (method === 'POST' && path === '/api/matchmaking/find') {
      if (state.status === 'searching')
        return refusal(409, 'You are already looking for a match', 'CONFLICT');
      const wanted = body as FindMatchBody;
      state = searching({
        category_id: wanted.category,
        topic_id: wanted.topic ?? null,
        difficulty: wanted.difficulty,
        game_mode: wanted.game_mode,
        source: wanted.source,
        max_wait_time: wanted.max_wait_time,
      });
      return ok(state);
    }
    if (method === 'POST' && path === '/api/matchmaking/cancel') {
      if (state.status === 'searching') state = IDLE;
      return ok(state);
    }
    throw new Error(`unexpected call ${method} ${path}${url.search}`);
  }

  const api = fakeFetch(route);
  return {
    ...api,
    get state() {
      return state;
    },
    /** The queue moved the search on (the server would also tell the inbox). */
    set(next: MatchmakingState) {
      state = next;
    },
  };
}

export type FakeMatchmakingApi = ReturnType<typeof fakeMatchmakingApi>;
