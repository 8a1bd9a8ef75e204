/**
 * A tiny in-tab signal for "the signed-in user's account changed on the server" (points, level,
 * streaks). A feature that changes the account notifies; whoever shows account data listens and
 * refetches. It lives in lib/ because web features never import each other.
 */
export type AccountChangeListener = () => void;

const listeners = new Set<AccountChangeListener>();

/** Tells every listener that the account changed; one failing listener does not stop the rest. */
export function notifyAccountChanged(): void {
  for (const listener of [...listeners]) {
    try {
      listener();
    } catch (error) {
      console.error('An account-change listener failed', error);
    }
  }
}

/** Subscribes to account changes; returns the function that unsubscribes. */
export function onAccountChanged(listener: AccountChangeListener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
