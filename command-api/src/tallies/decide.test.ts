import { describe, expect, test } from 'vitest';
import type { CreateTallyBody } from '@inkpace/contracts/api/tally';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { COUNT_LIMIT, ENTRIES_PER_WRITER_LIMIT, VOLUME_LIMIT } from '@inkpace/contracts/rules/count-bounds';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { Claim } from '../pipeline/claims.ts';
import { LoadedStateStale } from '../pipeline/run.ts';
import { decideDeleteTally, decideEditTally, decideLogEntries, repeatedEntries, totalKey, type EditInput, type LogInput } from './decide.ts';
import type { TallyState } from './tally-aggregate.ts';

const writer = { userId: 7, userUuid: 'c0ffee00-0000-4000-8000-000000000007' };
const uuids = ['00000000-0000-4000-8000-00000000000a', '00000000-0000-4000-8000-00000000000b', '00000000-0000-4000-8000-00000000000c'];
const body = (over: Partial<CreateTallyBody> = {}): CreateTallyBody =>
  ({ date: '2026-03-10', workId: 1, measure: 'word', count: 500, note: '', tags: [], setTotal: false, ...over });
const input = (entries: CreateTallyBody[], over: Partial<LogInput> = {}): LogInput => ({
  entries, ids: [101, 102, 103], identities: uuids.map((uuid) => ({ uuid, streamUuid: uuid })), source: 'manual',
  projects: new Map([[1, { ownerId: 7, live: true }], [2, { ownerId: 8, live: true }], [3, { ownerId: 7, live: false }]]),
  tagIds: new Map([['draft', 40]]), tagsToCreate: [], volumes: {}, totalsUpTo: new Map(), storedEntries: 0, ...over,
});
const freeClaim = (key: string): Claim => ({ streamId: `tagname-${writer.userUuid}-${key}`, holder: null, revision: 'no_stream', lapsed: false });
const thrown = (fn: () => unknown): Error | null => { try { fn(); } catch (e) { return e as Error; } return null; };

