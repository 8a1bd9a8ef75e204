// After `vite build`: writes dist/landing.html, the built index.html with the landing page
// prerendered into it. The server answers `/` with it; every other route keeps index.html.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import type * as PrerenderLanding from '../src/app/prerender-landing';

const web = fileURLToPath(new URL('../', import.meta.url));
const dist = `${web}dist/`;
const english = fileURLToPath(new URL('../../../packages/contracts/locales/en/', import.meta.url));

// Through Vite's module runner, not plain Node: the page's language control lists the
// catalogues with `import.meta.glob`, which only Vite understands.
const { module: landing } = await runnerImport<typeof PrerenderLanding>(
  `${web}src/app/prerender-landing.tsx`,
  { root: web, logLevel: 'warn' },
);

const namespaces = await readdir(english);
const resources = {
  en: Object.fromEntries(
    await Promise.all(
      namespaces.map(async (file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(await readFile(`${english}${file}`, 'utf8')),
      ]),
    ),
  ),
};
const indexHtml = await readFile(`${dist}index.html`, 'utf8');
await writeFile(
  `${dist}landing.html`,
  landing.withLandingMarkup(indexHtml, landing.renderLandingMarkupIn('en', resources)),
);
