import { describe, expect, test } from 'vitest';
import { mayRestore } from './access.ts';
import { RESTORE_WINDOW_DAYS, restoreDeadline, withinRestoreWindow } from './lifecycle.ts';

describe('the restore window', () => {
  const deletedAt = '2026-11-01T10:00:00.000Z';
  test(`lasts ${RESTORE_WINDOW_DAYS} days from the delete, to the millisecond`, () => {
    expect(restoreDeadline(deletedAt).toISOString()).toBe('2026-12-01T10:00:00.000Z');
    expect(withinRestoreWindow(deletedAt, new Date('2026-12-01T09:59:59.999Z'))).toBe(true);
    expect(withinRestoreWindow(deletedAt, new Date('2026-12-01T10:00:00.000Z'))).toBe(false);
  });

  test('only the owner restores what they deleted themselves, while it is deleted', () => {
    const now = new Date('2026-11-02T00:00:00.000Z');
    const mine = { ownerId: 7, deletedAt, deletedBy: 'user' as const };
    expect(mayRestore(mine, { userId: 7 }, now)).toBe(true);
    expect(mayRestore(mine, { userId: 8 }, now)).toBe(false);
    expect(mayRestore({ ...mine, deletedBy: 'admin' }, { userId: 7 }, now)).toBe(false);
    expect(mayRestore({ ...mine, deletedAt: null, deletedBy: null }, { userId: 7 }, now)).toBe(false);
    expect(mayRestore(null, { userId: 7 }, now)).toBe(false);
    expect(mayRestore(mine, { userId: 7 }, new Date('2026-12-02T00:00:00.000Z'))).toBe(false);
  });
});
