/** The query parameter of /login that names the page to return to after sign-in. */
export const RETURN_PARAM = 'next';

// Pages a visitor only sees signed out (or while signing in): returning there would loop.
const NOT_A_RETURN = /^\/(login|register|forgot-password|reset-password|verify-email|auth)(\/|$)/;
const ORIGIN = 'http://return.invalid';

/**
 * The same-origin path (with its query) to return to after sign-in, or null: absolute and
 * protocol-relative URLs (`//evil.com`, `/\evil.com`) and the sign-in pages are refused.
 */
export function safeReturnPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || /[\\\p{Cc}]/u.test(raw)) return null;
  let url: URL;
  try {
    url = new URL(raw, ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== ORIGIN || NOT_A_RETURN.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/** Where sign-in leads: the page that sent the visitor to /login, else the dashboard. */
export function returnPathFrom(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM)) ?? '/dashboard';
}

/** /login, remembering the protected page the visitor asked for. */
export function loginPathFor(location: { pathname: string; search: string }): string {
  const target = safeReturnPath(`${location.pathname}${location.search}`);
  return target && target !== '/dashboard'
    ? `/login?${new URLSearchParams({ [RETURN_PARAM]: target }).toString()}`
    : '/login';
}
