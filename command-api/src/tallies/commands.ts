import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { CreateTallyBody, Tally, TallyWithWorkAndTags, UpdateTallyBody } from '@inkpace/contracts/api/tally';
import { tallyStream, type TallyEvent, type TallyValues } from '@inkpace/contracts/events/tally';
import { SCHEMA_VERSION } from '@inkpace/contracts/events/event';
import { messages } from '@inkpace/contracts/messages';
import type { JsonObject } from '@inkpace/infra/event-store';
import { DomainError } from '@inkpace/contracts/errors';
import { RawJson, type Caller, type PendingResource } from '@inkpace/infra/http';
import { activeProjectIds, projectTotalUpTo } from '@inkpace/query-api/projects';
import { activeTallyUuid, getTally, talliesByIdsJson } from '@inkpace/query-api/tallies';
import { tagsByName } from '@inkpace/query-api/tags';
import { writerVolumes } from '@inkpace/projector/progress';
import { countBoundsProblem } from '@inkpace/contracts/rules/count-bounds';
import type { CommandDeps } from '../pipeline/deps.ts';
import { execute, fold, settle, type CommandMeta } from '../pipeline/execute.ts';
import { withProjectsLocked } from './project-locks.ts';
import { resolveTagNames, tagIdsOf, type ResolvedTags } from './tag-names.ts';
import { tallyAggregate, type TallyState } from './tally-aggregate.ts';

const notFound = () => new DomainError('NOT_FOUND', messages.errors.notFound);

async function answer(deps: CommandDeps, caller: Caller, id: number, includeDeleted = false): Promise<TallyWithWorkAndTags> {
  const tally = await getTally(deps.db, caller.userId, id, includeDeleted);
  if (!tally) throw notFound();
  return tally;
}

/** Every project named must be one of the caller's active projects; otherwise 404 and nothing is written. */
async function checkProjects(deps: CommandDeps, caller: Caller, projectIds: readonly number[]): Promise<void> {
  const wanted = [...new Set(projectIds)];
  const active = await activeProjectIds(deps.db, caller.userId, wanted);
  if (wanted.some((id) => !active.has(id))) throw notFound();
}

async function nextIds(deps: CommandDeps, n: number): Promise<number[]> {
  const res = await sql<{ id: string }>`select nextval('tally_ids') as id from generate_series(1, ${n})`.execute(deps.db);
  return res.rows.map((r) => Number(r.id));
}

/** Earlier entries of the same batch that count towards a later set total (same project and measure, not later). */
type Pending = Array<{ projectId: number; measure: string; date: string; count: number }>;
const pendingUpTo = (pending: Pending, e: Pick<CreateTallyBody, 'workId' | 'measure' | 'date'>) =>
  pending.reduce((sum, p) => (p.projectId === e.workId && p.measure === e.measure && p.date <= e.date ? sum + p.count : sum), 0);

/**
 * Logs entries all-or-nothing (one entry is a batch of one). Set-total entries store the difference that makes
 * the project's total in that measure, up to and including their date, equal to the total asked for.
 */
async function logEntries(deps: CommandDeps, caller: Caller, bodies: readonly CreateTallyBody[], meta: CommandMeta, single = false): Promise<number[]> {
  const names = bodies.flatMap((b) => b.tags);
  // The reads go together. Nothing is written (not even a new tag) before every project named proved the caller's
  // and every count is within bounds.
  const [, found, ids, volumes] = await Promise.all([
    checkProjects(deps, caller, bodies.map((b) => b.workId)),
    tagsByName(deps.db, caller.userId, names),
    nextIds(deps, bodies.length),
    writerVolumes(deps.db, caller.userId),
  ]);
  // What a 202 names, should the read models not show the write in time.
  const written: PendingResource = single ? { id: ids[0] as number } : { ids };
  const setTotalProjects = bodies.filter((b) => b.setTotal).map((b) => b.workId);
  const metadata = { ...meta, schemaVersion: SCHEMA_VERSION } as JsonObject;
  const tags = await withProjectsLocked(deps, setTotalProjects, async () => {
    const counts: Pending = [];
    for (const body of bodies) {
      let count = body.count;
      if (body.setTotal) count = body.count - (await projectTotalUpTo(deps.db, body.workId, body.measure, body.date)) - pendingUpTo(counts, body);
      counts.push({ projectId: body.workId, measure: body.measure, date: body.date, count });
    }
    const problem = countBoundsProblem(volumes, bodies.map((b, i) => ({ measure: b.measure, count: counts[i]?.count ?? 0, setTotal: b.setTotal })));
    if (problem) throw new DomainError('VALIDATION_FAILED', problem);
    const resolved = await resolveTagNames(deps, caller, names, meta, found);
    const streams = bodies.map((body, i) => {
      const uuid = randomUUID();
      const event: TallyEvent = {
        type: 'TallyLogged',
        data: {
          id: ids[i] as number, uuid, ownerId: caller.userId, requestedTotal: body.setTotal ? body.count : null, projectId: body.workId,
          date: body.date, measure: body.measure, count: counts[i]?.count ?? 0, note: body.note, tagIds: tagIdsOf(body.tags, resolved),
        },
      };
      return { streamId: tallyStream(uuid), events: [{ type: event.type, data: event.data as JsonObject, metadata }], expectedRevision: 'no_stream' as const };
    });
    const { position } = await deps.store.appendMulti(streams);
    // Every entry's stream is read by the same projections: waiting on one of them waits on them all.
    await settle(deps, position, streams[0]?.streamId ?? tallyStream(''), written);
    return resolved;
  });
  if (tags.created) await settle(deps, tags.created.position, tags.created.streamId, written);
  return ids;
}

