import type { Tournament, TournamentStanding } from '@quizarena/contracts';
import { vi } from 'vitest';
import { fakeFetch, json, refusal } from '../../../test/fake-fetch';
import { ME, ok, participant } from './fixtures';

export { json, refusal };

const NOT_FOUND = "This tournament doesn't exist or has been removed.";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A stand-in for the tournaments API over `fetch`, keeping tournaments as the server would for
 * ME: the list (filtered by status and category, paged, `can_create`), one tournament (404, or
 * 400 for a malformed id), register (closed, full, a fee above `balance`), withdraw, cancel,
 * bookmarks, rating, the standing and the saved list.
 */
export function fakeTournamentsApi(
  state: {
    tournaments?: Tournament[];
    standings?: Record<string, TournamentStanding>;
    canCreate?: boolean;
    balance?: number;
  } = {},
) {
  const held = new Map((state.tournaments ?? []).map((item) => [item.id, item]));
  const standings = new Map(Object.entries(state.standings ?? {}));
  const balance = state.balance ?? 10_000;
  const keep = (item: Tournament) => {
    held.set(item.id, item);
    return ok({ tournament: item });
  };

  function route(method: string, url: URL, body: unknown): unknown {
    const path = url.pathname;
    const query = url.searchParams;
    if (method === 'GET' && path === '/api/tournaments') {
      let listed = [...held.values()];
      const status = query.get('status');
      if (status) listed = listed.filter((item) => item.status === status);
      const category = query.get('category_id');
      if (category) listed = listed.filter((item) => item.category_id === category);
      const page = Number(query.get('page') ?? 1);
      const limit = Number(query.get('limit') ?? 20);
      return ok({
        tournaments: listed.slice((page - 1) * limit, page * limit),
        total: listed.length,
        page,
        limit,
        can_create: state.canCreate ?? false,
      });
    }
    if (method === 'GET' && path === '/api/tournament-bookmarks')
      return ok({ tournaments: [...held.values()].filter((item) => item.is_bookmarked) });
    const found = /^\/api\/tournaments\/([^/]+)(?:\/([a-z]+))?$/.exec(path);
    if (!found) throw new Error(`unexpected call ${method} ${path}`);
    const [, id, action] = found;
    if (!UUID.test(id!)) return refusal(400, 'params.id must be a UUID', 'VALIDATION_FAILED');
    const item = held.get(id!);
    if (!item) return refusal(404, NOT_FOUND, 'NOT_FOUND');
    if (!action && method === 'GET') return ok({ tournament: item });
    if (action === 'register') {
      if (!item.registration_open)
        return refusal(409, 'Registration is closed for this tournament', 'CONFLICT');
      if (item.current_participants >= item.max_participants)
        return refusal(409, 'This tournament is full', 'CONFLICT');
      if (balance < item.entry_fee)
        return refusal(
          409,
          `Insufficient points. You need ${item.entry_fee} points to register.`,
          'INSUFFICIENT_POINTS',
        );
      return keep({
        ...item,
        is_registered: true,
        current_participants: item.current_participants + 1,
        participants: [...item.participants, participant(ME)],
      });
    }
    if (action === 'withdraw')
      return keep({
        ...item,
        is_registered: false,
        current_participants: item.current_participants - 1,
        participants: item.participants.filter((seat) => !seat.is_you),
      });
    if (action === 'cancel')
      return keep({ ...item, status: 'cancelled', registration_open: false, can_cancel: false });
    if (action === 'bookmark') {
      const saved = method === 'POST';
      held.set(id!, { ...item, is_bookmarked: saved });
      return ok({ is_bookmarked: saved });
    }
    if (action === 'rating')
      return keep({ ...item, my_rating: (body as { rating: number }).rating });
    if (action === 'live') {
      const answer = standings.get(id!);
      if (!answer) throw new Error(`no standing for ${id}`);
      return ok({ standing: answer });
    }
    throw new Error(`unexpected call ${method} ${path}${url.search}`);
  }

  const api = fakeFetch(route);
  return { ...api, held, standings };
}

export type FakeTournamentsApi = ReturnType<typeof fakeTournamentsApi>;

/** The fake API, answering every `fetch` of the test (undone by `vi.unstubAllGlobals`). */
export function serveTournaments(
  ...args: Parameters<typeof fakeTournamentsApi>
): FakeTournamentsApi {
  const api = fakeTournamentsApi(...args);
  vi.stubGlobal('fetch', api.fetchMock);
  return api;
}
