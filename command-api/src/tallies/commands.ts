import { randomUUID } from 'node:crypto';
import type { CreateTallyBody, Tally, TallyWithWorkAndTags, UpdateTallyBody } from '@inkpace/contracts/api/tally';
import type { Tag } from '@inkpace/contracts/api/tag';
import { tallyStream } from '@inkpace/contracts/events/tally';
import { notFound } from '@inkpace/contracts/rules/access';
import { tallyPolicy } from '@inkpace/contracts/rules/policies/tally';
import type { EntrySource } from '@inkpace/contracts/rules/entry-source';
import { compareTagNames, tagNameKey } from '@inkpace/contracts/rules/tags';
import type { Caller } from '@inkpace/infra/http';
import {
  entryContext, entryCountsForRestore, ownTallies, projectTotalUpTo, projectView, tagsByName, tallyView, writerVolumes, type EntryContext,
} from '@inkpace/projector/progress';
import { loadAggregate } from '../pipeline/aggregate.ts';
import { identityFor } from '../pipeline/client-ids.ts';
import { latestPosition, recordedCreations, type Recorded } from '../pipeline/created-once.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateIds } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand, type Outcome } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { loadTagNameClaim } from '../tags/index.ts';
import {
  decideDeleteTally, decideEditTally, decideLogEntries, decideRestoreTally, repeatedEntries, totalKey, type Logged, type TagToCreate, type TallyLogged,
} from './decide.ts';
import { tallyAggregate } from './tally-aggregate.ts';

/** The tags named that the writer does not have yet, each with a fresh id and uuid and its name's claim. */
async function tagsToCreate(deps: CommandDeps, caller: Caller, names: readonly string[], existing: ReadonlyMap<string, unknown>): Promise<TagToCreate[]> {
  const missing = new Map<string, string>();
  for (const name of names) if (!existing.has(tagNameKey(name)) && !missing.has(tagNameKey(name))) missing.set(tagNameKey(name), name);
  if (missing.size === 0) return [];
  const ids = await allocateIds(deps.db, 'tag_ids', missing.size);
  return Promise.all([...missing.values()].map(async (name, i) => ({
    name, id: ids[i] as number, uuid: randomUUID(), claim: await loadTagNameClaim(deps, caller.userUuid, name),
  })));
}

/** For each set-total entry, the project's total up to its date as the read models have it. */
async function totalsUpTo(deps: CommandDeps, bodies: readonly CreateTallyBody[]): Promise<Map<string, number>> {
  const keys = new Map(bodies.filter((b) => b.setTotal).map((b) => {
    const at = { projectId: b.workId, measure: b.measure, date: b.date };
    return [totalKey(at), at] as const;
  }));
  const totals = await Promise.all([...keys.values()].map((at) => projectTotalUpTo(deps.db, at.projectId, at.measure, at.date)));
  return new Map([...keys.keys()].map((key, i) => [key, totals[i] ?? 0]));
}

interface LogResult {
  /** The entries written (none when every one repeats an earlier create), with what their answers need. */
  logged: Logged | null;
  context: EntryContext | null;
  storedAt: Date | null;
  /** Per entry sent: the creation it repeats (its client uuid sent again with the same content), if any. */
  earlier: Array<Recorded<TallyLogged> | undefined>;
}

/**
 * The writer's live tags the repeated entries name. The read models are first brought up to the creations repeated:
 * a tag made with the entry (a concurrent create that won) is then there to compare with.
 */
async function tagsOfRepeats(deps: CommandDeps, caller: Caller, bodies: readonly CreateTallyBody[], earlier: ReadonlyArray<Recorded<TallyLogged> | undefined>) {
  const repeated = earlier.filter((r) => r !== undefined);
  await settle(deps, latestPosition(null, repeated), tallyStream(''), { ids: repeated.map((r) => r.data.id) });
  return tagsByName(deps.db, caller.userId, bodies.flatMap((b, i) => (earlier[i] ? b.tags : [])));
}

/** Where entries come from unless the caller says (the importer does): an API key's call, else typed in the app. */
export interface LogOptions {
  source?: EntrySource;
}
const sourceOf = (caller: Caller, options: LogOptions): EntrySource => options.source ?? (caller.kind === 'apiKey' ? 'api' : 'manual');

/**
 * Logs entries all-or-nothing (one entry is a batch of one): load (one statement, plus a claim per new tag and a
 * total per set total), decide, append every stream together, wait until the read models show it. Set totals are
 * computed under their projects' lock (project-locks.ts), so each sees every earlier entry. An entry whose client
 * uuid was already used with the same content is left out and answered as it is (created-once.ts).
 */
