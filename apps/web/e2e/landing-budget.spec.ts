import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import {
  catalogueChunks,
  catalogueFiles,
  LANDING_BUDGET_KB,
  landingJs,
  readManifest,
  staticClosure,
  type Manifest,
} from '../scripts/landing-js';
import { expect, test } from './fixtures';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));

test('the landing page’s JavaScript, with the catalogue it awaits, stays within its budget in every language', async () => {
  const landing = await landingJs(dist);
  expect(landing.locales.map((entry) => entry.locale)).toEqual(['en', 'es']);
  for (const { locale, catalogue, gzipKb } of landing.locales) {
    expect(catalogue.length, `${locale} awaits its catalogue chunk`).toBeGreaterThan(0);
    expect(
      gzipKb,
      `${locale}: ${[...landing.scripts, ...catalogue].join(', ')}`,
    ).toBeLessThanOrEqual(LANDING_BUDGET_KB);
  }
});

test('the code every page starts with comes in two files, not one for each set of modules a lazy page shares', async () => {
  const built = await manifest();
  // vite.config.ts groups the entry's imports (rolldown's `$initial` modules): each file more
  // costs the landing page its gzip framing, its imports and exports, and its name in the
  // preload lists of the lazy pages that share it.
  const chunks = [...staticClosure(built, 'index.html')].map((key) => built[key]!.name).sort();
  expect(chunks).toEqual(['index', 'initial-app', 'initial-vendor', 'rolldown-runtime']);
});

/** The built files a page requests from now on, by path under the site's root. */
function requestedFiles(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => files.push(new URL(request.url()).pathname.slice(1)));
  return files;
}

async function manifest(): Promise<Manifest> {
  const found = await readManifest(dist);
  if (!found) throw new Error('the build has no manifest');
  return found;
}

test.describe('in Spanish', () => {
  test.use({ locale: 'es-ES' });

  test('a visit loads only the Spanish catalogue: its first part on the landing page, the rest with the next page', async ({
    page,
  }) => {
    const built = await manifest();
    const english = new Set(catalogueFiles(built, 'en', 'all'));
    const spanishFirst = catalogueFiles(built, 'es', 'first');
    const spanishAll = catalogueFiles(built, 'es', 'all');
    const rest = spanishAll.filter((file) => !spanishFirst.includes(file));
    expect(rest.length, 'the rest of the catalogue is a chunk of its own').toBeGreaterThan(0);
    expect(catalogueChunks(built).get('en')?.size).toBe(catalogueChunks(built).get('es')?.size);

    const requested = requestedFiles(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Aprende jugando. Sube de nivel cada día.',
    );
    expect(requested).toEqual(expect.arrayContaining(spanishFirst));
    expect(requested.filter((file) => rest.includes(file))).toEqual([]);

    await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hola de nuevo');
    expect(requested).toEqual(expect.arrayContaining(spanishAll));
    expect(requested.filter((file) => english.has(file))).toEqual([]);
  });
});
