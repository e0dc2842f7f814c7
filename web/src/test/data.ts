import { defaultUserSettings, type User } from '@inkpace/contracts/api/account';
import type { Banner } from '@inkpace/contracts/api/banner';
import type { Measure } from '@inkpace/contracts/api/fields';
import { PROJECT_BLANK, type SummarizedProject } from '@inkpace/contracts/api/project';
import type { Tag, TagColor } from '@inkpace/contracts/api/tag';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';

/** Resources as the server sends them, for the tests (shared here: features may not import each other). */

const stamp = '2026-03-01T12:00:00.000Z';
const uuidOf = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    uuid: '8fb3e519-fc08-477f-a70e-4132eca599d4',
    state: 'active',
    username: 'alice',
    displayName: 'Alice',
    email: 'alice@example.com',
    isEmailVerified: true,
    avatar: null,
    createdAt: stamp,
    updatedAt: stamp,
    userSettings: { ...defaultUserSettings, timeZone: 'Europe/Berlin' },
    ...overrides,
  };
}

/** Project n is created on the n-th of January 2026 (up to the 9th), so lists sorted by creation have an order. */
export function testProject(overrides: Partial<SummarizedProject> = {}): SummarizedProject {
  const id = overrides.id ?? 1;
  return {
    // A field added to projects takes its blank value here until a test says otherwise.
    ...PROJECT_BLANK,
    id,
    uuid: uuidOf(id),
    createdAt: `2026-01-0${Math.min(id, 9)}T10:00:00.000Z`,
    updatedAt: '2026-02-01T10:00:00.000Z',
    state: 'active',
    ownerId: 1,
    title: `Project ${id}`,
    description: '',
    phase: 'drafting',
    startingBalance: {},
    cover: null,
    starred: false,
    displayOnProfile: false,
    totals: {},
    lastUpdated: null,
    ...overrides,
  };
}

export function testTag(id: number, name: string, color: TagColor = 'default'): Tag {
  return { id, uuid: uuidOf(1000 + id), createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, name, color };
}

export function testTally(
  id: number,
  work: SummarizedProject,
  fields: { date: string; measure: Measure; count: number; note?: string; tags?: Tag[] },
): TallyWithWorkAndTags {
  const { totals: _totals, lastUpdated: _lastUpdated, ...project } = work;
  return {
    id, uuid: uuidOf(2000 + id), createdAt: stamp, updatedAt: stamp, state: 'active', ownerId: 1, workId: work.id, work: project,
    date: fields.date, measure: fields.measure, count: fields.count, note: fields.note ?? '', tags: fields.tags ?? [],
  };
}

/** What GET /api/info/env answers on a plain install (no analytics, no donation link). */
export const publicEnv = { URL_PREFIX: 'http://localhost:3000', ENABLE_METRICS: false, PLAUSIBLE_HOST: '', PLAUSIBLE_DOMAIN: '', DONATION_URL: '' };

/** Banner `id`, as both banner lists send it: enabled, showing for three more days. */
export function testBanner(id: number, overrides: Partial<Banner> = {}): Banner {
  const inDays = (days: number) => new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString();
  return {
    id,
    uuid: uuidOf(2000 + id),
    message: `Banner number ${id}`,
    icon: 'campaign',
    color: 'info',
    showUntil: inDays(3),
    enabled: true,
    updatedAt: inDays(-1),
    ...overrides,
  };
}
