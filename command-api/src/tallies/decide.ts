import type { CreateTallyBody, UpdateTallyBody } from '@inkpace/contracts/api/tally';
import { DomainError } from '@inkpace/contracts/errors';
import { tallyStream, type TallyEvent, type TallyValues } from '@inkpace/contracts/events/tally';
import { messages } from '@inkpace/contracts/messages';
import type { Actor, Owned } from '@inkpace/contracts/rules/access';
import { projectPolicy } from '@inkpace/contracts/rules/policies/project';
import { tallyPolicy } from '@inkpace/contracts/rules/policies/tally';
import { countBoundsProblem, entriesLimitProblem, type Volumes } from '@inkpace/contracts/rules/count-bounds';
import type { EntrySource } from '@inkpace/contracts/rules/entry-source';
import { setTotalCount, type CountedEntry } from '@inkpace/contracts/rules/set-total';
import { tagNameKey } from '@inkpace/contracts/rules/tags';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { Claim } from '../pipeline/claims.ts';
import { checkDistinctClientUuids, type Identity } from '../pipeline/client-ids.ts';
import { repeatsCreation } from '../pipeline/created-once.ts';
import { newStream, writeTo, type Decision } from '../pipeline/decision.ts';
import { decideDelete, decideRestore, ownLiveState } from '../pipeline/lifecycle.ts';
import { LoadedStateStale } from '../pipeline/run.ts';
import { decideCreateTag, type NewTag } from '../tags/index.ts';
import type { TallyState } from './tally-aggregate.ts';

/**
 * Progress entries as pure decisions: given what was loaded (projects, tags, name claims, totals, volumes, ids),
 * the events to append, or the reason for refusing. Nothing here reads or writes anything.
 */

export type TallyLogged = Extract<TallyEvent, { type: 'TallyLogged' }>['data'];
type Writer = Pick<Actor, 'userId'> & { userUuid: string };

/** A tag an entry names that the writer does not have yet: it is created with the entries, in the same append. */
export interface TagToCreate {
  name: string;
  id: number;
  uuid: string;
  claim: Claim;
}

/** Where a set total's "total so far" is looked up: one key per project, measure and date. */
export const totalKey = (e: { projectId: number; measure: string; date: string }): string => `${e.projectId}|${e.measure}|${e.date}`;

export interface LogInput {
  entries: readonly CreateTallyBody[];
  /** The entries' ids and identities (public and stream uuids: client-ids.ts), one each, in order. */
  ids: readonly number[];
  identities: readonly Identity[];
  /** Where the entries come from (recorded on each). */
  source: EntrySource;
  projects: ReadonlyMap<number, Owned>;
  /** The writer's live tags among the names given: id by name key. */
  tagIds: ReadonlyMap<string, number>;
  tagsToCreate: readonly TagToCreate[];
  volumes: Volumes;
  /** For set totals: the project's total in the measure up to the date, by totalKey. */
  totalsUpTo: ReadonlyMap<string, number>;
  /** The writer's live entries in live projects, as the read models count them. */
  storedEntries: number;
}

export interface Logged {
  decision: Decision;
  entries: TallyLogged[];
  createdTags: NewTag[];
}

/** The counts entries store: a set total's is the difference to the total asked for (one pure rule: set-total.ts). */
function storedCounts(input: LogInput): CountedEntry[] {
  const counted: CountedEntry[] = [];
  for (const e of input.entries) {
    const at = { projectId: e.workId, measure: e.measure, date: e.date };
    let count = e.count;
    if (e.setTotal) {
      const total = input.totalsUpTo.get(totalKey(at));
      if (total === undefined) throw new Error(`no total loaded for ${totalKey(at)}`);
      count = setTotalCount(e.count, at, total, counted);
    }
    counted.push({ ...at, count });
  }
  return counted;
}

