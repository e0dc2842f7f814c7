import { describe, expect, test } from 'vitest';
import { PROJECT_BLANK } from '@inkpace/contracts/api/project';
import type { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { COUNT_LIMIT, ENTRIES_PER_WRITER_LIMIT, VOLUME_LIMIT } from '@inkpace/contracts/rules/count-bounds';
import type { Loaded } from '../pipeline/aggregate.ts';
import {
  decideCreateProject, decideDeleteProject, decideEditProject, decideRemoveCover, decideRestoreProject, decideSetCover, type NewProject,
} from './decide.ts';
import type { ProjectState } from './project-aggregate.ts';

const writer = { userId: 7 };
const uuid = '5f1d3b2a-8c7e-4d6f-9a0b-1c2d3e4f5a6b';
const fresh: NewProject = {
  ...PROJECT_BLANK, id: 12, uuid, ownerId: 7, ownerUuid: 'c0ffee00-0000-4000-8000-000000000007', title: 'Novel', description: '', phase: 'drafting',
  startingBalance: { word: 500 }, starred: false, displayOnProfile: false,
};
const project = (over: Partial<ProjectState> = {}): Loaded<ProjectState> => ({
  state: { ...PROJECT_BLANK, id: 12, ownerId: 7, title: 'Novel', description: '', phase: 'drafting', startingBalance: { word: 500, page: 3 }, displayOnProfile: false,
    starred: false, cover: null, deletedAt: null, deletedBy: null, ...over },
  exists: true, revision: 2,
});
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };
const events = (decision: ReturnType<typeof decideEditProject>) => decision.flatMap((w) => w.events);

describe('creating a project', () => {
  test('one new stream with the project as sent', () => {
    expect(decideCreateProject(fresh, uuid, {})).toEqual([{ streamId: `project-${uuid}`, expected: 'no_stream', events: [{ type: 'ProjectCreated', data: fresh }] }]);
  });

  test("a client's uuid: the stream is the one derived for it; a retry of what was recorded writes nothing, other content is a 409", () => {
    const stream = 'a1b2c3d4-0000-5000-8000-000000000001';
    expect(decideCreateProject(fresh, stream, {})[0]?.streamId).toBe(`project-${stream}`);
    // The retry has a new id (allocated again); the fields sent are what counts, balances' measures in any order.
    const recorded = { ...fresh, id: 3, startingBalance: { page: 2, word: 500 } };
    expect(decideCreateProject({ ...fresh, startingBalance: { word: 500, page: 2 } }, stream, {}, recorded)).toEqual([]);
    expect(thrown(() => decideCreateProject({ ...fresh, title: 'Other' }, stream, {}, recorded))).toMatchObject({ status: 409, message: messages.errors.uuidTaken });
  });

  test("a starting balance past the writer's volume is refused", () => {
    expect(thrown(() => decideCreateProject(fresh, uuid, { word: VOLUME_LIMIT - 499 }))).toMatchObject({ status: 400, message: messages.validation.volumeExceeded });
    expect(thrown(() => decideCreateProject({ ...fresh, startingBalance: { word: COUNT_LIMIT + 1 } }, uuid, {}))).toMatchObject({ status: 400, message: messages.validation.countTooLarge });
  });
});

describe('editing a project', () => {
  test('only the fields sent that differ are in the event', () => {
    expect(events(decideEditProject(project(), uuid, { title: 'Novel', phase: 'revising', description: 'Now with a plot' }, {}, writer)))
      .toEqual([{ type: 'ProjectEdited', data: { id: 12, phase: 'revising', description: 'Now with a plot' } }]);
  });

  test('a balance with its measures in another order is the same balance', () => {
    expect(decideEditProject(project(), uuid, { startingBalance: { page: 3, word: 500 } }, {}, writer)).toEqual([]);
  });

  test('starring is its own event; both can come from one PATCH, after the revision loaded', () => {
    const decision = decideEditProject(project(), uuid, { title: 'Saga', starred: true }, {}, writer);
    expect(decision[0]?.expected).toBe(2);
    expect(events(decision).map((e) => e.type)).toEqual(['ProjectEdited', 'ProjectStarred']);
  });

  test('a changed balance is checked against the volume; an unchanged one is not', () => {
    expect(thrown(() => decideEditProject(project(), uuid, { startingBalance: { word: 600 } }, { word: VOLUME_LIMIT }, writer)))
      .toMatchObject({ status: 400 });
    expect(decideEditProject(project(), uuid, { startingBalance: { word: 500, page: 3 }, title: 'Saga' }, { word: VOLUME_LIMIT }, writer)).toHaveLength(1);
  });

  test("another writer's project or a deleted one: 404", () => {
    expect(thrown(() => decideEditProject(project({ ownerId: 8 }), uuid, { title: 'x' }, {}, writer))).toMatchObject({ status: 404 });
    expect(thrown(() => decideEditProject(project({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuid, { title: 'x' }, {}, writer))).toMatchObject({ status: 404 });
  });
});

describe('covers and deleting', () => {
  test('a new cover names the one it replaces', () => {
    const { decision, previous } = decideSetCover(project({ cover: 'old.webp' }), uuid, 'new.webp', writer);
    expect(previous).toBe('old.webp');
    expect(decision.flatMap((w) => w.events)).toEqual([{ type: 'ProjectCoverSet', data: { id: 12, cover: 'new.webp' } }]);
  });

  test('removing a cover that is not there appends nothing', () => {
    expect(decideRemoveCover(project(), uuid, writer)).toEqual({ decision: [], previous: null });
    expect(decideRemoveCover(project({ cover: 'c.webp' }), uuid, writer).previous).toBe('c.webp');
  });

  test('deleting, once', () => {
    expect(decideDeleteProject(project(), uuid, writer).flatMap((w) => w.events)).toEqual([{ type: 'ProjectDeleted', data: { id: 12 } }]);
    expect(thrown(() => decideDeleteProject(project({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuid, writer))).toMatchObject({ status: 404 });
  });
});

describe('restoring a project', () => {
  const deletedAt = '2026-11-01T10:00:00.000Z';
  const now = new Date('2026-11-02T10:00:00.000Z');
  const entries = { live: 10, project: 5 };
  const deleted = (by: 'user' | 'admin' = 'user') => project({ deletedAt, deletedBy: by });

  test("the owner's own delete, within the window, after the revision it saw", () => {
    expect(decideRestoreProject(deleted(), uuid, writer, now, entries)).toEqual([
      { streamId: `project-${uuid}`, expected: 2, events: [{ type: 'ProjectRestored', data: { id: 12 } }] },
    ]);
  });

  test('anything else is the 404 of a missing project', () => {
    const late = new Date('2026-12-01T10:00:00.000Z');
    for (const [loaded, actor, at] of [
      [project(), writer, now], [deleted('admin'), writer, now], [deleted(), { userId: 8 }, now], [deleted(), writer, late],
      [{ ...deleted(), exists: false }, writer, now],
    ] as const) expect(thrown(() => decideRestoreProject(loaded, uuid, actor, at, entries))).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  test("its entries count against the writer's bound as new ones would", () => {
    expect(thrown(() => decideRestoreProject(deleted(), uuid, writer, now, { live: ENTRIES_PER_WRITER_LIMIT - 4, project: 5 })))
      .toMatchObject({ status: 400, message: messages.validation.entriesPerWriter });
  });
});
