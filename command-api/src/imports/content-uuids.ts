import { createHash } from 'node:crypto';
import type { ImportPlan, ProjectRef } from '@inkpace/contracts/rules/import/plan';

/**
 * Identities for what a file brings without one (a pasted line, a CSV row, a new project): a name-based UUID (the
 * version 5 layout, SHA-1 in the importer's own namespace) of the item's kind and content, so importing the same file
 * again derives the same uuids and finds everything already there. Identical rows stay distinct by their occurrence
 * (the second "Jan 5, 20 words" is its own entry). Each writer's uuids are separate (the command side derives the
 * stream from the writer and the uuid), so the writer need not be part of the name.
 */

/** This importer's namespace (a random v4 chosen once; changing it would make every re-import add everything again). */
const NAMESPACE = Buffer.from('0d7e4a52c4b94a3f8f0e6a1d9b2c7e31', 'hex');

export function contentUuid(name: readonly unknown[]): string {
  const hash = createHash('sha1').update(NAMESPACE).update(JSON.stringify(name)).digest();
  hash[6] = (hash[6]! & 0x0f) | 0x50;
  hash[8] = (hash[8]! & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Counts how often each content occurred before, so identical items get distinct uuids in a stable order. */
function occurrences(): (key: string) => number {
  const seen = new Map<string, number>();
  return (key) => {
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    return n;
  };
}

export interface PlanUuids {
  projects: string[];
  tags: string[];
  entries: string[];
  goals: string[];
}

/** Every item's uuid: the file's own, else derived from its content (in the plan's order, index for index). */
export function planUuids(plan: ImportPlan): PlanUuids {
  const projectUuid = new Map<string, string>();
  const nthProject = occurrences();
  const projects = plan.projects.map((p) => {
    const key = JSON.stringify(['project', p.key, p.body.title]);
    const uuid = p.uuid ?? contentUuid(['project', p.key, p.body.title, nthProject(key)]);
    projectUuid.set(p.key, uuid);
    return uuid;
  });
  const ref = (r: ProjectRef) => (r.kind === 'planned' ? `uuid:${projectUuid.get(r.key) ?? r.key}` : `id:${r.id}`);
  const nthTag = occurrences();
  const tags = plan.tags.map((t) => {
    const name = t.body.name.toLowerCase();
    return t.uuid ?? contentUuid(['tag', name, nthTag(name)]);
  });
  const nthEntry = occurrences();
  const entries = plan.entries.map((e) => {
    if (e.uuid) return e.uuid;
    const content = [ref(e.project), e.body.date, e.body.measure, e.body.count, e.body.note];
    return contentUuid(['tally', ...content, nthEntry(JSON.stringify(content))]);
  });
  const nthGoal = occurrences();
  const goals = plan.goals.map((g) => {
    if (g.uuid) return g.uuid;
    const content = [g.body, g.projects.map(ref), g.tagNames];
    return contentUuid(['goal', content, nthGoal(JSON.stringify(content))]);
  });
  return { projects, tags, entries, goals };
}
