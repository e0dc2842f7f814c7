import { changelogTags, type ChangelogVersion } from '../api/info.ts';

type Tag = (typeof changelogTags)[number];
const isTag = (t: string): t is Tag => (changelogTags as readonly string[]).includes(t);

/**
 * The changelog files' format (CHANGELOG.md, and WHATS-NEW.md, the writers' one the changelog page shows): a
 * `## <version>` heading per version, newest first, then one list item per change: `- TAG: entry text` where TAG is
 * NEW, CHANGED, FIXED, DEPRECATED, REMOVED or SECURITY, optionally ending in `(credit: <text>)`. Entry text is
 * markdown; continuation lines indented under the item join it.
 */
export function parseChangelog(text: string): ChangelogVersion[] {
  const versions: ChangelogVersion[] = [];
  let current: ChangelogVersion | null = null;
  for (const line of text.split(/\r?\n/)) {
    const heading = /^##\s+v?(\d+\.\d+\.\d+\S*)\s*$/.exec(line);
    if (heading?.[1]) {
      current = { version: heading[1], changes: [] };
      versions.push(current);
      continue;
    }
    const item = /^[-*]\s+([A-Z]+):\s+(.*)$/.exec(line);
    if (item?.[1] && item[2] !== undefined && current) {
      if (!isTag(item[1])) throw new Error(`changelog: unknown tag ${item[1]}`);
      current.changes.push({ tag: item[1], entry: item[2] });
      continue;
    }
    const last = current?.changes.at(-1);
    if (last && /^\s{2,}\S/.test(line)) last.entry += `\n${line.trim()}`;
  }
  for (const v of versions) {
    for (const c of v.changes) {
      const credit = /\s*\(credit:\s*([^)]+)\)\s*$/.exec(c.entry);
      if (credit?.[1]) {
        c.entry = c.entry.slice(0, credit.index);
        c.credit = credit[1].trim();
      }
    }
  }
  return versions;
}