async function logEntries(deps: CommandDeps, caller: Caller, bodies: readonly CreateTallyBody[], meta: CommandMeta, single: boolean, source: EntrySource): Promise<LogResult> {
  const identities = bodies.map((b) => identityFor(caller.userUuid, 'tally', b.uuid));
  const clientStreams = identities.filter((_id, i) => bodies[i]?.uuid !== undefined).map((id) => tallyStream(id.streamUuid));
  const projects = { setTotals: bodies.filter((b) => b.setTotal).map((b) => b.workId), counts: bodies.map((b) => b.workId) };
  let context: EntryContext | null = null;
  let logged: Logged | null = null;
  let earlier: Array<Recorded<TallyLogged> | undefined> = [];
  const write = () => runCommand(deps, meta, async () => {
    // Read again on every attempt: a create that lost a race to the same uuid finds the winner's here.
    const recorded = await recordedCreations<TallyLogged>(deps.store, clientStreams);
    earlier = identities.map((id) => recorded.get(tallyStream(id.streamUuid)));
    const repeatedTags = earlier.some(Boolean) ? await tagsOfRepeats(deps, caller, bodies, earlier) : new Map<string, Tag>();
    const repeats = repeatedEntries(bodies, earlier.map((r) => r?.data), new Map([...repeatedTags].map(([k, t]) => [k, t.id])));
    const fresh = bodies.filter((_b, i) => !repeats[i]);
    if (fresh.length === 0) return [];
    const names = fresh.flatMap((b) => b.tags);
    const loaded = await entryContext(deps.db, caller.userId, fresh.map((b) => b.workId), names, fresh.length);
    const [creating, totals] = await Promise.all([tagsToCreate(deps, caller, names, loaded.tags), totalsUpTo(deps, fresh)]);
    context = loaded;
    logged = decideLogEntries({
      entries: fresh, ids: loaded.ids, identities: identities.filter((_id, i) => !repeats[i]), source, projects: loaded.projects,
      tagIds: new Map([...loaded.tags].map(([k, t]) => [k, t.id])), tagsToCreate: creating, volumes: loaded.volumes, totalsUpTo: totals,
      storedEntries: loaded.storedEntries,
    }, caller);
    return logged.decision;
  });
  const finish = async (outcome: Outcome): Promise<LogResult> => {
    const written = outcome.position ? logged as Logged | null : null;
    const writtenIds = (written?.entries ?? []).map((e) => e.id);
    let next = 0;
    const ids = earlier.map((r) => (r ? r.data.id : writtenIds[next++] ?? 0));
    // One append, one position: the entries and any new tags are read by the same projection.
    await settle(deps, latestPosition(outcome.position, earlier.filter((r) => r !== undefined)), tallyStream(identities[0]?.streamUuid ?? ''),
      single ? { id: ids[0] as number } : { ids });
    return { logged: written, context: written ? context : null, storedAt: outcome.storedAt, earlier };
  };
  // A set total settles under its lock (the next one reads the totals it leaves); other entries only append under it.
  if (projects.setTotals.length > 0) return deps.locks.projects.run(deps, projects, async () => finish(await write()));
  return finish(await deps.locks.projects.run(deps, projects, write));
}

/** An entry as the API shows it, built from what was decided (the read models now say the same). */
function tallyOf(e: TallyLogged, storedAt: string): Tally {
  return {
    id: e.id, uuid: e.uuid, createdAt: storedAt, updatedAt: storedAt, state: 'active', ownerId: e.ownerId, date: e.date,
    measure: e.measure, count: e.count, note: e.note, workId: e.projectId,
  };
}

export async function createTally(deps: CommandDeps, caller: Caller, body: CreateTallyBody, meta: CommandMeta, options: LogOptions = {}): Promise<TallyWithWorkAndTags> {
  const { logged, context, storedAt, earlier } = await logEntries(deps, caller, [body], meta, true, sourceOf(caller, options));
  const repeated = earlier[0];
  if (repeated) return answer(deps, caller, repeated.data.id, true);
  const entry = logged?.entries[0];
  const project = context?.projects.get(body.workId);
  if (!logged || !context || !entry || !project || !storedAt) throw notFound();
  const at = storedAt.toISOString();
  const created: Tag[] = logged.createdTags.map((t) => ({ ...t, createdAt: at, updatedAt: at, state: 'active' }));
  const tags = [...context.tags.values(), ...created].filter((t) => entry.tagIds.includes(t.id)).sort((a, b) => compareTagNames(a.name, b.name) || a.id - b.id);
  return { ...tallyOf(entry, at), work: project.api, tags };
}

