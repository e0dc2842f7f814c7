import fs from 'node:fs';
import path from 'node:path';
import { routesInMatchOrder } from '../src/app/match.ts';
import type { Layout } from '../src/app/routes.ts';

/**
 * Which built files each route of the web app needs, from the route table, the two page tables and Vite's
 * manifest: the build's preload list (route-preloads.ts) and `npm run size` (test/e2e/support/chunk-sizes.ts) both
 * read it from here.
 */

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), by source path relative to web/. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

const webRoot = path.resolve(import.meta.dirname, '..');

export function readManifest(distDir: string): Manifest {
  const file = path.join(distDir, '.vite/manifest.json');
  if (!fs.existsSync(file)) throw new Error(`${file} is missing: build first (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
}

/** The key of the entry chunk (index.html). */
export function entryKey(manifest: Manifest): string {
  const key = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!key) throw new Error('the manifest names no entry chunk');
  return key;
}

/** The chunk's file and every file it imports statically, transitively. */
export function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/** The stylesheets of the chunks a closure holds. */
export function stylesOf(manifest: Manifest, files: ReadonlySet<string>): Set<string> {
  const styles = new Set<string>();
  for (const chunk of Object.values(manifest)) if (files.has(chunk.file)) for (const css of chunk.css ?? []) styles.add(css);
  return styles;
}

/** The module of a signed-in layout; the public layout is part of the entry. */
export const layoutModule = (layout: Exclude<Layout, 'public'>): string => `src/app/layouts/${layout}-layout.tsx`;
/** The table of signed-in pages, which the router fetches together with a signed-in layout. */
export const SIGNED_IN_PAGES = 'src/app/signed-in-pages.tsx';

/** Page modules by route name, read from the page tables (`'name': page(() => import('../features/…'))`). */
function pageModules(): Map<string, string> {
  const modules = new Map<string, string>();
  for (const file of ['public-pages.ts', 'signed-in-pages.tsx']) {
    const source = fs.readFileSync(path.join(webRoot, 'src/app', file), 'utf8');
    for (const m of source.matchAll(/'([^']+)': page\(\(\) => import\('\.\.\/([^']+)'\)\)/g)) modules.set(m[1] ?? '', `src/${m[2] ?? ''}`);
  }
  return modules;
}

export interface RouteModules {
  name: string;
  path: string;
  layout: Layout;
  built: boolean;
  /** The page's module (a manifest key), or '(missing)' for a built route the page tables do not name. */
  module: string;
}

/** Every route, in the order the router tries them, with its page module. */
export function routeModules(): RouteModules[] {
  const modules = pageModules();
  return routesInMatchOrder.map((r) => ({ name: r.name, path: r.path, layout: r.layout, built: r.built, module: modules.get(r.name) ?? '(missing)' }));
}

/**
 * The files a visitor opening the route downloads beyond the entry's: a signed-in layout with the table of
 * signed-in pages, and the page with its static imports.
 */
export function routeFiles(manifest: Manifest, route: RouteModules): Set<string> {
  const files = new Set<string>();
  if (route.layout !== 'public') {
    closure(manifest, layoutModule(route.layout), files);
    closure(manifest, SIGNED_IN_PAGES, files);
  }
  closure(manifest, route.module, files);
  return files;
}
