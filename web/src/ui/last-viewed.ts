import { APP_VERSION } from '../app/constants.ts';

/** The changelog version last viewed in this browser (spec §4: stored locally, default 0.0.0). */
export const LAST_VIEWED_KEY = 'changelog-last-viewed';
export const NEVER_VIEWED = '0.0.0';

const parse = (version: string): { core: number[]; pre: string | null } | null => {
  const m = /^v?(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?(?:\+.*)?$/.exec(version.trim());
  return m ? { core: [Number(m[1]), Number(m[2]), Number(m[3])], pre: m[4] ?? null } : null;
};

/**
 * Compares two semantic versions: negative when a < b, 0 when equal, positive when a > b. A pre-release sorts
 * before its release (1.4.0-beta < 1.4.0); pre-releases compare as text. Unreadable versions count as 0.0.0.
 */
export function compareVersions(a: string, b: string): number {
  const x = parse(a) ?? { core: [0, 0, 0], pre: null };
  const y = parse(b) ?? { core: [0, 0, 0], pre: null };
  for (let i = 0; i < 3; i++) {
    const diff = (x.core[i] ?? 0) - (y.core[i] ?? 0);
    if (diff !== 0) return Math.sign(diff);
  }
  if (x.pre === y.pre) return 0;
  if (x.pre === null) return 1;
  if (y.pre === null) return -1;
  return x.pre < y.pre ? -1 : 1;
}

/** The 'Updates!' tag: shown when the app's version is newer than the one last viewed. */
export function hasUnseenChanges(current: string, lastViewed: string): boolean {
  return compareVersions(current, lastViewed) > 0;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: every version counts as unseen
  }
}

/**
 * The version last viewed; 0.0.0 when none, or when the stored one is newer than this app: builds before the one
 * version source (issue 27) recorded a fixed 1.4.0, and a version this app never had cannot mean its changes were seen.
 */
export function readLastViewed(): string {
  const stored = storage()?.getItem(LAST_VIEWED_KEY);
  return stored && parse(stored) && compareVersions(stored, APP_VERSION) <= 0 ? stored : NEVER_VIEWED;
}

/** Opening the changelog records the app's version as viewed (never moves backwards). */
export function markChangelogViewed(version: string = APP_VERSION): void {
  if (compareVersions(version, readLastViewed()) <= 0) return;
  try {
    storage()?.setItem(LAST_VIEWED_KEY, version);
  } catch {
    // quota or privacy mode: nothing to remember
  }
}

export const appHasUpdates = (): boolean => hasUnseenChanges(APP_VERSION, readLastViewed());
