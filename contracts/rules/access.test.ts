import { describe, expect, test } from 'vitest';
import { DomainError } from '../errors.ts';
import { messages } from '../messages.ts';
import { adminLive, mayTouch, notFound, ownLive, requireAdmin } from './access.ts';

const me = { userId: 7, isAdmin: false };

describe('who may touch what', () => {
  test.each([
    { label: 'my live resource', resource: { ownerId: 7, live: true }, may: true },
    { label: "another writer's", resource: { ownerId: 8, live: true }, may: false },
    { label: 'my deleted one', resource: { ownerId: 7, live: false }, may: false },
    { label: 'a missing one', resource: null, may: false },
  ])('$label → $may', ({ resource, may }) => {
    expect(mayTouch(resource, me)).toBe(may);
  });

  test("another writer's resource and a missing one give the same 404", () => {
    const theirs = () => ownLive({ ownerId: 8, live: true, id: 1 }, me);
    const missing = () => ownLive(undefined, me);
    expect(theirs).toThrow(DomainError);
    expect(missing).toThrow(DomainError);
    const error = (fn: () => unknown) => { try { fn(); } catch (e) { return e as DomainError; } return null; };
    expect({ ...error(theirs) }).toEqual({ ...error(missing) });
    expect(error(theirs)?.message).toBe(notFound().message);
    expect(error(theirs)?.status).toBe(404);
  });

  test('ownLive hands the resource back, typed', () => {
    expect(ownLive({ ownerId: 7, live: true, title: 'Mine' }, me).title).toBe('Mine');
  });

  test('admin-only actions refuse others with a 403', () => {
    expect(() => requireAdmin(me)).toThrow(expect.objectContaining({ status: 403, code: 'FORBIDDEN' }));
    expect(() => requireAdmin({ ...me, isAdmin: true })).not.toThrow();
  });

  test('what only administrators manage: theirs while live, a 404 once deleted or missing, a 403 for others', () => {
    const admin = { ...me, isAdmin: true };
    expect(adminLive({ live: true, id: 3 }, admin).id).toBe(3);
    expect(() => adminLive({ live: false }, admin)).toThrow(expect.objectContaining({ status: 404, message: messages.errors.notFound }));
    expect(() => adminLive(null, admin)).toThrow(expect.objectContaining({ status: 404 }));
    expect(() => adminLive({ live: true }, me)).toThrow(expect.objectContaining({ status: 403, code: 'FORBIDDEN' }));
  });

  test('a 404 may say what was not found', () => {
    expect(notFound(messages.errors.resetLinkInvalid)).toMatchObject({ status: 404, code: 'NOT_FOUND', message: messages.errors.resetLinkInvalid });
  });
});
