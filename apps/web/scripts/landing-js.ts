// What the built client makes a browser fetch, read from apps/web/dist (index.html, the
// prerendered landing.html and Vite's manifest): the landing page's size budget (README,
// Performance) is checked from it by the browser suite and reported by the `client` bench case.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { FIRST_NAMESPACES } from '../src/i18n/first-namespaces';

/** The landing page's JavaScript, gzipped, with the catalogue it awaits before it renders. */
export const LANDING_BUDGET_KB = 150;
/** Sizes in kB of 1,000 bytes, as Vite's build report prints them. */
export const KB = 1000;

export type ManifestChunk = {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};
export type Manifest = Record<string, ManifestChunk>;

const CATALOGUE_FILE = /[\\/]locales[\\/]([^\\/]+)[\\/]([^\\/]+)\.json$/;

export const manifestFile = (distDir: string) => path.join(distDir, '.vite/manifest.json');

export async function readManifest(distDir: string): Promise<Manifest | undefined> {
  const file = manifestFile(distDir);
  return existsSync(file) ? (JSON.parse(await readFile(file, 'utf8')) as Manifest) : undefined;
}

/** The page `/` serves: the prerendered landing page when the build made one, else index.html. */
export const landingHtml = (distDir: string) =>
  existsSync(path.join(distDir, 'landing.html')) ? 'landing.html' : 'index.html';

/** The JavaScript an HTML file makes the browser fetch before anything runs: scripts and modulepreloads. */
export async function htmlScripts(distDir: string, htmlFile: string): Promise<string[]> {
  const html = await readFile(path.join(distDir, htmlFile), 'utf8');
  const files: string[] = [];
  for (const tag of html.match(/<(script|link)\b[^>]*>/g) ?? []) {
    const attribute = (name: string) => new RegExp(`\\b${name}="([^"]+)"`).exec(tag)?.[1];
    const url = tag.startsWith('<script') ? attribute('src') : undefined;
    const preload = attribute('rel') === 'modulepreload' ? attribute('href') : undefined;
    const file = url ?? preload;
    if (file && !/^https?:/.test(file)) files.push(file.replace(/^\//, ''));
  }
  return files;
}

/** Chunk keys a chunk needs before it runs: itself and its static imports, transitively. */
export function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()) {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const imported of manifest[key].imports ?? []) staticClosure(manifest, imported, seen);
  return seen;
}

/** The files a set of chunks needs, with their static imports. */
export const filesOf = (manifest: Manifest, keys: Iterable<string>) => {
  const closure = new Set<string>();
  for (const key of keys) staticClosure(manifest, key, closure);
  return [...closure].map((key) => manifest[key]!.file);
};

/** Each locale's catalogue files in the manifest, by namespace: the chunk keys to load them. */
export function catalogueChunks(manifest: Manifest): Map<string, Map<string, string>> {
  const locales = new Map<string, Map<string, string>>();
  for (const key of Object.keys(manifest)) {
    const match = CATALOGUE_FILE.exec(manifest[key]!.src ?? key);
    if (!match) continue;
    const namespaces = locales.get(match[1]!) ?? new Map<string, string>();
    namespaces.set(match[2]!, key);
    locales.set(match[1]!, namespaces);
  }
  return locales;
}

/** The files that load a locale's namespaces: `first` those the first render awaits, else all. */
export function catalogueFiles(manifest: Manifest, locale: string, part: 'first' | 'all') {
  const namespaces = catalogueChunks(manifest).get(locale);
  if (!namespaces) throw new Error(`The build has no catalogue for ${locale}`);
  const keys = [...namespaces]
    .filter(([namespace]) => part === 'all' || FIRST_NAMESPACES.includes(namespace))
    .map(([, key]) => key);
  return filesOf(manifest, keys);
}

export const gzipKb = (bytes: Buffer) => gzipSync(bytes).length / KB;

export async function sizeOfFiles(distDir: string, files: Iterable<string>): Promise<number> {
  let total = 0;
  for (const file of new Set(files)) total += gzipKb(await readFile(path.join(distDir, file)));
  return total;
}

export type LandingJs = {
  page: string;
  scripts: string[];
  /** Per locale, the catalogue files the page awaits and the page's whole JS with them (none without a manifest). */
  locales: { locale: string; catalogue: string[]; gzipKb: number }[];
};

/**
 * The landing page's JavaScript before its first render, in each language: the scripts and
 * modulepreloads of its HTML, and the catalogue chunks `startI18n` awaits (the locale's
 * FIRST_NAMESPACES), gzipped (zlib's default level).
 */
export async function landingJs(distDir: string): Promise<LandingJs> {
  const page = landingHtml(distDir);
  const scripts = await htmlScripts(distDir, page);
  const manifest = await readManifest(distDir);
  // Without the manifest (build.manifest off) the catalogue chunks cannot be told apart.
  if (!manifest) return { page, scripts, locales: [] };
  const locales = [];
  for (const locale of [...catalogueChunks(manifest).keys()].sort()) {
    const catalogue = catalogueFiles(manifest, locale, 'first');
    const kb = await sizeOfFiles(distDir, [...scripts, ...catalogue]);
    locales.push({ locale, catalogue, gzipKb: kb });
  }
  return { page, scripts, locales };
}
