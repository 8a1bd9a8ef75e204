import type { Role } from '@quizarena/contracts';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
import type { AdminOutletContext } from '../features/admin';
import { loginPathFor, returnPathFrom, useAuth } from '../features/auth';

/** Signed-in pages: a spinner while auth loads, /login (naming the target) when signed out. */
export function ProtectedRoute() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label={t('status.authenticating')} />;
  if (status === 'signedOut') return <Navigate to={loginPathFor(location)} replace />;
  return <Outlet />;
}

/**
 * Sign-in and registration: a signed-in user goes on to the page they asked for, or the
 * dashboard. The login form navigates there too; both agreeing means neither wins a race.
 */
export function PublicOnlyRoute() {
  const { t } = useTranslation();
  const { status } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <Spinner label={t('status.checkingAuthentication')} />;
  if (status === 'signedIn') return <Navigate to={returnPathFrom(location.search)} replace />;
  return <Outlet />;
}

/** The roles that reach the admin console (each section says which of them it is for). */
const STAFF_ROLES: readonly Role[] = ['moderator', 'admin'];

/**
 * Staff only (moderators and administrators); anyone else is sent to the dashboard without
 * learning what is here. Below it, the second-factor gate and the console.
 */
export function AdminRoute() {
  const { user } = useAuth();
  if (!user || !STAFF_ROLES.includes(user.role)) return <Navigate to="/dashboard" replace />;
  return <Outlet context={{ role: user.role } satisfies AdminOutletContext} />;
}
