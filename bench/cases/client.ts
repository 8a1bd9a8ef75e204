import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Result as LighthouseResult } from 'lighthouse';
import {
  catalogueFiles,
  KB,
  LANDING_BUDGET_KB,
  landingJs,
  readManifest,
  sizeOfFiles as sizeIn,
  staticClosure,
  type Manifest,
} from '../../apps/web/scripts/landing-js';
import { seedUsers, signIn } from '../harness/accounts';
import { startApp, type RunningApp } from '../harness/app-server';
import { loadScripts, setCookies, withChromium, type LoadedScript } from '../harness/browser';
import { repoRoot } from '../harness/paths';
import type { BenchCase, Figure } from '../harness/types';

const distDir = path.join(repoRoot, 'apps/web/dist');
const LIMITS = { landing: LANDING_BUDGET_KB, lazyRoute: 60, dashboard: 300 };
/** Lighthouse runs per page; the run with the median score is reported (single runs wander). */
const LIGHTHOUSE_RUNS = 3;
/** The refresh cookie the web client signs in with on load (apps/server .../refresh-cookie.ts). */
const REFRESH_COOKIE = { name: 'qa_refresh', path: '/api/auth' };

/**
 * The lazy modules a signed-in visit to /dashboard loads after the entry: the shell, the page,
 * and the auth API the session check imports. The Chromium check below reports any file the
 * real visit loads that this list misses.
 */
const DASHBOARD_MODULES = [
  'src/app/shell/app-shell.tsx',
  'src/app/pages/dashboard-page.tsx',
  'src/features/auth/api/auth-api.ts',
  // The landing page shows no toast: the toaster loads with the first other page.
  'src/app/app-toaster.tsx',
];

const kb = (value: number) => `${value.toFixed(1)} kB`;

function findChunk(manifest: Manifest, module: string): string {
  const key = Object.keys(manifest).find(
    (candidate) =>
      candidate === module ||
      manifest[candidate]!.src === module ||
      manifest[candidate]!.name === module,
  );
  if (!key) throw new Error(`${module} is not in the build any more; update DASHBOARD_MODULES`);
  return key;
}

const sizeOfFiles = (files: Iterable<string>) => sizeIn(distDir, files);

const sumGzipKb = (scripts: LoadedScript[]) =>
  scripts.reduce((total, script) => total + script.gzipBytes, 0) / KB;
