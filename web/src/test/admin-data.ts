import type { AdminUser, HistoryItem } from '@inkpace/contracts/api/admin';

/** Users and history items as the admin API sends them, for the admin pages' tests. */

export function adminUser(id: number, overrides: Partial<AdminUser> = {}): AdminUser {
  const name = overrides.username ?? `writer${id}`;
  return {
    id, uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`, state: 'active', username: name, displayName: `Writer ${id}`,
    email: `${name}@example.com`, isEmailVerified: false, avatar: null, createdAt: '2026-03-01T12:00:00.000Z', updatedAt: '2026-03-02T12:00:00.000Z',
    ...overrides,
  };
}

export function historyItem(id: number, overrides: Partial<HistoryItem> = {}): HistoryItem {
  return {
    id: String(id), at: '2026-03-01T12:00:00.000Z', type: 'SessionStarted', kind: 'session', streamId: `session-${id}`, entityId: null,
    parentId: null, role: 'self', actor: { type: 'user', userId: 7, username: 'ann', apiKey: null }, source: 'web',
    sessionId: null, correlationId: `corr-${id}`, reason: null, changes: {}, redacted: [],
    ...overrides,
  };
}
