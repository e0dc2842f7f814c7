import fs from 'node:fs/promises';
import type { ChangelogVersion } from '@inkpace/contracts/api/info';
import { parseChangelog } from '@inkpace/contracts/rules/changelog';

let cache: { path: string; versions: Promise<ChangelogVersion[]> } | null = null;

/** Read once per process: the file (the writers' changelog, WHATS-NEW.md) ships with the release. */
export function loadChangelog(path: string): Promise<ChangelogVersion[]> {
  if (cache?.path !== path) cache = { path, versions: fs.readFile(path, 'utf8').then(parseChangelog) };
  return cache.versions;
}
