import { describe, expect, test } from 'vitest';
import { countedMeasures, entryCountsForMember, type BoardEntryScope, type CandidateEntry, type MemberEntryFilter } from './leaderboard-entries.ts';

/** November 2026, words and time. */
const BOARD: BoardEntryScope = { startDate: '2026-11-01', endDate: '2026-11-30', measures: ['word', 'time'], individualGoalMode: false };
const INDIVIDUAL: BoardEntryScope = { startDate: null, endDate: null, measures: [], individualGoalMode: true };
const ANY: MemberEntryFilter = { goal: null, workIds: [], tagIds: [] };
const ENTRY: CandidateEntry = { date: '2026-11-15', measure: 'word', workId: 7, tagIds: [3] };

describe('entryCountsForMember (server-behaviour §3.10)', () => {
  test.each([
    { label: 'a word entry mid-month, no filters', board: BOARD, member: ANY, entry: ENTRY, counts: true },
    { label: 'a measure the board does not count', board: BOARD, member: ANY, entry: { ...ENTRY, measure: 'page' as const }, counts: false },
    { label: 'on the start date (inclusive)', board: BOARD, member: ANY, entry: { ...ENTRY, date: '2026-11-01' }, counts: true },
    { label: 'the day before the start', board: BOARD, member: ANY, entry: { ...ENTRY, date: '2026-10-31' }, counts: false },
    { label: 'on the end date (inclusive)', board: BOARD, member: ANY, entry: { ...ENTRY, date: '2026-11-30' }, counts: true },
    { label: 'the day after the end', board: BOARD, member: ANY, entry: { ...ENTRY, date: '2026-12-01' }, counts: false },
    { label: 'open dates take any date', board: { ...BOARD, startDate: null, endDate: null }, member: ANY, entry: { ...ENTRY, date: '1999-01-01' }, counts: true },
    { label: 'a negative count counts like any other (the rule never reads it)', board: BOARD, member: ANY, entry: ENTRY, counts: true },
    { label: 'one of the member\'s projects', board: BOARD, member: { ...ANY, workIds: [5, 7] }, entry: ENTRY, counts: true },
    { label: 'not one of the member\'s projects', board: BOARD, member: { ...ANY, workIds: [5] }, entry: ENTRY, counts: false },
    { label: 'one of the member\'s tags among several', board: BOARD, member: { ...ANY, tagIds: [9, 3] }, entry: { ...ENTRY, tagIds: [1, 3] }, counts: true },
    { label: 'none of the member\'s tags', board: BOARD, member: { ...ANY, tagIds: [9] }, entry: ENTRY, counts: false },
    { label: 'an untagged entry when the member filters by tag', board: BOARD, member: { ...ANY, tagIds: [3] }, entry: { ...ENTRY, tagIds: [] }, counts: false },
    { label: 'project and tag filters both hold', board: BOARD, member: { ...ANY, workIds: [7], tagIds: [3] }, entry: ENTRY, counts: true },
    { label: 'project holds, tag does not', board: BOARD, member: { ...ANY, workIds: [7], tagIds: [4] }, entry: ENTRY, counts: false },
    { label: 'individual mode: the goal measure', board: INDIVIDUAL, member: { ...ANY, goal: { measure: 'word' as const, count: 50_000 } }, entry: ENTRY, counts: true },
    { label: 'individual mode: another measure', board: INDIVIDUAL, member: { ...ANY, goal: { measure: 'time' as const, count: 600 } }, entry: ENTRY, counts: false },
    { label: 'individual mode: no goal, nothing counts', board: INDIVIDUAL, member: ANY, entry: ENTRY, counts: false },
    { label: 'individual mode: a goal of 0 still counts entries', board: INDIVIDUAL, member: { ...ANY, goal: { measure: 'word' as const, count: 0 } }, entry: ENTRY, counts: true },
    {
      label: 'individual mode ignores stale board measures',
      board: { ...INDIVIDUAL, measures: ['time' as const] },
      member: { ...ANY, goal: { measure: 'word' as const, count: 1 } },
      entry: ENTRY,
      counts: true,
    },
  ])('$label → $counts', ({ board, member, entry, counts }) => {
    expect(entryCountsForMember(entry, board, member)).toBe(counts);
  });
});

describe('countedMeasures', () => {
  test.each([
    { label: 'the board\'s measures', board: BOARD, member: ANY, measures: ['word', 'time'] },
    { label: 'individual mode with a goal', board: INDIVIDUAL, member: { ...ANY, goal: { measure: 'page' as const, count: 10 } }, measures: ['page'] },
    { label: 'individual mode without a goal', board: INDIVIDUAL, member: ANY, measures: [] },
  ])('$label', ({ board, member, measures }) => {
    expect(countedMeasures(board, member)).toEqual(measures);
  });
});
