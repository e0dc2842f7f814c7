import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { z } from 'zod';

/**
 * The web app's index.html for each route, naming the scripts and stylesheets that route loads, so the browser
 * fetches them together with the entry instead of in waves (entry → layout → page → …): issue 27, where a
 * signed-in cold load fetched ~100 small scripts, half of them only after the first half had run.
 *
 * The build writes the list (web/build/route-preloads.ts): each route's address pattern, in the router's order,
 * with its files. A missing or unreadable list leaves every address with the plain index.html.
 */
const routePreloadsFile = z.object({
  routes: z.array(z.object({ pattern: z.string(), scripts: z.array(z.string()), styles: z.array(z.string()) })),
});

export interface RoutePage {
  html: string;
  etag: string;
  /** The page gzipped (made on first use: a page with its preloads is a few KB of repetitive links). */
  gzipped(): Buffer;
}

interface Compiled {
  pattern: RegExp;
  page: RoutePage;
}

const asset = (file: string): string => `/${file.split('/').map(encodeURIComponent).join('/')}`;
function page(html: string): RoutePage {
  let gzipped: Buffer | undefined;
  return {
    html,
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 20)}"`,
    gzipped: () => (gzipped ??= zlib.gzipSync(html, { level: 9 })),
  };
}

/** index.html with the route's preloads before `</head>` (after the entry's own). */
function withPreloads(index: string, scripts: readonly string[], styles: readonly string[]): string {
  if (scripts.length === 0 && styles.length === 0) return index;
  const links = [
    ...scripts.map((f) => `    <link rel="modulepreload" crossorigin href="${asset(f)}">`),
    ...styles.map((f) => `    <link rel="preload" as="style" crossorigin href="${asset(f)}">`),
  ].join('\n');
  return index.replace('</head>', `${links}\n  </head>`);
}

function readList(distDir: string): z.infer<typeof routePreloadsFile> | null {
  try {
    return routePreloadsFile.parse(JSON.parse(fs.readFileSync(path.join(distDir, '.vite/route-preloads.json'), 'utf8')));
  } catch {
    return null;
  }
}

/** Reads index.html and the build's list once; answers the page for an address (its path, with or without a query). */
export function routePages(distDir: string): (url: string) => RoutePage {
  const index = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const plain = page(index);
  const compiled: Compiled[] = [];
  for (const route of readList(distDir)?.routes ?? []) {
    let pattern: RegExp;
    try {
      pattern = new RegExp(route.pattern);
    } catch {
      continue;
    }
    compiled.push({ pattern, page: page(withPreloads(index, route.scripts, route.styles)) });
  }
  return (url) => {
    const pathname = url.split(/[?#]/, 1)[0] ?? '/';
    return compiled.find((c) => c.pattern.test(pathname))?.page ?? plain;
  };
}
