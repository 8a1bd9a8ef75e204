import { vi } from 'vitest';

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** An error answer in the API's shape, with the fields it names when given. */
export const refusal = (
  status: number,
  message: string,
  code: string,
  details?: { field: string; message: string }[],
) => json({ message, error: 'Refused', code, ...(details ? { details } : {}) }, status);

export type FakeCall = { method: string; path: string; body: unknown };
export type FakeHandler = (request: { url: URL; body: unknown }) => unknown;

/**
 * A `fetch` mock that answers with `route` (a body, or a Response such as a refusal) and records
 * every call; a JSON body arrives parsed, a FormData or a Blob as it is. A feature's fake API supplies the
 * routes; `on` replaces or adds an answer from a test.
 */
export function fakeFetch(route: (method: string, url: URL, body: unknown) => unknown) {
  const calls: FakeCall[] = [];
  const overrides: { method: string; path: RegExp; handler: FakeHandler }[] = [];

  function answer(method: string, url: URL, body: unknown): unknown {
    for (const override of overrides) {
      if (override.method === method && override.path.test(url.pathname))
        return override.handler({ url, body });
    }
    return route(method, url, body);
  }

  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const raw = init?.body;
    const body =
      raw instanceof FormData || raw instanceof Blob
        ? raw
        : raw
          ? JSON.parse(String(raw))
          : undefined;
    calls.push({ method, path: `${url.pathname}${url.search}`, body });
    const answered = await answer(method, url, body);
    return answered instanceof Response ? answered : json(answered);
  });

  return {
    fetchMock,
    calls,
    /** Answers `method` calls whose path matches with `handler` from now on. */
    on(method: string, path: RegExp, handler: FakeHandler) {
      overrides.unshift({ method, path, handler });
    },
    /** The calls made with `method` whose path starts with `prefix`. */
    callsTo(method: string, prefix: string) {
      return calls.filter((call) => call.method === method && call.path.startsWith(prefix));
    },
  };
}
