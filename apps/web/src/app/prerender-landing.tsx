import type { Resource } from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ThemeProvider } from '../features/theme';
import { startI18nWith } from '../i18n/instance';
import { LandingPage } from './pages/landing-page';

/**
 * The landing page as static HTML, put into the built `index.html` so its heading paints
 * before any JavaScript has run. React then renders the same page over it (no hydration: the
 * markup is identical, so nothing moves and the early paint stays the largest one).
 */
export function renderLandingMarkup(): string {
  const router = createMemoryRouter([{ path: '/', element: <LandingPage /> }], {
    initialEntries: ['/'],
  });
  return renderToStaticMarkup(
    <ThemeProvider>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
}

/** For the build, which has no browser to pick a locale: starts i18n with `resources`, then renders. */
export function renderLandingMarkupIn(locale: string, resources: Resource): string {
  startI18nWith(locale, resources);
  return renderLandingMarkup();
}

/** The built index.html with the landing markup inside `#root`. */
export function withLandingMarkup(indexHtml: string, markup: string): string {
  const placeholder = '<div id="root"></div>';
  if (!indexHtml.includes(placeholder)) throw new Error('index.html has no empty #root to fill');
  return indexHtml.replace(placeholder, `<div id="root">${markup}</div>`);
}
