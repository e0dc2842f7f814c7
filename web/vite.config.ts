import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import presetMantine from 'postcss-preset-mantine';
import { defineConfig, type Plugin } from 'vite';
import { routePreloads } from './build/route-preloads.ts';

/**
 * Writes .br and .gz beside every text asset, so the server sends compressed files without compressing on each
 * request (@fastify/static `preCompressed`).
 */
function precompress(): Plugin {
  return {
    name: 'inkpace-precompress',
    apply: 'build',
    closeBundle() {
      const walk = (dir: string): void => {
        for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
          const full = path.join(dir, entry.name);
          if (entry.isDirectory()) walk(full);
          else if (/\.(js|css|html|svg|json|txt)$/.test(entry.name) && fs.statSync(full).size > 1024) {
            const body = fs.readFileSync(full);
            fs.writeFileSync(`${full}.gz`, zlib.gzipSync(body, { level: 9 }));
            fs.writeFileSync(`${full}.br`, zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
          }
        }
      };
      walk(path.resolve(import.meta.dirname, 'dist'));
    },
  };
}

/**
 * The app's version: `version` in the repository's package.json, its one source. The footer shows it, the user
 * menu's "Updates!" compares it with the last one seen, and WHATS-NEW.md's newest heading equals it (a test says so).
 */
const appVersion = (JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../package.json'), 'utf8')) as { version: string }).version;

// PostCSS is configured here, not in a repository-wide file, so the Mantine preset applies to the web app only.
export default defineConfig({
  plugins: [react(), routePreloads(), precompress()],
  define: { __APP_VERSION__: JSON.stringify(appVersion) },
  css: { postcss: { plugins: [presetMantine()] } },
  server: { proxy: { '/api': 'http://localhost:3000' } },
  build: { outDir: 'dist', emptyOutDir: true, manifest: true, sourcemap: true },
});
