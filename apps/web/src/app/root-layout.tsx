import { Outlet, ScrollRestoration } from 'react-router';
import { AuthProvider } from '../features/auth';

/** Inside the router, so auth can navigate (sign-out, expired sessions). */
export function RootLayout() {
  return (
    <AuthProvider>
      <Outlet />
      <ScrollRestoration />
    </AuthProvider>
  );
}
