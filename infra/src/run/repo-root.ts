import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (where WHATS-NEW.md and web/dist live), from the source tree or the built bundle. */
export function repoRoot(from: string = path.dirname(fileURLToPath(import.meta.url))): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { name?: string }).name === 'inkpace') return dir;
    if (path.dirname(dir) === dir) throw new Error(`not inside the Inkpace repository: ${from}`);
  }
}

/** Inkpace's version, from the repository's package.json. */
export function appVersion(): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(repoRoot(), 'package.json'), 'utf8')) as { version?: string };
  return manifest.version ?? 'unknown';
}
