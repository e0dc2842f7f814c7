import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** Builds the web app before `npm start` when its build is missing or older than its sources. */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const built = path.join(root, 'web', 'dist', 'index.html');
const sources = [path.join(root, 'web'), path.join(root, 'contracts')];

function newest(dir: string): number {
  let latest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : fs.statSync(full).mtimeMs);
  }
  return latest;
}

const builtAt = fs.existsSync(built) ? fs.statSync(built).mtimeMs : 0;
if (builtAt < Math.max(...sources.map(newest))) {
  console.log('Building the web app...');
  execFileSync('npm', ['run', 'build', '--workspace', 'web', '--silent'], { cwd: root, stdio: 'inherit' });
}
