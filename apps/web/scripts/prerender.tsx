// After `vite build`: writes dist/landing.html, the built index.html with the landing page
// prerendered into it. The server answers `/` with it; every other route keeps index.html.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { renderLandingMarkup, withLandingMarkup } from '../src/app/prerender-landing';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const indexHtml = await readFile(`${dist}index.html`, 'utf8');
await writeFile(`${dist}landing.html`, withLandingMarkup(indexHtml, renderLandingMarkup()));
