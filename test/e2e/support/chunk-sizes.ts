/**
 * Prints the gzip size of every route chunk of the built web app (`npm run size`, after a build): the entry,
 * each lazily loaded layout and page chunk with the chunks it imports statically, and what a visitor opening
 * the route downloads in all (entry + layout + page, each file once). Sizes are gzip level 9, as the build's
 * precompressed .gz files are.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'web/dist');

const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

/** The chunk's file and every file it imports statically, transitively. */
function closure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  const chunk = manifest[key];
  if (!chunk || seen.has(chunk.file)) return seen;
  seen.add(chunk.file);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, seen);
  return seen;
}

/**
 * Route name, path, layout and page module: the routes from the route table, each built one's page module from the
 * page table of its layout (public-pages.ts, signed-in-pages.tsx).
 */
function routeTable(): Array<{ name: string; path: string; layout: string; module: string }> {
  const read = (file: string) => fs.readFileSync(path.join(root, 'web/src/app', file), 'utf8');
  const modules = new Map<string, string>();
  for (const file of ['public-pages.ts', 'signed-in-pages.tsx']) {
    for (const m of read(file).matchAll(/'([^']+)': page\(\(\) => import\('\.\.\/([^']+)'\)\)/g)) modules.set(m[1] ?? '', `src/${m[2] ?? ''}`);
  }
  const pattern = /\{ name: '([^']+)', path: '([^']+)', layout: '([^']+)'.*?built: true/g;
  return [...read('routes.ts').matchAll(pattern)].map((m) => ({ name: m[1] ?? '', path: m[2] ?? '', layout: m[3] ?? '', module: modules.get(m[1] ?? '') ?? '(missing)' }));
}

export interface RouteSize {
  route: string;
  path: string;
  chunk: string;
  /** The page chunk and its own static imports beyond the entry's. */
  ownBytes: number;
  /** All JavaScript a visitor downloads to open the route. */
  totalBytes: number;
}

export function routeChunkSizes(): { entryBytes: number; cssBytes: number; routes: RouteSize[]; layouts: Array<{ layout: string; bytes: number }> } {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!fs.existsSync(manifestFile)) throw new Error('web/dist/.vite/manifest.json is missing: build first (npm run build)');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry);
  if (!entryKey) throw new Error('the manifest names no entry chunk');
  const entry = closure(manifest, entryKey);
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  const beyond = (files: Set<string>, base: Set<string>) => [...files].filter((f) => !base.has(f));
  const layoutKey = (layout: string) => `src/app/layouts/${layout}-layout.tsx`;

  // A signed-in layout comes with the table of signed-in pages (the router fetches both at once).
  const layoutFiles = (layout: string) => new Set([...closure(manifest, layoutKey(layout)), ...closure(manifest, 'src/app/signed-in-pages.tsx')]);
  const layouts = ['app', 'settings', 'admin'].map((layout) => ({ layout, bytes: sum(beyond(layoutFiles(layout), entry)) }));
  const routes = routeTable().map((r) => {
    const page = closure(manifest, r.module);
    const layout = r.layout === 'public' ? new Set<string>() : layoutFiles(r.layout);
    const all = new Set([...entry, ...layout, ...page]);
    return { route: r.name, path: r.path, chunk: manifest[r.module]?.file ?? '(missing)', ownBytes: sum(beyond(page, entry)), totalBytes: sum(all) };
  });
  const cssBytes = sum(manifest[entryKey]?.css ?? []);
  return { entryBytes: sum(entry), cssBytes, routes, layouts };
}

export function formatChunkTable(sizes: ReturnType<typeof routeChunkSizes>): string {
  const rows = [
    ['route', 'path', 'page chunk', 'page KB gz', 'visitor JS KB gz'],
    ...sizes.routes.map((r) => [r.route, r.path, path.basename(r.chunk), kb(r.ownBytes), kb(r.totalBytes)]),
  ];
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((row) => row[i]?.length ?? 0))) ?? [];
  const line = (row: string[]) => row.map((cell, i) => (i >= 3 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0))).join('  ');
  return [
    `entry (index + its static imports): ${kb(sizes.entryBytes)} KB gz; entry CSS: ${kb(sizes.cssBytes)} KB gz`,
    `layouts (beyond the entry): ${sizes.layouts.map((l) => `${l.layout} ${kb(l.bytes)} KB`).join(', ')}`,
    '',
    line(rows[0] ?? []),
    ...rows.slice(1).map(line),
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  console.log(formatChunkTable(routeChunkSizes()));
}