export async function createTally(deps: CommandDeps, caller: Caller, body: CreateTallyBody, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const [id] = await logEntries(deps, caller, [body], meta, true);
  return answer(deps, caller, id as number);
}

export async function batchTallies(deps: CommandDeps, caller: Caller, bodies: readonly CreateTallyBody[], meta: CommandMeta): Promise<RawJson<Tally[]>> {
  const ids = await logEntries(deps, caller, bodies, meta);
  return RawJson.of<Tally[]>(await talliesByIdsJson(deps.db, caller.userId, ids));
}

async function ownTallyUuid(deps: CommandDeps, caller: Caller, id: number): Promise<string> {
  const uuid = await activeTallyUuid(deps.db, caller.userId, id);
  if (!uuid) throw notFound();
  return uuid;
}

/** The entry after an edit: what was sent, the rest as it was. */
function edited(state: TallyState, body: UpdateTallyBody, tags: ResolvedTags | null): TallyValues {
  return {
    projectId: body.workId ?? state.projectId, date: body.date ?? state.date, measure: body.measure ?? state.measure,
    count: body.count ?? state.count, note: body.note ?? state.note, tagIds: tags && body.tags ? tagIdsOf(body.tags, tags) : state.tagIds,
  };
}

const sameValues = (a: TallyValues, b: TallyValues): boolean =>
  a.projectId === b.projectId && a.date === b.date && a.measure === b.measure && a.count === b.count && a.note === b.note &&
  a.tagIds.join() === b.tagIds.join();

/**
 * Edits an entry. With setTotal and a count, the new count is the difference to the asked-for total, not counting
 * this entry's own current contribution (it is being replaced). A changed count, measure or project drops the
 * recorded total the entry once asked for.
 */
export async function updateTally(deps: CommandDeps, caller: Caller, id: number, body: UpdateTallyBody, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const uuid = await ownTallyUuid(deps, caller, id);
  if (body.workId !== undefined) await checkProjects(deps, caller, [body.workId]);
  const stream = tallyStream(uuid);
  const before = fold(tallyAggregate, await deps.store.readStream(stream));
  const setTotal = body.setTotal === true && body.count !== undefined;
  const tags = await withProjectsLocked(deps, setTotal ? [before.projectId, body.workId ?? before.projectId] : [], async () => {
    const next = edited(before, body, null);
    let requestedTotal = body.count !== undefined || body.measure !== undefined || body.workId !== undefined ? null : before.requestedTotal;
    if (setTotal && body.count !== undefined) {
      const total = await projectTotalUpTo(deps.db, next.projectId, next.measure, next.date);
      const own = before.projectId === next.projectId && before.measure === next.measure && before.date <= next.date ? before.count : 0;
      next.count = body.count - (total - own);
      requestedTotal = body.count;
    }
    // A new count (or the same count in another measure) is stored anew: it must be within bounds. Checked before
    // anything is written, a new tag included.
    if (next.count !== before.count || next.measure !== before.measure) {
      const problem = countBoundsProblem(await writerVolumes(deps.db, caller.userId), [{ measure: next.measure, count: next.count, setTotal }]);
      if (problem) throw new DomainError('VALIDATION_FAILED', problem);
    }
    const resolved = body.tags ? await resolveTagNames(deps, caller, body.tags, meta) : null;
    if (resolved && body.tags) next.tagIds = tagIdsOf(body.tags, resolved);
    if (sameValues(before, next) && requestedTotal === before.requestedTotal) return resolved;
    const { position } = await execute(deps, stream, tallyAggregate, (s) => {
      if (s.deleted || s.ownerId !== caller.userId) throw notFound();
      // Computed from `before`: an edit that landed meanwhile would be overwritten unseen, so ask to retry.
      if (!sameValues(s, before)) throw new DomainError('CONFLICT', messages.errors.busy);
      return [{ type: 'TallyEdited', data: { id, requestedTotal, ...next } }];
    }, meta);
    await settle(deps, position, stream, { id });
    return resolved;
  });
  if (tags?.created) await settle(deps, tags.created.position, tags.created.streamId, { id });
  return answer(deps, caller, id);
}

export async function deleteTally(deps: CommandDeps, caller: Caller, id: number, meta: CommandMeta): Promise<TallyWithWorkAndTags> {
  const uuid = await ownTallyUuid(deps, caller, id);
  const { position } = await execute(deps, tallyStream(uuid), tallyAggregate, (s) => {
    if (s.deleted || s.ownerId !== caller.userId) throw notFound();
    return [{ type: 'TallyDeleted', data: { id } }];
  }, meta);
  await settle(deps, position, tallyStream(uuid), { id });
  return answer(deps, caller, id, true);
}
