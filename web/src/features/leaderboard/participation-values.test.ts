import { expect, test } from 'vitest';
import type { Participation } from '@inkpace/contracts/api/leaderboard-member';
import { bodyOfParticipation, valuesOfParticipation } from './participation-values.ts';

const saved = (goal: Participation['goal']): Participation => ({
  id: 3, isParticipant: true, displayName: 'Quill', color: 'teal', goal, teamId: null, workIds: [], tagIds: [],
});
const board = { individualGoalMode: true, enableTeams: false };

test('a time goal is edited as hours and minutes and sent as whole minutes', () => {
  const values = valuesOfParticipation(saved({ measure: 'time', count: 150 }));
  expect(values.goal).toEqual({ measure: 'time', count: 2, minutes: 30 });
  expect(bodyOfParticipation({ ...values, goal: { measure: 'time', count: 1, minutes: 45 } }, board).goal).toEqual({ measure: 'time', count: 105 });
  // Only minutes, or only hours: the blank one counts as nothing.
  expect(bodyOfParticipation({ ...values, goal: { measure: 'time', count: '', minutes: 40 } }, board).goal).toEqual({ measure: 'time', count: 40 });
  expect(bodyOfParticipation({ ...values, goal: { measure: 'time', count: 3, minutes: '' } }, board).goal).toEqual({ measure: 'time', count: 180 });
  // Both blank: no goal yet (the schema asks for one).
  expect(bodyOfParticipation({ ...values, goal: { measure: 'time', count: '', minutes: '' } }, board).goal).toBeNull();
});

test('other measures keep their plain count', () => {
  const values = valuesOfParticipation(saved({ measure: 'word', count: 50_000 }));
  expect(values.goal).toEqual({ measure: 'word', count: 50_000 });
  expect(bodyOfParticipation(values, board).goal).toEqual({ measure: 'word', count: 50_000 });
});
