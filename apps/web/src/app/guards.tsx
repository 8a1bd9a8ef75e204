import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../components/ui/spinner';
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

/** Administrators only; anyone else is sent to the dashboard without learning what is here. */
export function AdminRoute() {
  const { user } = useAuth();
  if (user?.role !== 'admin') return <Navigate to="/dashboard" replace />;
  return <Outlet />;
}
