import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { startApp } from '../harness/app-server';
import { repoRoot } from '../harness/paths';
import type { BenchCase, Figure } from '../harness/types';

type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
type Manifest = Record<string, ManifestChunk>;

const distDir = path.join(repoRoot, 'apps/web/dist');
const KB = 1024;

async function gzipKb(file: string): Promise<number> {
  return gzipSync(await readFile(path.join(distDir, file))).length / KB;
}

/** The JavaScript files a chunk loads before it runs: itself and its static imports, transitively. */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

async function sizeOf(manifest: Manifest, keys: Set<string>): Promise<number> {
  let total = 0;
  for (const key of keys) total += await gzipKb(manifest[key]!.file);
  return total;
}

/** The lazy modules a signed-in visit to /dashboard loads after the entry. */
const DASHBOARD_MODULES = [
  'src/app/shell/app-shell.tsx',
  'src/app/pages/dashboard-page.tsx',
  'src/features/auth/api/auth-api.ts',
];

async function lighthouse(url: string): Promise<{ figures: Figure[]; notes: string[] }> {
  const { launch } = await import('chrome-launcher');
  const { default: run } = await import('lighthouse');
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-dev-shm-usage',
    ],
  });
  try {
    const result = await run(url, {
      port: chrome.port,
      output: 'json',
      onlyCategories: ['performance'],
      logLevel: 'error',
    });
    const lhr = result!.lhr;
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    const score = (lhr.categories.performance?.score ?? 0) * 100;
    const lcp = audit('largest-contentful-paint');
    const tbt = audit('total-blocking-time');
    const cls = audit('cumulative-layout-shift');
    return {
      figures: [
        {
          name: 'lighthouse performance (landing, mobile)',
          value: score,
          unit: 'score',
          target: '>= 90',
          meets: score >= 90,
        },
        { name: 'LCP (landing)', value: lcp, unit: 'ms', target: '<= 2500 ms', meets: lcp <= 2500 },
        { name: 'TBT (landing)', value: tbt, unit: 'ms', target: '<= 200 ms', meets: tbt <= 200 },
        { name: 'CLS (landing)', value: cls, unit: 'score', target: '<= 0.1', meets: cls <= 0.1 },
      ],
      notes: [
        'Lighthouse runs on the landing page only: the dashboard needs a signed-in session, which a Lighthouse run does not carry.',
      ],
    };
  } finally {
    await chrome.kill();
  }
}

/** Gzipped JavaScript per page from the Vite manifest, and a Lighthouse run on the landing page. */
const client: BenchCase = {
  name: 'client',
  description:
    'gzipped JS of the landing page, the dashboard and each lazy chunk; Lighthouse on the landing page',
  async run(options) {
    const manifest = JSON.parse(
      await readFile(path.join(distDir, '.vite/manifest.json'), 'utf8'),
    ) as Manifest;
    const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
    const landing = staticClosure(manifest, entryKey);
    const dashboard = new Set(landing);
    for (const module of DASHBOARD_MODULES) {
      // A lazily imported module is keyed by its source, or, once merged into a shared chunk, named after it.
      const name = path.basename(module).replace(/\.tsx?$/, '');
      const key = Object.keys(manifest).find(
        (k) => manifest[k]!.src === module || manifest[k]!.name === name,
      );
      if (!key) throw new Error(`${module} is not in the build any more; update DASHBOARD_MODULES`);
      staticClosure(manifest, key, dashboard);
    }
    const lazy = Object.keys(manifest).filter((key) => manifest[key]!.isDynamicEntry);
    let largestLazy = { key: '', kb: 0 };
    for (const key of lazy) {
      const kb = await sizeOf(manifest, new Set([key]));
      if (kb > largestLazy.kb) largestLazy = { key, kb };
    }
    const landingKb = await sizeOf(manifest, landing);
    const dashboardKb = await sizeOf(manifest, dashboard);
    const figures: Figure[] = [
      {
        name: 'landing JS (gzip)',
        value: landingKb,
        unit: 'KB',
        target: '<= 150 KB',
        meets: landingKb <= 150,
      },
      {
        name: `largest lazy chunk (${path.basename(largestLazy.key)})`,
        value: largestLazy.kb,
        unit: 'KB',
        target: '<= 60 KB',
        meets: largestLazy.kb <= 60,
      },
      {
        name: 'dashboard JS total (gzip)',
        value: dashboardKb,
        unit: 'KB',
        target: '<= 300 KB',
        meets: dashboardKb <= 300,
      },
      { name: 'lazy chunks', value: lazy.length, unit: 'count' },
    ];
    const notes: string[] = [];
    if (!options.smoke) {
      const app = await startApp(options);
      try {
        const report = await lighthouse(`${app.baseUrl}/`);
        figures.push(...report.figures);
        notes.push(...report.notes);
      } catch (error) {
        notes.push(
          `Lighthouse could not run here: ${error instanceof Error ? error.message : String(error)}`,
        );
      } finally {
        await app.stop();
      }
    }
    return { figures, notes };
  },
};

export default client;
