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
import { routes } from '../../../web/src/app/routes.ts';
import { closure, entryKey, layoutModule, readManifest, routeFiles, routeModules, SIGNED_IN_PAGES } from '../../../web/build/route-chunks.ts';

const root = path.resolve(import.meta.dirname, '../../..');
const dist = path.join(root, 'web/dist');

const gzipSize = (file: string): number => zlib.gzipSync(fs.readFileSync(path.join(dist, file)), { level: 9 }).length;
const kb = (bytes: number): string => (bytes / 1024).toFixed(1);

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
  const manifest = readManifest(dist);
  const entry = closure(manifest, entryKey(manifest));
  const sum = (files: Iterable<string>) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  const beyond = (files: Set<string>, base: Set<string>) => [...files].filter((f) => !base.has(f));
  // A signed-in layout comes with the table of signed-in pages (the router fetches both at once).
  const layoutFiles = (layout: 'app' | 'settings' | 'admin') => new Set([...closure(manifest, layoutModule(layout)), ...closure(manifest, SIGNED_IN_PAGES)]);
  const layouts = (['app', 'settings', 'admin'] as const).map((layout) => ({ layout, bytes: sum(beyond(layoutFiles(layout), entry)) }));
  // In the route table's order, as the page listed them.
  const order = new Map(routes.map((r, i) => [r.name, i]));
  const built = routeModules().filter((r) => r.built).sort((a, b) => (order.get(a.name) ?? 0) - (order.get(b.name) ?? 0));
  const routeSizes = built.map((r) => {
    const page = closure(manifest, r.module);
    const all = new Set([...entry, ...routeFiles(manifest, r)]);
    return { route: r.name, path: r.path, chunk: manifest[r.module]?.file ?? '(missing)', ownBytes: sum(beyond(page, entry)), totalBytes: sum(all) };
  });
  const cssBytes = sum(manifest[entryKey(manifest)]?.css ?? []);
  return { entryBytes: sum(entry), cssBytes, routes: routeSizes, layouts };
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
