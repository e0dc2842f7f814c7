import { describe, expect, test } from 'vitest';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { Claim } from '../pipeline/claims.ts';
import { decideCreateTag, decideDeleteTag, decideEditTag, tagNameClaimStream } from './decide.ts';
import type { TagState } from './tag-aggregate.ts';

const writer = { userId: 7, userUuid: 'c0ffee00-0000-4000-8000-000000000007' };
const uuid = '7a9e0c3e-1b8a-4e55-9d8f-2f1b2c3d4e5f';
const other = '11111111-2222-4333-8444-555555555555';
const free = (name: string): Claim => ({ streamId: tagNameClaimStream(writer.userUuid, name), holder: null, revision: 'no_stream', lapsed: false });
const held = (name: string, holder: string, lapsed = false): Claim => ({ streamId: tagNameClaimStream(writer.userUuid, name), holder, revision: 0, lapsed });
const tag = (over: Partial<TagState> = {}): Loaded<TagState> => ({
  state: { id: 3, ownerId: writer.userId, name: 'Draft', color: 'default', deletedAt: null, deletedBy: null, ...over }, exists: true, revision: 0,
});
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };

describe('creating a tag', () => {
  test('claims the name and creates the tag, in one decision', () => {
    const decision = decideCreateTag({ id: 3, uuid, ownerId: 7, name: 'Draft', color: 'red' }, free('Draft'));
    expect(decision).toEqual([
      { streamId: tagNameClaimStream(writer.userUuid, 'draft'), expected: 'no_stream', events: [{ type: 'TagNameClaimed', data: { tagUuid: uuid } }] },
      { streamId: `tag-${uuid}`, expected: 'no_stream', events: [{ type: 'TagCreated', data: { id: 3, uuid, ownerId: 7, name: 'Draft', color: 'red' } }] },
    ]);
  });

  test('a name another live tag holds is taken (any case): TAG_EXISTS', () => {
    const error = thrown(() => decideCreateTag({ id: 3, uuid, ownerId: 7, name: 'DRAFT', color: 'red' }, held('draft', other)));
    expect(error).toMatchObject({ code: 'TAG_EXISTS', message: messages.errors.tagExists });
  });

  test('a lapsed claim (its holder never came to be) may be taken over', () => {
    const [claim] = decideCreateTag({ id: 3, uuid, ownerId: 7, name: 'Draft', color: 'red' }, held('draft', other, true));
    expect(claim).toMatchObject({ expected: 0, events: [{ type: 'TagNameClaimed', data: { tagUuid: uuid } }] });
  });
});

describe('editing a tag', () => {
  test('a new colour only: one event, no claims', () => {
    expect(decideEditTag(tag(), uuid, { color: 'blue' }, { current: held('draft', uuid), next: null }, writer)).toEqual([
      { streamId: `tag-${uuid}`, expected: 0, events: [{ type: 'TagEdited', data: { id: 3, color: 'blue' } }] },
    ]);
  });

  test('a rename moves the claim: the new name claimed, the old released, with the edit', () => {
    const decision = decideEditTag(tag(), uuid, { name: 'Revision' }, { current: held('draft', uuid), next: free('Revision') }, writer);
    expect(decision.map((w) => [w.streamId, w.events.map((e) => e.type)])).toEqual([
      [`tag-${uuid}`, ['TagEdited']],
      [tagNameClaimStream(writer.userUuid, 'revision'), ['TagNameClaimed']],
      [tagNameClaimStream(writer.userUuid, 'draft'), ['TagNameReleased']],
    ]);
  });

  test('a rename to a name another tag holds: TAG_EXISTS with the edit message', () => {
    expect(thrown(() => decideEditTag(tag(), uuid, { name: 'Revision' }, { current: held('draft', uuid), next: held('revision', other) }, writer)))
      .toMatchObject({ code: 'TAG_EXISTS', message: messages.errors.tagEditExists });
  });

  test('changing only the case keeps the claim', () => {
    const decision = decideEditTag(tag(), uuid, { name: 'DRAFT' }, { current: held('draft', uuid), next: null }, writer);
    expect(decision).toEqual([{ streamId: `tag-${uuid}`, expected: 0, events: [{ type: 'TagEdited', data: { id: 3, name: 'DRAFT' } }] }]);
  });

  test('the same values: nothing to append', () => {
    expect(decideEditTag(tag(), uuid, { name: 'Draft', color: 'default' }, { current: held('draft', uuid), next: null }, writer)).toEqual([]);
  });

  test("another writer's tag, a deleted one or a missing one: 404", () => {
    const claims = { current: held('draft', uuid), next: null };
    expect(thrown(() => decideEditTag(tag({ ownerId: 8 }), uuid, { color: 'blue' }, claims, writer))).toMatchObject({ status: 404 });
    expect(thrown(() => decideEditTag(tag({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuid, { color: 'blue' }, claims, writer))).toMatchObject({ status: 404 });
    expect(thrown(() => decideEditTag({ ...tag(), exists: false }, uuid, { color: 'blue' }, claims, writer))).toMatchObject({ status: 404 });
  });
});

describe('deleting a tag', () => {
  test('deletes it and frees its name', () => {
    expect(decideDeleteTag(tag(), uuid, held('draft', uuid), writer).map((w) => w.events.map((e) => e.type))).toEqual([['TagDeleted'], ['TagNameReleased']]);
  });

  test("someone else's: 404, nothing decided", () => {
    expect(thrown(() => decideDeleteTag(tag({ ownerId: 8 }), uuid, held('draft', uuid), writer))).toMatchObject({ status: 404 });
  });
});
