import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { changeLocale } from '../i18n';
import { accessToken } from './access-token';
import { ApiError, apiBlob, apiFetch, apiFile, configureApiClient } from './api-client';

function answer(status: number, body: unknown, statusText = 'Status') {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    statusText,
  });
}

describe('apiFetch', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    accessToken.clear();
    configureApiClient({});
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('sends JSON with the in-memory bearer token and parses the answer', async () => {
    accessToken.set('token-1', Date.now() + 60_000);
    fetchMock.mockResolvedValue(answer(200, { ok: true }));
    await expect(apiFetch('/api/things', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      ok: true,
    });
    const [, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init!.headers);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init!.body).toBe('{"a":1}');
  });

  it('asks for answers in the language the page shows, and says a lost connection in it', async () => {
    fetchMock.mockImplementation(async () => answer(200, { ok: true }));
    await apiFetch('/api/things');
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('accept-language')).toBe('en');
    await changeLocale('es');
    try {
      await apiFetch('/api/things');
      expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('accept-language')).toBe('es');
      fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(apiFetch('/api/things')).rejects.toMatchObject({
        code: 'NETWORK_ERROR',
        message: 'Hay un problema de conexión. Revisa tu conexión a internet e inténtalo de nuevo.',
      });
    } finally {
      await changeLocale('en');
    }
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    fetchMock.mockResolvedValue(answer(201, { success: true }));
    const form = new FormData();
    form.append('path', 'avatars');
    await apiFetch('/api/uploads', { method: 'POST', body: form });
    const [, init] = fetchMock.mock.calls[0]!;
    expect(new Headers(init!.headers).get('content-type')).toBeNull();
    expect(init!.body).toBe(form);
  });

  it('sends a Blob as it is, as the content type given or its own', async () => {
    fetchMock.mockImplementation(async () => answer(200, { success: true }));
    const file = new Blob(['question\nQ?'], { type: 'application/vnd.ms-excel' });
    await apiFetch('/api/import', {
      method: 'POST',
      body: file,
      headers: { 'content-type': 'text/csv' },
    });
    await apiFetch('/api/import', { method: 'POST', body: file });
    const [first, second] = fetchMock.mock.calls.map(([, init]) => init!);
    expect(new Headers(first!.headers).get('content-type')).toBe('text/csv');
    expect(first!.body).toBe(file);
    expect(new Headers(second!.headers).get('content-type')).toBe('application/vnd.ms-excel');
  });

  it.each([
    [{ message: 'From message', error: 'From error' }, 'From message'],
    [{ error: 'From error' }, 'From error'],
    ['plain text failure', 'The request failed (HTTP 418). Please try again.'],
    ['', 'The request failed (HTTP 418). Please try again.'],
  ])('takes the message from %o', async (body, expected) => {
    fetchMock.mockResolvedValue(answer(418, body, 'Teapot'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ message: expected, status: 418 });
  });

  it.each([
    [502, 'SERVICE_UNAVAILABLE'],
    [504, 'SERVICE_UNAVAILABLE'],
    [500, 'INTERNAL_ERROR'],
    [418, 'HTTP_ERROR'],
  ])('gives a %i that carries no code the code %s', async (status, code) => {
    fetchMock.mockResolvedValue(answer(status, '<html>Bad Gateway</html>'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({ status, code });
  });

  it('words a failure without the server’s words in the language shown, never the raw page', async () => {
    await changeLocale('es');
    try {
      fetchMock.mockResolvedValue(answer(502, '<html>Bad Gateway</html>', 'Bad Gateway'));
      await expect(apiFetch('/api/x')).rejects.toMatchObject({
        message: 'El servicio no está disponible por el momento. Inténtalo de nuevo en breve.',
      });
      fetchMock.mockResolvedValue(answer(418, '', 'Teapot'));
      await expect(apiFetch('/api/x')).rejects.toMatchObject({
        message: 'La solicitud ha fallado (HTTP 418). Inténtalo de nuevo.',
      });
    } finally {
      await changeLocale('en');
    }
  });

  it('keeps the server code and field details', async () => {
    fetchMock.mockResolvedValue(
      answer(400, {
        message: 'bad',
        code: 'VALIDATION_FAILED',
        details: [{ field: 'body.a', message: 'no' }],
      }),
    );
    const error = (await apiFetch('/api/x').catch((e: unknown) => e)) as ApiError;
    expect(error).toBeInstanceOf(ApiError);
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.details).toEqual([{ field: 'body.a', message: 'no' }]);
  });

  it('signs out on a 401 from a session path, after one failed silent refresh', async () => {
    const onUnauthorized = vi.fn();
    const refresh = vi.fn().mockResolvedValue(false);
    configureApiClient({ onUnauthorized, refresh });
    accessToken.set('stale', Date.now());
    fetchMock.mockResolvedValue(answer(401, { message: 'Authentication required' }));
    await expect(apiFetch('/api/auth/me')).rejects.toMatchObject({
      message: 'Authentication failed',
      status: 401,
    });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(accessToken.get()).toBeNull();
  });

  it('signs out when a realtime ticket is refused after a failed refresh', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized, refresh: vi.fn().mockResolvedValue(false) });
    accessToken.set('stale', Date.now());
    fetchMock.mockResolvedValue(answer(401, { message: 'Authentication required' }));
    await expect(apiFetch('/api/realtime/ticket', { method: 'POST' })).rejects.toMatchObject({
      message: 'Authentication failed',
    });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('retries once after a successful silent refresh', async () => {
    const refresh = vi.fn(async () => {
      accessToken.set('fresh', Date.now() + 60_000);
      return true;
    });
    configureApiClient({ refresh });
    accessToken.set('stale', Date.now());
    fetchMock
      .mockResolvedValueOnce(answer(401, {}))
      .mockResolvedValueOnce(answer(200, { user: 1 }));
    await expect(apiFetch('/api/auth/me')).resolves.toEqual({ user: 1 });
    expect(new Headers(fetchMock.mock.calls[1]![1]!.headers).get('authorization')).toBe(
      'Bearer fresh',
    );
  });

  it('reports other 401s as missing permission without signing out', async () => {
    const onUnauthorized = vi.fn();
    configureApiClient({ onUnauthorized });
    fetchMock.mockResolvedValue(answer(401, {}));
    await expect(apiFetch('/api/games/challenges')).rejects.toMatchObject({
      message: 'Unauthorized access - please check your permissions',
      code: 'UNAUTHORIZED_ACCESS',
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('words its own 401 texts in the language shown, keeping the server’s code', async () => {
    await changeLocale('es');
    try {
      fetchMock.mockResolvedValue(answer(401, { message: 'x', code: 'UNAUTHORIZED' }));
      await expect(apiFetch('/api/games/challenges')).rejects.toMatchObject({
        message: 'Acceso no autorizado: revisa tus permisos',
        code: 'UNAUTHORIZED',
      });
      fetchMock.mockResolvedValue(answer(401, {}));
      await expect(apiFetch('/api/auth/me')).rejects.toMatchObject({
        message: 'La autenticación ha fallado',
        code: 'AUTHENTICATION_FAILED',
      });
    } finally {
      await changeLocale('en');
    }
  });

  it('turns a network failure into a status-less error', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/x')).rejects.toMatchObject({
      message: 'Connection issue detected. Please check your internet connection and try again.',
      status: undefined,
      code: 'NETWORK_ERROR',
    });
  });

  it('reads a protected file as a Blob with the bearer token, after a silent refresh', async () => {
    accessToken.set('token-1', Date.now() + 60_000);
    const refresh = vi.fn(async () => {
      accessToken.set('token-2', Date.now() + 60_000);
      return true;
    });
    configureApiClient({ refresh });
    fetchMock
      .mockResolvedValueOnce(answer(401, { message: 'Expired' }))
      .mockResolvedValueOnce(new Response('BEGIN:VCALENDAR', { status: 200 }));
    const blob = await apiBlob('/api/things/calendar.ics', {
      headers: { accept: 'text/calendar' },
    });
    await expect(blob.text()).resolves.toBe('BEGIN:VCALENDAR');
    const headers = new Headers(fetchMock.mock.calls[1]![1]!.headers);
    expect(headers.get('authorization')).toBe('Bearer token-2');
    expect(headers.get('accept')).toBe('text/calendar');
  });

  it('gives a file with the name its answer gives it', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('a,b', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="questions-physics.csv"' },
      }),
    );
    const file = await apiFile('/api/sets/x/export');
    expect(file.fileName).toBe('questions-physics.csv');
    await expect(file.blob.text()).resolves.toBe('a,b');
    fetchMock.mockResolvedValueOnce(new Response('a,b', { status: 200 }));
    expect((await apiFile('/api/sets/x/export')).fileName).toBeNull();
  });

  it('throws a refused file as an ApiError', async () => {
    fetchMock.mockResolvedValue(answer(404, { message: 'Session not found', code: 'NOT_FOUND' }));
    await expect(apiBlob('/api/things/calendar.ics')).rejects.toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
    });
  });
});
