/**
 * The access token lives in memory only (docs/DECISIONS.md #10): no script-readable storage
 * holds a secret. A reload gets a new one through the HttpOnly refresh cookie.
 */
type Listener = (token: string | null) => void;

let current: { token: string; expiresAt: number } | null = null;
const listeners = new Set<Listener>();

export const accessToken = {
  get(): string | null {
    return current?.token ?? null;
  },
  expiresAt(): number | null {
    return current?.expiresAt ?? null;
  },
  set(token: string, expiresAt: number): void {
    current = { token, expiresAt };
    listeners.forEach((listener) => listener(token));
  },
  clear(): void {
    current = null;
    listeners.forEach((listener) => listener(null));
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
