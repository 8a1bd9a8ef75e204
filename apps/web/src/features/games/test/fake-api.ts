import type { ActiveGame, GameRoom, RoomResult } from '@quizarena/contracts';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { CATEGORY_ID, ok, room as newRoom, TOPIC_ID, uuid, viewer } from './fixtures';

export { json, refusal };

/**
 * A stand-in for the games API over `fetch`: the room list (filtered by search, category and
 * difficulty as the server does), one room, create, update, end and join, every call recorded.
 * `on` replaces or adds an answer (a body, or a Response such as a refusal).
 */
export function fakeGamesApi(
  state: {
    rooms?: GameRoom[];
    online?: number;
    viewer?: ReturnType<typeof viewer>;
    /** A game played to its end: its settled places. */
    results?: RoomResult[];
    /** The games the caller is in now. */
    active?: ActiveGame[];
  } = {},
) {
  const rooms = state.rooms ?? [newRoom()];
  let seen = state.viewer ?? viewer();

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    const one = /^\/api\/game-sessions\/([^/]+)(?:\/(end))?$/.exec(path);
    const join = /^\/api\/games\/session\/([^/]+)\/join$/.exec(path);
    if (method === 'GET' && path === '/api/games/sessions/active')
      return ok({ games: state.active ?? [] });
    if (method === 'GET' && path === '/api/game-sessions') {
      const search = (url.searchParams.get('search') ?? '').toLowerCase();
      const category = url.searchParams.get('category');
      const difficulty = url.searchParams.get('difficulty');
      const listed = rooms.filter(
        (held) =>
          held.status === 'waiting' &&
          !held.is_private &&
          (!search || held.name.toLowerCase().includes(search)) &&
          (!category || held.category_id === category) &&
          (!difficulty || held.difficulty === difficulty),
      );
      return ok({ rooms: listed, total: listed.length, online: state.online ?? 7 });
    }
    if (method === 'POST' && path === '/api/game-sessions') {
      const created = newRoom({ id: uuid(950), name: (body as { name: string }).name });
      rooms.push(created);
      seen = viewer();
      return json(ok({ room: created, viewer: seen, results: null }), 201);
    }
    if (one) {
      const held = rooms.find((candidate) => candidate.id === one[1]);
      if (!held) return refusal(404, 'Game not found', 'NOT_FOUND');
      if (method === 'GET') return ok({ room: held, viewer: seen, results: state.results ?? null });
      if (method === 'PUT') {
        Object.assign(held, body);
        return ok({ room: held, viewer: seen, results: null });
      }
      if (method === 'POST' && one[2] === 'end') {
        held.status = 'completed';
        return ok({ room: held, viewer: seen, results: null });
      }
    }
    if (method === 'POST' && join) {
      const held = rooms.find((candidate) => candidate.id === join[1]);
      if (!held) return refusal(404, 'Game not found', 'NOT_FOUND');
      const request = body as { password?: string; as_spectator?: boolean };
      seen = viewer({
        is_player: !request.as_spectator,
        is_spectator: !!request.as_spectator,
        is_host: false,
      });
      return ok({ room: held, viewer: seen, results: null });
    }
    throw new Error(`unexpected call ${method} ${url.pathname}${url.search}`);
  }

  return { ...fakeFetch(route), rooms };
}

export type FakeGamesApi = ReturnType<typeof fakeGamesApi>;

export const CATEGORIES = [
  { id: CATEGORY_ID, name: 'Science' },
  { id: uuid(710), name: 'History' },
];
export const TOPICS: Record<string, { id: string; name: string }[]> = {
  [CATEGORY_ID]: [
    { id: TOPIC_ID, name: 'Physics' },
    { id: uuid(702), name: 'Chemistry' },
  ],
  [uuid(710)]: [{ id: uuid(711), name: 'Rome' }],
};