/**
 * A batch; a big one after the writer's earlier big ones, in every instance (batch-queue.ts). Answers every entry in
 * the order sent: those it wrote, and those it repeats as they are now.
 */
export async function batchTallies(deps: CommandDeps, caller: Caller, bodies: readonly CreateTallyBody[], meta: CommandMeta, options: LogOptions = {}): Promise<Tally[]> {
  const { logged, storedAt, earlier } = await deps.locks.bigBatches.run(deps, caller.userId, bodies.length,
    () => logEntries(deps, caller, bodies, meta, false, sourceOf(caller, options)));
  const at = storedAt?.toISOString() ?? '';
  const fresh = (logged?.entries ?? []).map((e) => tallyOf(e, at));
  const repeated = await ownTallies(deps.db, caller.userId, earlier.flatMap((r) => (r ? [r.data.id] : [])));
  let next = 0;
  return bodies.map((_b, i) => {
    const answered = earlier[i] ? repeated.get(earlier[i].data.id) : fresh[next++];
    if (!answered) throw new Error('an entry of the batch has no answer');
    return answered;
  });
}

/** The entry as the read models show it (a deleted one only when asked: a delete's answer). */
async function answer(deps: CommandDeps, caller: Caller, id: number, deleted = false): Promise<TallyWithWorkAndTags> {
  const view = await tallyView(deps.db, id);
  return (deleted ? tallyPolicy.answer(view, caller) : tallyPolicy.touch(view, caller)).api;
}

export async function updateTally(deps: CommandDeps, caller: Caller, id: number, body: UpdateTallyBody, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const uuid = tallyPolicy.touch(await tallyView(deps.db, id), caller).uuid;
  const stream = tallyStream(uuid);
  const first = await loadAggregate(deps.store, stream, tallyAggregate);
  const setTotal = body.setTotal === true && body.count !== undefined;
  const touched = [first.state.projectId, body.workId ?? first.state.projectId];
  const projects = { setTotals: setTotal ? touched : [], counts: touched };
  const { position } = await deps.locks.projects.run(deps, projects, () => runCommand(deps, meta, async () => {
    const tally = await loadAggregate(deps.store, stream, tallyAggregate);
    const next = { projectId: body.workId ?? tally.state.projectId, measure: body.measure ?? tally.state.measure, date: body.date ?? tally.state.date };
    const [project, existing, volumes, totalUpTo] = await Promise.all([
      body.workId !== undefined ? projectView(deps.db, body.workId) : null,
      tagsByName(deps.db, caller.userId, body.tags ?? []),
      writerVolumes(deps.db, caller.userId),
      setTotal ? projectTotalUpTo(deps.db, next.projectId, next.measure, next.date) : null,
    ]);
    const creating = await tagsToCreate(deps, caller, body.tags ?? [], existing);
    return decideEditTally(tally, uuid, {
      body, project, tagIds: new Map([...existing].map(([k, t]) => [k, t.id])), tagsToCreate: creating, volumes, totalUpTo,
    }, caller);
  }));
  await settle(deps, position, stream, { id });
  return answer(deps, caller, id);
}

export async function deleteTally(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const { uuid, api } = tallyPolicy.touch(await tallyView(deps.db, id), caller);
  const stream = tallyStream(uuid);
  const { position } = await deps.locks.projects.run(deps, { setTotals: [], counts: [api.workId] },
    () => runCommand(deps, meta, async () => decideDeleteTally(await loadAggregate(deps.store, stream, tallyAggregate), uuid, caller)));
  await settle(deps, position, stream, { id });
  return answer(deps, caller, id, true);
}

/**
 * Brings back one of the caller's entries deleted on its own in the restore window; its project must be live
 * (a 409 that says to restore the project). Anything else is a 404.
 */
export async function restoreTally(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const view = await tallyView(deps.db, id);
  if (!view) throw notFound();
  const stream = tallyStream(view.uuid);
  const { position } = await deps.locks.projects.run(deps, { setTotals: [], counts: [view.api.workId] }, () => runCommand(deps, meta, async () => {
    const tally = await loadAggregate(deps.store, stream, tallyAggregate);
    const [project, counts] = await Promise.all([projectView(deps.db, tally.state.projectId), entryCountsForRestore(deps.db, caller.userId, null)]);
    return decideRestoreTally(tally, view.uuid, caller, deps.clock.now(), project, counts.live);
  }));
  await settle(deps, position, stream, { id });
  return answer(deps, caller, id);
}