describe('logging entries', () => {
  test('one entry: one new stream with the entry as decided', () => {
    const { decision, entries } = decideLogEntries(input([body({ note: 'Good day', tags: ['Draft'] })]), writer);
    expect(entries).toEqual([{
      id: 101, uuid: uuids[0], ownerId: 7, requestedTotal: null, projectId: 1, date: '2026-03-10', measure: 'word', count: 500, note: 'Good day', tagIds: [40],
      source: 'manual',
    }]);
    expect(decision).toEqual([{ streamId: `tally-${uuids[0]}`, expected: 'no_stream', events: [{ type: 'TallyLogged', data: entries[0] }] }]);
  });

  test("a client's uuid is the entry's; its stream is the one derived for it; the source is recorded", () => {
    const chosen = '11111111-2222-4333-8444-555555555555';
    const stream = 'a1b2c3d4-0000-5000-8000-000000000001';
    const { decision, entries } = decideLogEntries(input([body({ uuid: chosen })], { identities: [{ uuid: chosen, streamUuid: stream }], source: 'import' }), writer);
    expect(entries[0]).toMatchObject({ uuid: chosen, source: 'import' });
    expect(decision[0]?.streamId).toBe(`tally-${stream}`);
  });

  test('an entry sent again with its client uuid: a repeat when it matches what was recorded, 409 when not, 400 for one uuid twice', () => {
    const chosen = '11111111-2222-4333-8444-555555555555';
    const { entries } = decideLogEntries(input([body({ uuid: chosen, tags: ['Draft'], setTotal: true, count: 900 })], { totalsUpTo: new Map([[totalKey({ projectId: 1, measure: 'word', date: '2026-03-10' }), 300]]) }), writer);
    const recorded = entries[0];
    expect(recorded).toMatchObject({ count: 600, requestedTotal: 900 });
    const tags = new Map([['draft', 40]]);
    // The same total asked for (whatever it would add now), its tag in another case: a repeat; a new entry beside it is not.
    expect(repeatedEntries([body({ uuid: chosen, tags: ['DRAFT'], setTotal: true, count: 900 }), body()], [recorded, undefined], tags)).toEqual([true, false]);
    for (const other of [{ count: 901 }, { note: 'x' }, { tags: [] }, { setTotal: false }, { date: '2026-03-11' }]) {
      expect(thrown(() => repeatedEntries([body({ uuid: chosen, tags: ['Draft'], setTotal: true, count: 900, ...other })], [recorded], tags)))
        .toMatchObject({ status: 409, message: messages.errors.uuidTaken });
    }
    expect(thrown(() => repeatedEntries([body({ uuid: chosen }), body({ uuid: chosen })], [], tags))).toMatchObject({ status: 400, message: messages.validation.repeatedClientUuid(chosen) });
  });

  test("another writer's project, a deleted one or an unknown one: 404 for the whole batch", () => {
    for (const workId of [2, 3, 99]) {
      const error = thrown(() => decideLogEntries(input([body(), body({ workId })]), writer));
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ status: 404 });
    }
  });

  test("set totals store the difference, counting the batch's earlier entries", () => {
    const entries = [body({ count: 100 }), body({ count: 2000, setTotal: true }), body({ measure: 'page', count: 3 })];
    const totals = new Map([[totalKey({ projectId: 1, measure: 'word', date: '2026-03-10' }), 1200]]);
    const logged = decideLogEntries(input(entries, { totalsUpTo: totals }), writer);
    expect(logged.entries.map((e) => [e.count, e.requestedTotal])).toEqual([[100, null], [2000 - 1200 - 100, 2000], [3, null]]);
  });

  test('a set total too far from the current total is refused before anything is decided', () => {
    const totals = new Map([[totalKey({ projectId: 1, measure: 'word', date: '2026-03-10' }), -2 * COUNT_LIMIT]]);
    expect(thrown(() => decideLogEntries(input([body({ count: COUNT_LIMIT, setTotal: true })], { totalsUpTo: totals }), writer)))
      .toMatchObject({ status: 400, message: messages.validation.setTotalTooFar });
  });

  test("a batch that would pass the writer's volume is refused", () => {
    expect(thrown(() => decideLogEntries(input([body({ count: 6 }), body({ count: -5 })], { volumes: { word: VOLUME_LIMIT - 10 } }), writer)))
      .toMatchObject({ status: 400, message: messages.validation.volumeExceeded });
  });

  test("entries past the writer's limit are refused, a single one as a whole batch; up to it they are logged", () => {
    const atLimit = { storedEntries: ENTRIES_PER_WRITER_LIMIT };
    const oneShort = { storedEntries: ENTRIES_PER_WRITER_LIMIT - 1 };
    for (const [entries, over] of [[[body()], atLimit], [[body(), body()], oneShort]] as const) {
      expect(thrown(() => decideLogEntries(input([...entries], over), writer)))
        .toMatchObject({ status: 400, code: 'VALIDATION_FAILED', message: messages.validation.entriesPerWriter });
    }
    expect(decideLogEntries(input([body()], oneShort), writer).entries).toHaveLength(1);
  });

  test('a tag named but missing is created with the entries, in the same decision', () => {
    const logged = decideLogEntries(input([body({ tags: ['draft', 'Brand New', 'brand new'] })], {
      tagsToCreate: [{ name: 'Brand New', id: 41, uuid: uuids[2] as string, claim: freeClaim('brand new') }],
    }), writer);
    expect(logged.decision.map((w) => [w.streamId, w.events.map((e) => e.type)])).toEqual([
      [`tagname-${writer.userUuid}-brand new`, ['TagNameClaimed']],
      [`tag-${uuids[2]}`, ['TagCreated']],
      [`tally-${uuids[0]}`, ['TallyLogged']],
    ]);
    expect(logged.entries[0]?.tagIds).toEqual([40, 41]);
    expect(logged.createdTags).toEqual([{ id: 41, uuid: uuids[2], ownerId: 7, name: 'Brand New', color: 'default' }]);
  });

  test('a tag whose name was claimed meanwhile: decide again with fresh reads', () => {
    const claim = { ...freeClaim('brand new'), holder: '99999999-0000-4000-8000-000000000000', revision: 0 };
    expect(thrown(() => decideLogEntries(input([body({ tags: ['Brand New'] })], {
      tagsToCreate: [{ name: 'Brand New', id: 41, uuid: uuids[2] as string, claim }],
    }), writer))).toBeInstanceOf(LoadedStateStale);
  });
});

