import type { FieldIssue } from '@quizarena/contracts';
import { accessToken } from './access-token';
import { currentLocale, i18n } from '../i18n/instance';

/**
 * An API failure: a message in the language shown, the HTTP status and a code. The message and
 * code are the server's, or the client's own for failures the server did not word
 * (NETWORK_ERROR, AUTHENTICATION_FAILED, UNAUTHORIZED_ACCESS, INVALID_RESPONSE, HTTP_ERROR, or a
 * server code for a bare 5xx), whose texts come from the `errors` catalogue.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly details?: FieldIssue[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Hooks = {
  /** Called when an auth, user or profile call answers 401: the session is gone. */
  onUnauthorized?: () => void;
  /** Tries to get a new access token; resolves true when it did. */
  refresh?: () => Promise<boolean>;
};
let hooks: Hooks = {};

/** The auth feature registers how to refresh and what to do when the session is gone. */
export function configureApiClient(next: Hooks): void {
  hooks = next;
}

// A realtime ticket is asked for with the session alone: a 401 there means the session ended
// (the socket's 4001 close is followed by a ticket request).
const SESSION_PATHS = ['/auth/', '/user', '/profile', '/api/realtime/ticket'];
const NO_REFRESH_PATHS = [
  '/api/auth/login',
  // The sign-in's code step: a wrong code is not an ended session.
  '/api/auth/second-factor',
  '/api/auth/refresh',
  '/api/auth/register',
  '/api/auth/logout',
];

/**
 * A body is sent as JSON, except FormData, which goes as multipart (the browser sets the
 * boundary), and a Blob (a chosen file), which goes as it is, as the `content-type` header given
 * says (else as its own type).
 */
export type ApiRequest = Omit<RequestInit, 'body'> & { body?: unknown };

async function send(path: string, init: ApiRequest): Promise<Response> {
  const headers = new Headers(init.headers);
  if (!headers.has('accept')) headers.set('accept', 'application/json');
  // The server words errors and mails in the language the page shows, not the browser's default.
  headers.set('accept-language', currentLocale());
  const raw = init.body instanceof FormData || init.body instanceof Blob;
  if (init.body instanceof Blob && !headers.has('content-type') && init.body.type) {
    headers.set('content-type', init.body.type);
  }
  if (init.body !== undefined && !raw) headers.set('content-type', 'application/json');
  const token = accessToken.get();
  if (token) headers.set('authorization', `Bearer ${token}`);
  try {
    return await fetch(path, {
      ...init,
      headers,
      credentials: 'same-origin',
      body:
        init.body === undefined
          ? undefined
          : raw
            ? (init.body as FormData | Blob)
            : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(i18n.t('errors:codes.NETWORK_ERROR'), undefined, 'NETWORK_ERROR');
  }
}

/**
 * The code of an answer that carries none (a proxy's page, an empty body): a gateway's failure is
 * the service being away, another server failure an internal error, anything else the status.
 */
function codeForStatus(status: number): string {
  if (status === 502 || status === 503 || status === 504) return 'SERVICE_UNAVAILABLE';
  return status >= 500 ? 'INTERNAL_ERROR' : 'HTTP_ERROR';
}

/**
 * The server's words (`message`, then `error`: it writes them in the language asked for) and its
 * code; an answer without them (a proxy's page, an empty body) gets `fallbackCode` and its text.
 */
async function errorFrom(response: Response, fallbackCode: string): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: {
    message?: string;
    error?: string;
    code?: string;
    details?: FieldIssue[];
  } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const words = body.message || body.error;
  if (words) return new ApiError(words, response.status, body.code, body.details);
  const code = body.code ?? fallbackCode;
  return new ApiError(
    i18n.t(`errors:codes.${code}` as 'errors:codes.HTTP_ERROR', { status: response.status }),
    response.status,
    code,
    body.details,
  );
}

/**
 * Calls the API with the in-memory bearer token. A 401 first tries one silent refresh and a
 * retry; if that fails, session paths sign the user out ('Authentication failed') and other
 * paths report missing permission ('Unauthorized access - please check your permissions').
 */
export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  const response = await answered(path, init);
  return (response.status === 204 ? undefined : await response.json()) as T;
}

/**
 * A protected file (a calendar's .ics) as a Blob: the same bearer token, refresh and errors as
 * apiFetch, for answers that are not JSON. A plain link cannot carry the token.
 */
export async function apiBlob(path: string, init: ApiRequest = {}): Promise<Blob> {
  return (await answered(path, init)).blob();
}

/**
 * A protected file as a Blob with the name its answer gives it (`Content-Disposition`'s
 * `filename`), or null when it names none.
 */
export async function apiFile(
  path: string,
  init: ApiRequest = {},
): Promise<{ blob: Blob; fileName: string | null }> {
  const response = await answered(path, init);
  const disposition = response.headers.get('content-disposition') ?? '';
  const fileName = /filename="([^"]+)"/.exec(disposition)?.[1] ?? null;
  return { blob: await response.blob(), fileName };
}

/** The answer once it is ok, after one silent refresh on a 401; a refusal is thrown. */
async function answered(path: string, init: ApiRequest): Promise<Response> {
  let response = await send(path, init);
  if (
    response.status === 401 &&
    accessToken.get() &&
    hooks.refresh &&
    !NO_REFRESH_PATHS.includes(path)
  ) {
    if (await hooks.refresh()) response = await send(path, init);
  }
  if (response.ok) return response;
  if (response.status !== 401) throw await errorFrom(response, codeForStatus(response.status));
  const session = SESSION_PATHS.some((segment) => path.includes(segment));
  const code = session ? 'AUTHENTICATION_FAILED' : 'UNAUTHORIZED_ACCESS';
  const error = await errorFrom(response, code);
  if (session) {
    accessToken.clear();
    if (!NO_REFRESH_PATHS.includes(path)) hooks.onUnauthorized?.();
  }
  throw new ApiError(
    i18n.t(`errors:codes.${code}`),
    401,
    error.code ?? code,
    session ? error.details : undefined,
  );
}
