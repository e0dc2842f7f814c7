import type { SummarizedProject } from '@inkpace/contracts/api/project';

/** A project as the server sends it, for the tests of this feature. */
export function testProject(overrides: Partial<SummarizedProject> = {}): SummarizedProject {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
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
