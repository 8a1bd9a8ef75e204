import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth';
import { LocaleFromProfile } from './locale-from-profile';
import { DocumentTitle } from './document-title';

/** Inside the router, so auth can navigate (sign-out, expired sessions). */
export function RootLayout() {
  return (
    <AuthProvider>
      <DocumentTitle />
      <LocaleFromProfile />
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
