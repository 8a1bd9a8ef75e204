import type { AuthResult, User } from '@quizarena/contracts';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { accessToken } from '../../lib/access-token';
import { onAccountChanged } from '../../lib/account-events';
import { configureApiClient } from '../../lib/api-client';
import { loginPathFor } from './utils/return-path';

// The API module (and the zod contracts it parses with) loads on first use, keeping the
// landing page's bundle small.
const loadAuthApi = () => import('./api/auth-api').then((module) => module.authApi);

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

export type AuthContextValue = {
  status: AuthStatus;
  user: User | null;
  /** Takes a sign-in answer (password, external provider, password change). */
  signIn(result: AuthResult): void;
  /** Ends every session on the server, and locally even if the server call fails. */
  signOut(): Promise<void>;
  /** Replaces the cached user after a profile change. */
  setUser(user: User): void;
  /** Starts the session check; useAuth calls it, so pages that never ask (the landing) never pay for it. */
  start(): void;
};

const AuthContext = createContext<AuthContextValue | null>(null);
const REFRESH_EARLY_MS = 60_000;

let inflight: Promise<AuthResult | null> | null = null;

/**
 * One refresh at a time across every tab: the refresh token rotates on use, so two tabs
 * presenting the same cookie at once would look like theft and end the session.
 */
export function refreshSession(): Promise<AuthResult | null> {
  inflight ??= (async () => {
    const run = () =>
      loadAuthApi()
        .then((api) => api.refresh())
        .catch(() => null);
    const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
    return locks ? locks.request('quizarena-auth-refresh', run) : run();
  })().finally(() => {
    inflight = null;
  });
  return inflight;
}

/**
 * Auth state for the app. The access token stays in memory; at start-up a refresh through the
 * HttpOnly cookie tells whether a session exists, and a timer refreshes before expiry.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('auth');
  const [status, setStatus] = useState<AuthStatus>('loading');
  const [user, setUserState] = useState<User | null>(null);
  const navigate = useNavigate();
  const location = useLocation();
  // Read when the session ends, not a reason to configure the API client again per navigation.
  const locationRef = useRef(location);
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const started = useRef(false);
  const mounted = useRef(true);
  // The refresh timer calls the latest `apply` through this ref (apply schedules itself).
  const applyRef = useRef<(result: AuthResult) => void>(() => {});

  const clearLocal = useCallback(() => {
    clearTimeout(timer.current);
    accessToken.clear();
    setUserState(null);
    setStatus('signedOut');
    queryClient.clear();
  }, [queryClient]);

  const apply = useCallback(
    (result: AuthResult) => {
      accessToken.set(result.accessToken, result.session.expires_at);
      setUserState(result.user);
      setStatus('signedIn');
      clearTimeout(timer.current);
      const wait = Math.max(5_000, result.session.expires_at - Date.now() - REFRESH_EARLY_MS);
      timer.current = setTimeout(() => {
        void refreshSession().then((next) => (next ? applyRef.current(next) : clearLocal()));
      }, wait);
    },
    [clearLocal],
  );

  useEffect(() => {
    applyRef.current = apply;
  }, [apply]);

  useEffect(() => {
    locationRef.current = location;
  }, [location]);

  useEffect(() => {
    mounted.current = true;
    configureApiClient({
      refresh: async () => {
        const next = await refreshSession();
        if (next && mounted.current) apply(next);
        return next !== null;
      },
      // The session expired or was ended elsewhere: sign-in brings the player back here.
      onUnauthorized: () => {
        clearLocal();
        navigate(loginPathFor(locationRef.current), { replace: true });
      },
    });
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, [apply, clearLocal, navigate]);

  // Another feature changed the account on the server (a finished quiz moves points and level):
  // refetch the user so the sidebar shows the new values. A sign-out meanwhile drops the answer;
  // a failed refetch keeps the old values until the next refresh.
  useEffect(() => {
    if (status !== 'signedIn') return;
    let active = true;
    const off = onAccountChanged(() => {
      void loadAuthApi()
        .then((api) => api.me())
        .then(
          (next) => {
            if (active) setUserState(next);
          },
          () => {},
        );
    });
    return () => {
      active = false;
      off();
    };
  }, [status]);

  const start = useCallback(() => {
    if (started.current) return;
    started.current = true;
    void refreshSession().then((result) => {
      if (!mounted.current) return;
      if (result) apply(result);
      else setStatus((current) => (current === 'loading' ? 'signedOut' : current));
    });
  }, [apply]);

  const value = useMemo<AuthContextValue>(
    () => ({
      status,
      user,
      signIn: apply,
      setUser: setUserState,
      start,
      async signOut() {
        try {
          await (await loadAuthApi()).logout();
        } catch {
          // Local sign-out happens regardless (spec: sign-out clears local data even on failure).
        }
        clearLocal();
        // Chosen, not lost: the next sign-in (perhaps someone else's) starts at the dashboard.
        navigate('/login', { replace: true });
        // Fetched here rather than imported: this provider is on the landing page, which has
        // no toasts and no room for them in its size budget.
        const { default: toast } = await import('react-hot-toast');
        toast.success(t('signedOut'));
      },
    }),
    [status, user, apply, clearLocal, navigate, start, t],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth needs an AuthProvider');
  const { start } = context;
  useEffect(() => start(), [start]);
  return context;
}

/** For tests and stories: a fixed auth state. */
export function AuthContextProvider({
  value,
  children,
}: {
  value: AuthContextValue;
  children: ReactNode;
}) {
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
