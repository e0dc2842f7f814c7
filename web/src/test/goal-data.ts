import type { GoalWithAchievement } from '@inkpace/contracts/api/goal';

/** Goals as the server lists them, for the tests (a target of 50,000 words unless told otherwise). */
export function testGoal(overrides: Partial<GoalWithAchievement> = {}): GoalWithAchievement {
  const id = overrides.id ?? 1;
  return {
    id,
    uuid: `00000000-0000-4000-8000-${String(3000 + id).padStart(12, '0')}`,
    createdAt: `2026-01-0${Math.min(id, 9)}T10:00:00.000Z`,
    updatedAt: '2026-02-01T10:00:00.000Z',
    state: 'active',
    ownerId: 1,
    title: `Goal ${id}`,
    description: '',
    type: 'target',
    parameters: { threshold: { measure: 'word', count: 50000 } },
    startDate: null,
    endDate: null,
    workIds: [],
    tagIds: [],
    starred: false,
    displayOnProfile: false,
    plan: null,
    achieved: false,
    ...overrides,
  };
}