const fileOf = (script: LoadedScript) => new URL(script.url).pathname.replace(/^\//, '');

type PageRun = { figures: Figure[]; notes: string[] };

/** Lighthouse (mobile, the default) on `url`, median of LIGHTHOUSE_RUNS by performance score. */
async function lighthouse(
  app: RunningApp,
  page: { label: string; path: string; signedIn: boolean },
): Promise<PageRun> {
  const { default: run } = await import('lighthouse');
  const reports: LighthouseResult[] = [];
  const failures: string[] = [];
  // A run sometimes fails on its own (NO_NAVSTART and the like): it is retried, within bounds.
  while (reports.length < LIGHTHOUSE_RUNS && failures.length < LIGHTHOUSE_RUNS) {
    const lhr = await withChromium(async (chrome) => {
      if (page.signedIn) {
        const session = await signIn(app.baseUrl);
        await setCookies(chrome.port, app.baseUrl, [
          { ...REFRESH_COOKIE, value: session.refreshToken },
        ]);
      }
      const result = await run(`${app.baseUrl}${page.path}`, {
        port: chrome.port,
        output: 'json',
        onlyCategories: ['performance'],
        logLevel: 'error',
        // The signed-in page needs the cookie set above; Lighthouse would clear it otherwise.
        disableStorageReset: page.signedIn,
      });
      if (!result) throw new Error('Lighthouse answered nothing');
      return result.lhr;
    }).catch((error: unknown) => {
      failures.push(error instanceof Error ? error.message : String(error));
      return undefined;
    });
    if (lhr?.runtimeError) failures.push(lhr.runtimeError.code);
    else if (lhr) reports.push(lhr);
  }
  if (reports.length < LIGHTHOUSE_RUNS) {
    throw new Error(`Lighthouse failed ${failures.length} times (${failures.join(', ')})`);
  }
  const score = (lhr: LighthouseResult) => (lhr.categories.performance?.score ?? 0) * 100;
  const lhr = [...reports].sort((a, b) => score(a) - score(b))[Math.floor(reports.length / 2)]!;
  const landedOn = new URL(lhr.finalDisplayedUrl).pathname;
  if (landedOn !== page.path) {
    return {
      figures: [],
      notes: [`Lighthouse on ${page.path} ended on ${landedOn}; no figures for the ${page.label}.`],
    };
  }
  const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const performance = score(lhr);
  const lcp = audit('largest-contentful-paint');
  const tbt = audit('total-blocking-time');
  const cls = audit('cumulative-layout-shift');
  // What to fix first: the audits Lighthouse scores below 0.9 that estimate a saving.
  const opportunities = Object.values(lhr.audits)
    .filter(
      (entry) =>
        entry.score !== null &&
        entry.score < 0.9 &&
        entry.displayValue &&
        (entry.metricSavings?.LCP || entry.metricSavings?.TBT || entry.metricSavings?.FCP),
    )
    .map((entry) => `${entry.title} (${entry.displayValue})`);
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details as
    | {
        items?: {
          items?: { node?: { snippet?: string }; phase?: string; timing?: number }[];
        }[];
      }
    | undefined;
  const snippet = lcpElement?.items?.[0]?.items?.[0]?.node?.snippet;
  // Where the LCP time goes: TTFB, load delay, load time, render delay (waiting for scripts).
  const phases = (lcpElement?.items ?? [])
    .flatMap((table) => table.items ?? [])
    .filter((item) => item.phase !== undefined && item.timing !== undefined)
    .map((item) => `${item.phase} ${Math.round(item.timing!)} ms`);
  return {
    figures: [
      {
        name: `lighthouse performance (${page.label})`,
        value: performance,
        unit: 'score',
        target: '>= 90',
        meets: performance >= 90,
      },
      {
        name: `LCP (${page.label})`,
        value: lcp,
        unit: 'ms',
        target: '<= 2500 ms',
        meets: lcp <= 2500,
      },
      {
        name: `TBT (${page.label})`,
        value: tbt,
        unit: 'ms',
        target: '<= 200 ms',
        meets: tbt <= 200,
      },
      {
        name: `CLS (${page.label})`,
        value: cls,
        unit: 'score',
        target: '<= 0.1',
        meets: cls <= 0.1,
      },
    ],
    notes: [
      `Lighthouse ${lhr.lighthouseVersion} on ${page.path}${page.signedIn ? ' signed in (a seeded account’s refresh cookie)' : ''}: mobile form factor with simulated throttling, median of ${reports.length} runs by score (scores ${reports.map(score).join(', ')}${failures.length ? `; ${failures.length} failed run(s) retried: ${failures.join(', ')}` : ''}); FCP ${Math.round(audit('first-contentful-paint'))} ms, speed index ${Math.round(audit('speed-index'))} ms.`,
      `${page.label} LCP element: ${snippet ?? 'unknown'} (${phases.join(', ') || 'no phases'}); Lighthouse's opportunities: ${opportunities.join('; ') || 'none'}.`,
    ],
  };
}

/**
 * Gzipped JavaScript per page from the Vite build output (index.html and the manifest), checked
 * against what headless Chromium really loads, and Lighthouse on the landing page and the
 * dashboard.
 */
const client: BenchCase = {
  name: 'client',
  description:
    'gzipped JS of the landing page, each lazy route and the dashboard (Vite build output, checked in Chromium); Lighthouse on both pages',
  keyFigures: ['landing JS (gzip)', 'largest lazy route (gzip)', 'dashboard JS total (gzip)'],
  async run(context) {
    if (!existsSync(path.join(distDir, 'index.html'))) {
      throw new Error('apps/web/dist/index.html is missing: the web client did not build');
    }
    const figures: Figure[] = [];
    const notes: string[] = [];
    // What the page awaits before its first render, in each language: its scripts and the
    // catalogue chunk of the namespaces it shows (the largest language is the figure).
    const landing = await landingJs(distDir);
    const heaviest = landing.locales.reduce<(typeof landing.locales)[number] | undefined>(
      (most, entry) => (!most || entry.gzipKb > most.gzipKb ? entry : most),
      undefined,
    );
    const landingKb = heaviest?.gzipKb ?? (await sizeOfFiles(landing.scripts));
    figures.push({
      name: 'landing JS (gzip)',
      value: landingKb,
      unit: 'kB',
      target: `<= ${LIMITS.landing} kB`,
      meets: landingKb <= LIMITS.landing,
    });
    notes.push(
      `Landing: the scripts and modulepreloads of dist/${landing.page} (${landing.scripts.join(', ')}), and the catalogue chunk it awaits before rendering: ${heaviest ? `${landing.locales.map((entry) => `${entry.locale} ${entry.catalogue.join(' + ')}, ${kb(entry.gzipKb)} in all`).join('; ')}. The figure is the heaviest language's (${heaviest.locale})` : 'not counted, since the manifest is missing'}. Sizes are gzip (zlib, default level) in kB of 1,000 bytes, computed here from the files.`,
    );
    const manifest = await readManifest(distDir);
    // A visitor with no language set reads English: the landing files the later pages build on.
    const landingFiles = [
      ...landing.scripts,
      ...(landing.locales.find((entry) => entry.locale === 'en')?.catalogue ?? []),
    ];

    let dashboardFromBuild: Set<string> | undefined;
    if (manifest) {
      const landingSet = new Set(landingFiles);
      const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
      const entryFiles = entryKey
        ? [...staticClosure(manifest, entryKey)].map((key) => manifest[key]!.file)
        : [];
      const missing = entryFiles.filter((file) => !landingSet.has(file));
      if (missing.length > 0) {
        notes.push(`The entry also imports ${missing.join(', ')}, not preloaded by index.html.`);
      }
      // A lazy route costs what it loads beyond the landing page's files, the rest of the
      // catalogue (which every route but the landing page awaits) among them.
      const wholeCatalogue = catalogueFiles(manifest, 'en', 'all');
      const beyondLanding = (key: string) =>
        [
          ...[...staticClosure(manifest, key)].map((chunk) => manifest[chunk]!.file),
          ...wholeCatalogue,
        ].filter((file) => !landingSet.has(file));
      // Catalogue files and the pseudo-locale (a developer's switch) are no routes.
      const routes = Object.keys(manifest).filter(
        (key) =>
          manifest[key]!.isDynamicEntry && !/[\\/]locales[\\/]|src\/i18n\/pseudo-locale/.test(key),
      );
      let largest = 0;
      for (const key of routes) {
        const value = await sizeOfFiles(beyondLanding(key));
        largest = Math.max(largest, value);
        figures.push({
          name: `lazy route ${manifest[key]!.src ?? key} (gzip)`,
          value,
          unit: 'kB',
          target: `<= ${LIMITS.lazyRoute} kB`,
          meets: value <= LIMITS.lazyRoute,
        });
      }
      figures.push({
        name: 'largest lazy route (gzip)',
        value: largest,
        unit: 'kB',
        target: `<= ${LIMITS.lazyRoute} kB`,
        meets: largest <= LIMITS.lazyRoute,
      });
      notes.push(
        'A lazy route’s size is its chunk plus the static imports the landing page has not loaded, and the part of the English catalogue the landing page did not load (every route but the landing page awaits the whole catalogue).',
      );
      // Every route but the landing page awaits the whole catalogue of the shown language.
      dashboardFromBuild = new Set([...landingFiles, ...wholeCatalogue]);
      for (const module of DASHBOARD_MODULES) {
        for (const key of staticClosure(manifest, findChunk(manifest, module))) {
          dashboardFromBuild.add(manifest[key]!.file);
        }
      }
    } else {
      notes.push(
        'apps/web/dist/.vite/manifest.json is missing: set `build.manifest: true` in apps/web/vite.config.ts. Until then the dashboard figure comes from the files Chromium loads, and the one lazy route measured is what the dashboard visit loads beyond the landing page.',
      );
    }

    // Both pages in headless Chromium, the dashboard signed in: what a visit really loads.
    const app = await startApp(context, { seed: (sql) => seedUsers(sql, 1) });
    try {
      const visits = await withChromium(async (chrome) => {
        const landing = await loadScripts(chrome.port, `${app.baseUrl}/`);
        const session = await signIn(app.baseUrl);
        await setCookies(chrome.port, app.baseUrl, [
          { ...REFRESH_COOKIE, value: session.refreshToken },
        ]);
        const dashboard = await loadScripts(chrome.port, `${app.baseUrl}/dashboard`);
        return { landing, dashboard };
      }).catch((error: unknown) => {
        notes.push(
          `Chromium could not load the pages: ${error instanceof Error ? error.message : String(error)}`,
        );
        return undefined;
      });
      if (visits && visits.dashboard.finalPath !== '/dashboard') {
        notes.push(`The signed-in visit to /dashboard ended on ${visits.dashboard.finalPath}.`);
      }
      const dashboardLoaded =
        visits?.dashboard.finalPath === '/dashboard' ? visits.dashboard : undefined;
      if (visits) {
        figures.push({
          name: 'landing JS loaded in Chromium (gzip)',
          value: sumGzipKb(visits.landing.scripts),
          unit: 'kB',
        });
      }
      if (dashboardLoaded) {
        figures.push({
          name: 'dashboard JS loaded in Chromium (gzip)',
          value: sumGzipKb(dashboardLoaded.scripts),
          unit: 'kB',
        });
      }
      const dashboardKb = dashboardFromBuild
        ? await sizeOfFiles(dashboardFromBuild)
        : dashboardLoaded
          ? sumGzipKb(dashboardLoaded.scripts)
          : undefined;
      if (!manifest && visits && dashboardLoaded) {
        // Without the manifest, the dashboard route's lazy part is what its visit adds.
        const landingLoaded = new Set(visits.landing.scripts.map(fileOf));
        const value = sumGzipKb(
          dashboardLoaded.scripts.filter((script) => !landingLoaded.has(fileOf(script))),
        );
        figures.push({
          name: 'largest lazy route (gzip)',
          value,
          unit: 'kB',
          target: `<= ${LIMITS.lazyRoute} kB`,
          meets: value <= LIMITS.lazyRoute,
        });
      }
      if (dashboardKb !== undefined) {
        figures.push({
          name: 'dashboard JS total (gzip)',
          value: dashboardKb,
          unit: 'kB',
          target: `<= ${LIMITS.dashboard} kB`,
          meets: dashboardKb <= LIMITS.dashboard,
        });
        // Shell, page and session check load together on the way from / to /dashboard.
        figures.push({
          name: 'dashboard JS beyond landing (gzip)',
          value: dashboardKb - landingKb,
          unit: 'kB',
        });
      }
      if (dashboardFromBuild && dashboardLoaded) {
        const loaded = dashboardLoaded.scripts.map(fileOf);
        const unlisted = loaded.filter((file) => !dashboardFromBuild.has(file));
        const unused = [...dashboardFromBuild].filter((file) => !loaded.includes(file));
        notes.push(
          unlisted.length + unused.length === 0
            ? `The signed-in dashboard in Chromium loaded exactly the files the build output predicts (${kb(sumGzipKb(dashboardLoaded.scripts))}).`
            : `The dashboard in Chromium differs from DASHBOARD_MODULES: it also loaded [${unlisted.join(', ')}] and did not load [${unused.join(', ')}]; update DASHBOARD_MODULES in bench/cases/client.ts.`,
        );
      }
      if (visits) {
        const byEncoding = new Map<string, string[]>();
        for (const script of [...visits.landing.scripts, ...(dashboardLoaded?.scripts ?? [])]) {
          const files = byEncoding.get(script.encoding) ?? [];
          if (!files.includes(fileOf(script))) files.push(fileOf(script));
          byEncoding.set(script.encoding, files);
        }
        notes.push(
          `Content-Encoding of the JavaScript as Chromium received it: ${[...byEncoding]
            .map(([encoding, files]) =>
              encoding === 'identity'
                ? `uncompressed: ${files.join(', ')}`
                : `${encoding}: ${files.length} files`,
            )
            .join('; ')}.`,
        );
        const extra = visits.landing.scripts.map(fileOf).filter((f) => !landingFiles.includes(f));
        if (extra.length > 0) {
          notes.push(`After it rendered, the landing page also loaded ${extra.join(', ')}.`);
        }
      }

      if (context.smoke) {
        notes.push('Smoke run: no Lighthouse.');
      } else {
        for (const page of [
          { label: 'landing', path: '/', signedIn: false },
          { label: 'dashboard', path: '/dashboard', signedIn: true },
        ]) {
          try {
            const report = await lighthouse(app, page);
            figures.push(...report.figures);
            notes.push(...report.notes);
          } catch (error) {
            notes.push(
              `Lighthouse could not run on ${page.path} here: ${error instanceof Error ? error.message : String(error)}`,
            );
          }
        }
      }
    } finally {
      await app.stop();
    }
    return { figures, notes };
  },
};

export default client;
