import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { startI18n } from './i18n/i18n';
import './index.css';

const router = createBrowserRouter(routes);

// The first render waits for the shown locale's catalogue (a few kB), so no screen ever
// flashes keys or another language; the prerendered landing page stays painted meanwhile.
await startI18n();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
