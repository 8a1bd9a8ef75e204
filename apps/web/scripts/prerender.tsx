// After `vite build`: writes dist/landing.html, the built index.html with the landing page
// prerendered into it. The server answers `/` with it; every other route keeps index.html.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderLandingMarkup, withLandingMarkup } from '../src/app/prerender-landing';
import { startI18nWith } from '../src/i18n/instance';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const english = fileURLToPath(new URL('../../../packages/contracts/locales/en/', import.meta.url));
const namespaces = await readdir(english);
startI18nWith('en', {
  en: Object.fromEntries(
    await Promise.all(
      namespaces.map(async (file) => [
        file.replace(/\.json$/, ''),
        JSON.parse(await readFile(`${english}${file}`, 'utf8')),
      ]),
    ),
  ),
});
const indexHtml = await readFile(`${dist}index.html`, 'utf8');
await writeFile(`${dist}landing.html`, withLandingMarkup(indexHtml, renderLandingMarkup()));
