import type { HostedGame } from '@quizarena/contracts';
import { vi } from 'vitest';
import { GAME_ID, hostedGame, ok, uuid } from './fixtures';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A refusal as the server words it, naming the field it is about when there is one. */
export const refusal = (status: number, message: string, code: string, field?: string) =>
  json(
    { message, error: 'Refused', code, ...(field ? { details: [{ field, message }] } : {}) },
    status,
  );

export const PLAYER_ID = uuid(50);

type Call = { method: string; path: string; body: unknown };
type Handler = (request: { url: URL; body: unknown }) => unknown;

/**
 * A stand-in for the host-games API over `fetch`: host, read, end, join by PIN (the game's PIN
 * only; a guest unless `signedIn`) and a guest's ticket, every call recorded. `on` replaces an
 * answer (a body, or a Response such as a refusal).
 */
export function fakeHostApi(state: { game?: HostedGame; signedIn?: boolean } = {}) {
  const games = new Map<string, HostedGame>();
  if (state.game) games.set(state.game.game_id, state.game);
  const calls: Call[] = [];
  const overrides: { method: string; path: RegExp; handler: Handler }[] = [];
  let tickets = 0;

  function route(method: string, url: URL, body: unknown): unknown {
    for (const override of overrides) {
      if (override.method === method && override.path.test(url.pathname))
        return override.handler({ url, body });
    }
    const path = url.pathname;
    const one = /^\/api\/host-games\/([0-9a-f-]{36})$/.exec(path);
    const end = /^\/api\/game-sessions\/([^/]+)\/end$/.exec(path);
    if (method === 'POST' && path === '/api/host-games') {
      const created = hostedGame({
        total_questions: (body as { total_questions: number }).total_questions,
        time_per_question: (body as { time_per_question: number }).time_per_question,
      });
      games.set(created.game_id, created);
      return json(ok({ game: created }), 201);
    }
    if (method === 'GET' && one) {
      const game = games.get(one[1]!);
      return game ? ok({ game }) : refusal(404, 'Game not found', 'NOT_FOUND');
    }
    if (method === 'POST' && end) return ok({});
    if (method === 'POST' && path === '/api/host-games/join') {
      const request = body as { pin: string; nickname: string };
      const game = [...games.values()].find((held) => held.pin === request.pin);
      if (!game) return refusal(404, 'No game has this PIN', 'NOT_FOUND', 'pin');
      return ok({
        game_id: game.game_id,
        player_id: PLAYER_ID,
        nickname: request.nickname,
        guest: !state.signedIn,
        guest_token: state.signedIn ? null : `token-for-${request.nickname}`,
      });
    }
    if (method === 'POST' && path === '/api/host-games/ticket') {
      tickets += 1;
      return ok({ ticket: `guest-ticket-${tickets}`, expires_in: 30, path: '/ws' });
    }
    throw new Error(`unexpected call ${method} ${url.pathname}${url.search}`);
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body = raw ? JSON.parse(String(raw)) : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const answer = await route(method, url, body);
    return answer instanceof Response ? answer : json(answer);
  });

  return {
    fetchMock,
    calls,
    on(method: string, path: RegExp, handler: Handler) {
      overrides.unshift({ method, path, handler });
    },
    callsTo(method: string, prefix: string) {
      return calls.filter((call) => call.method === method && call.path.startsWith(prefix));
    },
  };
}

export type FakeHostApi = ReturnType<typeof fakeHostApi>;
export { GAME_ID };
