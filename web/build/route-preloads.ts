import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { routePattern } from '../src/app/match.ts';
import { closure, entryKey, readManifest, routeFiles, routeModules, stylesOf } from './route-chunks.ts';

/** Where the list goes, beside Vite's manifest; the server reads it (infra/src/http/route-pages.ts). */
export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

/**
 * Writes, for every route in the router's order, the pattern its addresses match and the scripts and stylesheets
 * it loads beyond the entry's. The server names them in the HTML it answers for that address
 * (`<link rel="modulepreload">`), so the browser fetches the layout's and the page's chunks together with the
 * entry instead of in waves (entry, then layout, then page: issue 27). Routes not built yet list nothing, so an
 * address such as /projects/import does not preload the project page its pattern would otherwise match.
 */
export function routePreloads(): Plugin {
  let outDir = 'dist';
  return {
    name: 'inkpace-route-preloads',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const manifest = readManifest(outDir);
      const entry = closure(manifest, entryKey(manifest));
      const entryStyles = stylesOf(manifest, entry);
      const routes = routeModules().map((route) => {
        if (!route.built) return { pattern: routePattern(route.path), scripts: [], styles: [] };
        const files = routeFiles(manifest, route);
        if (!manifest[route.module]) throw new Error(`route ${route.name}: its page ${route.module} is not in the build`);
        return {
          pattern: routePattern(route.path),
          scripts: [...files].filter((f) => !entry.has(f)),
          styles: [...stylesOf(manifest, files)].filter((f) => !entryStyles.has(f)),
        };
      });
      fs.writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), `${JSON.stringify({ routes }, null, 1)}\n`);
    },
  };
}
