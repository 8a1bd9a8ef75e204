import { accessToken } from './access-token';
import { currentLocale, i18n } from '../i18n/instance';

/** An API failure: the message the spec's rules pick, the HTTP status and the server's code. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status?: number,
    readonly code?: string,
    readonly details?: { field: string; message: string }[],
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/** The English text of a failed connection (tests and callers compare against it). */
export const NETWORK_ERROR_MESSAGE =
  'Connection issue detected. Please check your internet connection and try again.';

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
  '/api/auth/refresh',
  '/api/auth/register',
  '/api/auth/logout',
];

/** A body is sent as JSON, except FormData, which goes as multipart (the browser sets the boundary). */
export type ApiRequest = Omit<RequestInit, 'body'> & { body?: unknown };

async function send(path: string, init: ApiRequest): Promise<Response> {
  const headers = new Headers(init.headers);
  headers.set('accept', 'application/json');
  // The server words errors and mails in the language the page shows, not the browser's default.
  headers.set('accept-language', currentLocale());
  const isForm = init.body instanceof FormData;
  if (init.body !== undefined && !isForm) headers.set('content-type', 'application/json');
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
          : isForm
            ? (init.body as FormData)
            : JSON.stringify(init.body),
    });
  } catch {
    throw new ApiError(i18n.t('errors:codes.NETWORK_ERROR'), undefined, 'NETWORK_ERROR');
  }
}

/** The spec's message order: body.message, then body.error, then the plain text, else the status line. */
async function errorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: {
    message?: string;
    error?: string;
    code?: string;
    details?: { field: string; message: string }[];
  } = {};
  try {
    body = text ? JSON.parse(text) : {};
  } catch {
    body = {};
  }
  const message =
    body.message ||
    body.error ||
    (text && !text.startsWith('{') ? text : '') ||
    `HTTP ${response.status}: ${response.statusText}`;
  return new ApiError(message, response.status, body.code, body.details);
}

/**
 * Calls the API with the in-memory bearer token. A 401 first tries one silent refresh and a
 * retry; if that fails, session paths sign the user out ('Authentication failed') and other
 * paths report missing permission, as spec section 8 says.
 */
export async function apiFetch<T>(path: string, init: ApiRequest = {}): Promise<T> {
  let response = await send(path, init);
  if (
    response.status === 401 &&
    accessToken.get() &&
    hooks.refresh &&
    !NO_REFRESH_PATHS.includes(path)
  ) {
    if (await hooks.refresh()) response = await send(path, init);
  }
  if (response.ok) {
    return (response.status === 204 ? undefined : await response.json()) as T;
  }
  const error = await errorFrom(response);
  if (response.status === 401) {
    if (SESSION_PATHS.some((segment) => path.includes(segment))) {
      accessToken.clear();
      if (!NO_REFRESH_PATHS.includes(path)) hooks.onUnauthorized?.();
      throw new ApiError('Authentication failed', 401, error.code, error.details);
    }
    throw new ApiError('Unauthorized access - please check your permissions', 401, error.code);
  }
  throw error;
}
