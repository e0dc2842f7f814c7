import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { ProjectEvent } from '@inkpace/contracts/events/project';
import type { TagEvent } from '@inkpace/contracts/events/tag';
import type { TallyEvent } from '@inkpace/contracts/events/tally';
import type { GoalEvent } from '@inkpace/contracts/events/goal';
import type { LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import { balanceCounts } from '@inkpace/contracts/rules/count-bounds';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import type { LifecycleState } from '@inkpace/contracts/rules/lifecycle';
import { LIVE_ROW, lifecycleSet, stateAfter } from '../runtime/lifecycle.ts';
import { readsStream, streamUuidOf, type Projection } from '../runtime/projection.ts';
import { bumpVersions, growVolumes, recountWritingDays, versionBump, volumeGrowth } from './contributions.ts';
import { writeTogether } from '../runtime/table.ts';
import { editableColumns } from './project-columns.ts';
import { applyGoalEvent, projectDates, recountProjectGoals, recountTagGoals, taggedDates } from './goals.ts';
import { applyStandingsEvent, recountProjectStandings, recountTagStandings } from './standings.ts';
import { progressSetup, type ProgressTables, type ProjectsTable, type TagsTable } from './tables.ts';
import { editTally, logTallies, setTallyState } from './tallies.ts';

type Trx = Kysely<ProgressTables>;
type ProgressEvent = ProjectEvent | TallyEvent | TagEvent | GoalEvent | LeaderboardEvent;

// leaderboard-: which entries count for whom (the standings read model, standings.ts).
const STREAMS = ['project-', 'tally-', 'tag-', 'goal-', 'leaderboard-'];
const ours = (event: RecordedEvent) => readsStream(STREAMS, event.streamId);

/** Updates a project or tag and marks its owner's data as changed; returns the owner (null when there is no such row). */
async function touch(trx: Trx, table: 'projects' | 'tags', id: number, set: Updateable<ProjectsTable> & Updateable<TagsTable>, event: RecordedEvent): Promise<number | null> {
  const row = await trx.updateTable(table).set({ ...set, updated_at: event.createdAt }).where('id', '=', id).returning('owner_id').executeTakeFirst();
  if (row) await bumpVersions(trx, [row.owner_id], event.sequence);
  return row?.owner_id ?? null;
}

async function applyProjectEvent(trx: Trx, e: ProjectEvent, event: RecordedEvent): Promise<void> {
  switch (e.type) {
    case 'ProjectCreated': {
      const d = e.data;
      const insert = trx.insertInto('projects').values({
        ...editableColumns(d),
        id: d.id, uuid: d.uuid, stream_uuid: streamUuidOf(event.streamId), owner_id: d.ownerId, cover: null, starred: d.starred, ...LIVE_ROW,
        created_at: event.createdAt, updated_at: event.createdAt, last_updated: null,
      } as Insertable<ProjectsTable>);
      // One round trip: a log has a project creation every few hundred entries, and a rebuild waits on each.
      const writes = [sql`${insert}`, volumeGrowth(balanceCounts(d.startingBalance).map((c) => ({ owner: d.ownerId, ...c }))),
        versionBump([d.ownerId], event.sequence)];
      await writeTogether(trx, writes.filter((w) => w !== null));
      return;
    }
    case 'ProjectEdited': {
      const d = e.data;
      const set = editableColumns(d);
      const owner = await touch(trx, 'projects', d.id, set, event);
      if (owner !== null && d.startingBalance) await growVolumes(trx, balanceCounts(d.startingBalance).map((c) => ({ owner, ...c })));
      return;
    }
    case 'ProjectStarred':
      await touch(trx, 'projects', e.data.id, { starred: e.data.starred }, event);
      return;
    case 'ProjectCoverSet':
      await touch(trx, 'projects', e.data.id, { cover: e.data.cover }, event);
      return;
    case 'ProjectCoverRemoved':
      await touch(trx, 'projects', e.data.id, { cover: null }, event);
      return;
    case 'ProjectDeleted':
    case 'ProjectRestored':
      return setProjectState(trx, e.data.id, stateAfter(e.type), event);
  }
}

/**
 * Deleting and restoring a project, one path: the project takes the state, and what its entries count for (goal
 * days, standing days, writing days) is recounted on its days from the live entries of live projects. Its entries,
 * their tags, daily stats and totals stay as they are: every read of them joins the project's state.
 */
async function setProjectState(trx: Trx, id: number, state: LifecycleState, event: RecordedEvent): Promise<void> {
  const owner = await touch(trx, 'projects', id, lifecycleSet(state, event.createdAt), event);
  if (owner === null) return;
  const dates = await projectDates(trx, id);
  await recountProjectGoals(trx, owner, id, dates);
  await recountProjectStandings(trx, owner, id, dates, event.sequence);
  await recountWritingDays(trx, owner);
}

/**
 * Deleting and restoring a tag, one path: the tag takes the state and the goals and memberships that name it are
 * recounted on the days of its entries. Its links to entries stay (tally_tags; reads join the tag's state), so a
 * restored tag is on the same entries and counts for the same goals again.
 */
async function setTagState(trx: Trx, id: number, state: LifecycleState, event: RecordedEvent): Promise<void> {
  await touch(trx, 'tags', id, lifecycleSet(state, event.createdAt), event);
  const dates = await taggedDates(trx, id);
  await recountTagGoals(trx, id, dates);
  await recountTagStandings(trx, id, dates, event.sequence);
}

async function applyTagEvent(trx: Trx, e: TagEvent, event: RecordedEvent): Promise<void> {
  switch (e.type) {
    case 'TagCreated': {
      const d = e.data;
      await trx.insertInto('tags').values({
        id: d.id, uuid: d.uuid, stream_uuid: streamUuidOf(event.streamId), owner_id: d.ownerId, name: d.name, color: d.color, ...LIVE_ROW,
        created_at: event.createdAt, updated_at: event.createdAt,
      }).execute();
      await bumpVersions(trx, [d.ownerId], event.sequence);
      return;
    }
    case 'TagEdited': {
      const set: Updateable<TagsTable> = {};
      if (e.data.name !== undefined) set.name = e.data.name;
      if (e.data.color !== undefined) set.color = e.data.color;
      await touch(trx, 'tags', e.data.id, set, event);
      return;
    }
    case 'TagDeleted':
    case 'TagRestored':
      return setTagState(trx, e.data.id, stateAfter(e.type), event);
  }
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  if (!ours(event)) return;
  // Stored events were validated when decided; their data is trusted as the union the stream holds.
  const e = { type: event.type, data: event.data } as ProgressEvent;
  if (event.streamId.startsWith('project-')) return applyProjectEvent(trx, e as ProjectEvent, event);
  if (event.streamId.startsWith('tag-')) return applyTagEvent(trx, e as TagEvent, event);
  if (event.streamId.startsWith('goal-')) return applyGoalEvent(trx, e as GoalEvent, event);
  if (event.streamId.startsWith('leaderboard-')) return applyStandingsEvent(trx, e as LeaderboardEvent, event);
  const t = e as TallyEvent;
  switch (t.type) {
    case 'TallyLogged':
      return logTallies(trx, [event]);
    case 'TallyEdited':
      return editTally(trx, t.data, event);
    case 'TallyDeleted':
    case 'TallyRestored':
      return setTallyState(trx, t.data.id, stateAfter(t.type), event);
  }
}

/** Runs of logged entries (imports, batches, busy moments) are applied together; everything else one by one. */
async function applyBatch(trx: Trx, events: readonly RecordedEvent[]): Promise<void> {
  let run: RecordedEvent[] = [];
  for (const event of events) {
    if (event.type === 'TallyLogged' && event.streamId.startsWith('tally-')) {
      run.push(event);
      continue;
    }
    if (run.length > 0) await logTallies(trx, run);
    run = [];
    await apply(trx, event);
  }
  if (run.length > 0) await logTallies(trx, run);
}

export const progressProjection: Projection<ProgressTables> = {
  name: 'progress',
  // 2: entry counts as bigint, and writers' volumes (contracts/rules/count-bounds.ts). 3: goals, goal_days and writing_days.
  // 4: habits with a threshold had been stored without their cadence (a parsing fault, fixed): rebuilt from the log.
  // 5: leaderboard standings (standing_boards, standing_members, standing_days, board_versions).
  // 6: the one lifecycle (state and deleted_at; a deleted tag keeps its entries' links, a deleted board its standings).
  // 7: client-chosen uuids (uuid unique per writer, stream_uuid beside it) and entries' source (issue 29).
  version: 7,
  setup: progressSetup,
  handle: apply,
  handleBatch: applyBatch,
  streams: STREAMS,
};
