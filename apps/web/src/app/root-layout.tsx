import { lazy, Suspense, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { AuthProvider } from '../features/auth';
import { LocaleFromProfile } from './locale-from-profile';
import { DocumentTitle } from './document-title';

const AppToaster = lazy(async () => ({ default: (await import('./app-toaster')).AppToaster }));

/**
 * The landing page shows no toast, so the toaster (and react-hot-toast) stays off its budget:
 * it loads with the first other page and stays mounted from then on.
 */
function ToasterBeyondLanding() {
  const { pathname } = useLocation();
  const [wanted, setWanted] = useState(pathname !== '/');
  if (!wanted && pathname !== '/') setWanted(true);
  return wanted ? (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  ) : null;
}

/** Inside the router, so auth can navigate (sign-out, expired sessions). */
export function RootLayout() {
  return (
    <AuthProvider>
      <DocumentTitle />
      <LocaleFromProfile />
      <Outlet />
      <ScrollRestoration />
      <ToasterBeyondLanding />
    </AuthProvider>
  );
}
