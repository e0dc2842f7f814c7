import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { repoRoot } from './repo-root.ts';

/**
 * Runs before `npm start`: builds what is missing or older than its sources, so a fresh clone starts with
 * `npm ci && npm start` and a second start skips the work.
 * - the web app (Vite) into web/dist;
 * - the server (esbuild) into dist/server: one bundle of our TypeScript per entry point, third-party packages
 *   left to node_modules. Node then starts without compiling ~150 files on every start.
 */
const root = repoRoot();
const entries = ['embedded', 'command-api', 'query-api', 'projector', 'projector-thread', 'workers', 'cli'];
const serverSources = ['contracts', 'infra/src', 'command-api/src', 'projector/src', 'query-api/src', 'workers/src'];

function newest(dir: string): number {
  if (!fs.existsSync(dir)) return 0;
  let latest = fs.statSync(dir).mtimeMs;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = (file: string) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0);
// package.json counts for both: the web app takes its version from it.
const stale = (output: string, sources: string[]) =>
  builtAt(output) < Math.max(...sources.map((s) => newest(path.join(root, s))), ...['package-lock.json', 'package.json'].map((f) => builtAt(path.join(root, f))));

if (stale(path.join(root, 'web/dist/index.html'), ['web', 'contracts'])) {
  console.log('Building the web app...');
  execFileSync('npm', ['run', 'build', '--workspace', 'web', '--silent'], { cwd: root, stdio: 'inherit' });
}

const outdir = path.join(root, 'dist/server');
if (stale(path.join(outdir, 'embedded.js'), serverSources)) {
  console.log('Building the server...');
  await build({
    entryPoints: entries.map((e) => path.join(root, 'infra/src/run', `${e}.ts`)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    plugins: [{
      name: 'external-packages',
      setup(b) {
        // Our workspace packages are bundled; everything from the registry loads from node_modules.
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@inkpace/') ? undefined : { external: true }));
      },
    }],
  });
}
