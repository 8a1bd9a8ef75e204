import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { routes } from './app/routes';
import { startI18n } from './i18n/i18n';
import './index.css';

// The first render waits for the shown locale's first namespaces (a few kB), so no screen ever
// flashes keys or another language; the prerendered landing page stays painted meanwhile. The
// router starts loading the first page's module meanwhile (its routes await the catalogue too).
const i18nStarted = startI18n();
const router = createBrowserRouter(routes);
await i18nStarted;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