/**
 * Logs entries all-or-nothing (one entry is a batch of one): every project must be one of the writer's live ones
 * (else 404), the writer's entries, every stored count and the writer's volumes within bounds (else 400); tags
 * named but missing are created alongside.
 */
export function decideLogEntries(input: LogInput, writer: Writer): Logged {
  for (const e of input.entries) projectPolicy.logInto(input.projects.get(e.workId), writer);
  const tooMany = entriesLimitProblem(input.storedEntries, input.entries.length);
  if (tooMany) throw new DomainError('VALIDATION_FAILED', tooMany);
  const counted = storedCounts(input);
  const problem = countBoundsProblem(input.volumes, counted.map((c, i) => ({ measure: c.measure as TallyValues['measure'], count: c.count, setTotal: input.entries[i]?.setTotal })));
  if (problem) throw new DomainError('VALIDATION_FAILED', problem);

  const tagIds = new Map(input.tagIds);
  const decision: Decision = [];
  const createdTags: NewTag[] = [];
  for (const t of input.tagsToCreate) {
    const tag: NewTag = { id: t.id, uuid: t.uuid, ownerId: writer.userId, name: t.name, color: 'default' };
    // A claim held means the tag came to be since the read models were read: read again and use it.
    decision.push(...decideCreateTag(tag, t.claim, { whenTaken: () => new LoadedStateStale(`tag name ${t.name}`) }));
    tagIds.set(tagNameKey(t.name), t.id);
    createdTags.push(tag);
  }
  const entries = input.entries.map((e, i): TallyLogged => ({
    id: input.ids[i] as number, uuid: identityAt(input, i).uuid, ownerId: writer.userId, requestedTotal: e.setTotal ? e.count : null,
    projectId: e.workId, date: e.date, measure: e.measure, count: counted[i]?.count ?? e.count, note: e.note,
    tagIds: [...new Set(e.tags.map((name) => tagIds.get(tagNameKey(name))).filter((id): id is number => id !== undefined))],
    source: input.source,
  }));
  entries.forEach((data, i) => decision.push(newStream(tallyStream(identityAt(input, i).streamUuid), [{ type: 'TallyLogged', data }])));
  return { decision, entries, createdTags };
}

function identityAt(input: Pick<LogInput, 'identities'>, i: number): Identity {
  const identity = input.identities[i];
  if (!identity) throw new Error('an entry without an identity');
  return identity;
}

const byId = (ids: readonly number[]): number[] => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Which entries repeat a creation already recorded on their stream (their client uuid sent again): true at i when
 * entry i is what `recorded[i]` holds (its project, date, measure, note, tags, and the count, or the total a set total
 * asked for), so it is left out of the write and answered as it is; other content refuses the whole batch (409), and
 * so does a client uuid named twice (400). `tagIds`: the writer's live tags by name key (a tag named that the writer
 * no longer has, by that name, makes the entry another one).
 */
export function repeatedEntries(entries: readonly CreateTallyBody[], recorded: ReadonlyArray<TallyLogged | undefined>, tagIds: ReadonlyMap<string, number>): boolean[] {
  checkDistinctClientUuids(entries.map((e) => e.uuid));
  return entries.map((e, i) => {
    const earlier = recorded[i];
    if (!earlier) return false;
    const sent = {
      projectId: e.workId, date: e.date, measure: e.measure, note: e.note, requestedTotal: e.setTotal ? e.count : null,
      // A set total stored the difference it made then: the total asked for is what a retry sends again.
      count: e.setTotal ? earlier.count : e.count,
      tagIds: byId(e.tags.map((name) => tagIds.get(tagNameKey(name)) ?? -1)),
    };
    return repeatsCreation(sent, { ...earlier, tagIds: byId(earlier.tagIds) });
  });
}

export interface EditInput {
  body: UpdateTallyBody;
  /** The project the entry moves to, when the edit names one. */
  project: Owned | null;
  /** Ids of the tags the edit names (existing, or created alongside), by name key. */
  tagIds: ReadonlyMap<string, number>;
  tagsToCreate: readonly TagToCreate[];
  volumes: Volumes;
  /** For a set total: the total up to the entry's new date, in its new project and measure. */
  totalUpTo: number | null;
}