const tally = (over: Partial<TallyState> = {}): Loaded<TallyState> => ({
  state: { id: 101, ownerId: 7, requestedTotal: null, projectId: 1, date: '2026-03-10', measure: 'word', count: 500, note: '', tagIds: [], deletedAt: null, deletedBy: null, ...over },
  exists: true, revision: 0,
});
const edit = (over: Partial<EditInput> = {}): EditInput => ({ body: {}, project: null, tagIds: new Map(), tagsToCreate: [], volumes: {}, totalUpTo: null, ...over });

describe('editing an entry', () => {
  test('what was sent changes, the rest stays; the whole entry is in the event', () => {
    const [write] = decideEditTally(tally(), uuids[0] as string, edit({ body: { note: 'better' } }), writer);
    expect(write?.events).toEqual([{ type: 'TallyEdited', data: {
      id: 101, requestedTotal: null, projectId: 1, date: '2026-03-10', measure: 'word', count: 500, note: 'better', tagIds: [],
    } }]);
    expect(write?.expected).toBe(0);
  });

  test('nothing changed: nothing to append', () => {
    expect(decideEditTally(tally(), uuids[0] as string, edit({ body: { count: 500, note: '' } }), writer)).toEqual([]);
  });

  test('set total: the difference without the entry itself', () => {
    const [write] = decideEditTally(tally(), uuids[0] as string, edit({ body: { count: 2500, setTotal: true }, totalUpTo: 1500 }), writer);
    expect(write?.events[0]?.data).toMatchObject({ count: 2500 - (1500 - 500), requestedTotal: 2500 });
  });

  test('moving to another writer\'s project: 404', () => {
    expect(thrown(() => decideEditTally(tally(), uuids[0] as string, edit({ body: { workId: 2 }, project: { ownerId: 8, live: true } }), writer)))
      .toMatchObject({ status: 404 });
  });

  test('a new count past the volume: 400; a note edit of the same entry is still fine', () => {
    expect(thrown(() => decideEditTally(tally(), uuids[0] as string, edit({ body: { count: 1000 }, volumes: { word: VOLUME_LIMIT } }), writer)))
      .toMatchObject({ status: 400, message: messages.validation.volumeExceeded });
    expect(decideEditTally(tally(), uuids[0] as string, edit({ body: { note: 'x' }, volumes: { word: VOLUME_LIMIT } }), writer)).toHaveLength(1);
  });

  test("someone else's entry or a deleted one: 404", () => {
    expect(thrown(() => decideEditTally(tally({ ownerId: 8 }), uuids[0] as string, edit({ body: { note: 'x' } }), writer))).toMatchObject({ status: 404 });
    expect(thrown(() => decideEditTally(tally({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuids[0] as string, edit({ body: { note: 'x' } }), writer))).toMatchObject({ status: 404 });
  });
});

describe('deleting an entry', () => {
  test('appends TallyDeleted after the revision it saw', () => {
    expect(decideDeleteTally(tally(), uuids[0] as string, writer)).toEqual([
      { streamId: `tally-${uuids[0]}`, expected: 0, events: [{ type: 'TallyDeleted', data: { id: 101 } }] },
    ]);
  });

  test('twice: 404', () => {
    expect(thrown(() => decideDeleteTally(tally({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuids[0] as string, writer))).toMatchObject({ status: 404 });
  });
});
