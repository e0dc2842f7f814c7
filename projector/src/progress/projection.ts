import type { Transaction, Updateable } from 'kysely';
import type { ProjectEvent } from '@inkpace/contracts/events/project';
import type { TagEvent } from '@inkpace/contracts/events/tag';
import type { TallyEvent } from '@inkpace/contracts/events/tally';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { readsStream, type Projection } from '../runtime/projection.ts';
import { bumpVersions } from './contributions.ts';
import { progressSetup, type ProgressTables, type ProjectsTable, type TagsTable } from './tables.ts';
import { deleteTally, editTally, logTallies } from './tallies.ts';

type Trx = Transaction<ProgressTables>;
type ProgressEvent = ProjectEvent | TallyEvent | TagEvent;

const STREAMS = ['project-', 'tally-', 'tag-'];
const ours = (event: RecordedEvent) => readsStream(STREAMS, event.streamId);

async function touch(trx: Trx, table: 'projects' | 'tags', id: number, set: Updateable<ProjectsTable> & Updateable<TagsTable>, event: RecordedEvent) {
  const row = await trx.updateTable(table).set({ ...set, updated_at: event.createdAt }).where('id', '=', id).returning('owner_id').executeTakeFirst();
  if (row) await bumpVersions(trx, [row.owner_id], event.position.globalPosition);
}

async function applyProjectEvent(trx: Trx, e: ProjectEvent, event: RecordedEvent): Promise<void> {
  switch (e.type) {
    case 'ProjectCreated': {
      const d = e.data;
      await trx.insertInto('projects').values({
        id: d.id, uuid: d.uuid, owner_id: d.ownerId, title: d.title, description: d.description, phase: d.phase,
        starting_balance: JSON.stringify(d.startingBalance), cover: null, starred: d.starred,
        display_on_profile: d.displayOnProfile, state: 'active', created_at: event.createdAt, updated_at: event.createdAt,
        last_updated: null,
      }).execute();
      await bumpVersions(trx, [d.ownerId], event.position.globalPosition);
      return;
    }
    case 'ProjectEdited': {
      const d = e.data;
      const set: Updateable<ProjectsTable> = {};
      if (d.title !== undefined) set.title = d.title;
      if (d.description !== undefined) set.description = d.description;
      if (d.phase !== undefined) set.phase = d.phase;
      if (d.startingBalance !== undefined) set.starting_balance = JSON.stringify(d.startingBalance);
      if (d.displayOnProfile !== undefined) set.display_on_profile = d.displayOnProfile;
      return touch(trx, 'projects', d.id, set, event);
    }
    case 'ProjectStarred':
      return touch(trx, 'projects', e.data.id, { starred: e.data.starred }, event);
    case 'ProjectCoverSet':
      return touch(trx, 'projects', e.data.id, { cover: e.data.cover }, event);
    case 'ProjectCoverRemoved':
      return touch(trx, 'projects', e.data.id, { cover: null }, event);
    case 'ProjectDeleted':
      return touch(trx, 'projects', e.data.id, { state: 'deleted' }, event);
  }
}

async function applyTagEvent(trx: Trx, e: TagEvent, event: RecordedEvent): Promise<void> {
  switch (e.type) {
    case 'TagCreated': {
      const d = e.data;
      await trx.insertInto('tags').values({
        id: d.id, uuid: d.uuid, owner_id: d.ownerId, name: d.name, color: d.color, state: 'active',
        created_at: event.createdAt, updated_at: event.createdAt,
      }).execute();
      await bumpVersions(trx, [d.ownerId], event.position.globalPosition);
      return;
    }
    case 'TagEdited': {
      const set: Updateable<TagsTable> = {};
      if (e.data.name !== undefined) set.name = e.data.name;
      if (e.data.color !== undefined) set.color = e.data.color;
      return touch(trx, 'tags', e.data.id, set, event);
    }
    case 'TagDeleted':
      // Entries lose the tag; the log still says which entries named it.
      await trx.deleteFrom('tally_tags').where('tag_id', '=', e.data.id).execute();
      return touch(trx, 'tags', e.data.id, { state: 'deleted' }, event);
  }
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  if (!ours(event)) return;
  // Stored events were validated when decided; their data is trusted as the union the stream holds.
  const e = { type: event.type, data: event.data } as ProgressEvent;
  if (event.streamId.startsWith('project-')) return applyProjectEvent(trx, e as ProjectEvent, event);
  if (event.streamId.startsWith('tag-')) return applyTagEvent(trx, e as TagEvent, event);
  const t = e as TallyEvent;
  switch (t.type) {
    case 'TallyLogged':
      return logTallies(trx, [event]);
    case 'TallyEdited':
      return editTally(trx, t.data, event);
    case 'TallyDeleted':
      return deleteTally(trx, t.data.id, event);
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
  version: 1,
  setup: progressSetup,
  handle: apply,
  handleBatch: applyBatch,
  streams: STREAMS,
};