const sameValues = (a: TallyValues, b: TallyValues): boolean =>
  a.projectId === b.projectId && a.date === b.date && a.measure === b.measure && a.count === b.count && a.note === b.note &&
  a.tagIds.join() === b.tagIds.join();

/**
 * Edits an entry: what was sent, the rest as it was. With setTotal and a count, the new count is the difference to
 * the total asked for, not counting the entry's own current contribution. A changed count, measure or project drops
 * the total the entry once asked for. An edit that changes nothing appends nothing.
 */
export function decideEditTally(tally: Loaded<TallyState>, uuid: string, input: EditInput, writer: Writer): Decision {
  const s = ownLiveState(tally, writer);
  const { body } = input;
  if (body.workId !== undefined && body.workId !== s.projectId) projectPolicy.logInto(input.project, writer);
  const tagIds = new Map(input.tagIds);
  const decision: Decision = [];
  for (const t of input.tagsToCreate) {
    decision.push(...decideCreateTag({ id: t.id, uuid: t.uuid, ownerId: writer.userId, name: t.name, color: 'default' }, t.claim,
      { whenTaken: () => new LoadedStateStale(`tag name ${t.name}`) }));
    tagIds.set(tagNameKey(t.name), t.id);
  }
  const next: TallyValues = {
    projectId: body.workId ?? s.projectId, date: body.date ?? s.date, measure: body.measure ?? s.measure, count: body.count ?? s.count,
    note: body.note ?? s.note,
    tagIds: body.tags ? [...new Set(body.tags.map((n) => tagIds.get(tagNameKey(n))).filter((id): id is number => id !== undefined))] : s.tagIds,
  };
  let requestedTotal = body.count !== undefined || body.measure !== undefined || body.workId !== undefined ? null : s.requestedTotal;
  if (body.setTotal === true && body.count !== undefined) {
    if (input.totalUpTo === null) throw new Error('no total loaded for a set total');
    next.count = setTotalCount(body.count, next, input.totalUpTo, [], s);
    requestedTotal = body.count;
  }
  if (sameValues(s, next) && requestedTotal === s.requestedTotal) return [];
  // A new count (or the same count in another measure) is stored anew: it must be within bounds.
  if (next.count !== s.count || next.measure !== s.measure) {
    const problem = countBoundsProblem(input.volumes, [{ measure: next.measure, count: next.count, setTotal: body.setTotal === true }]);
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
  }
  decision.push(writeTo(tallyStream(uuid), tally, [{ type: 'TallyEdited', data: { id: s.id, requestedTotal, ...next } }]));
  return decision;
}

export const decideDeleteTally = (tally: Loaded<TallyState>, uuid: string, writer: Pick<Actor, 'userId'>): Decision =>
  decideDelete(tally, tallyStream(uuid), writer, (s) => ({ type: 'TallyDeleted', data: { id: s.id } }));

/**
 * Brings one entry back as it was. Its project must be live (restoring the project brings its entries back), and the
 * writer's entry bound holds (`liveEntries`: the writer's live entries now).
 */
export function decideRestoreTally(
  tally: Loaded<TallyState>, uuid: string, writer: Pick<Actor, 'userId'>, now: Date, project: Owned | null, liveEntries: number,
): Decision {
  return decideRestore(tally, tallyStream(uuid), writer, now, (s) => {
    if (!tallyPolicy.mayRestoreInto(project, writer)) throw new DomainError('CONFLICT', messages.errors.restoreProjectFirst);
    const tooMany = entriesLimitProblem(liveEntries, 1);
    if (tooMany) throw new DomainError('VALIDATION_FAILED', tooMany);
    return { type: 'TallyRestored', data: { id: s.id } };
  });
}
