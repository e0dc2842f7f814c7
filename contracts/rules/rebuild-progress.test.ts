import { describe, expect, test } from 'vitest';
import { formatEta, isRebuildActive, rebuildFigures, rebuildStatus, REBUILD_STALE_MS } from './rebuild-progress.ts';

const now = new Date('2026-11-24T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);

describe('rebuild figures', () => {
  test.each([
    // applied, total, elapsed ms → percent, events/s, eta s
    [0, 1_000_000, 0, 0, null, null],
    [50_000, 1_000_000, 500, 5, null, null],
    [100_000, 1_000_000, 2_000, 10, 50_000, 18],
    [999_999, 1_000_000, 20_000, 99, 49_999.95, 1],
    [1_000_000, 1_000_000, 20_000, 100, 50_000, 0],
    // events appended during the rebuild: more applied than counted at the start
    [1_000_100, 1_000_000, 20_000, 100, 50_005, 0],
    [0, 0, 5_000, 100, 0, null],
  ])('%i of %i in %i ms', (applied, total, elapsed, percent, rate, eta) => {
    expect(rebuildFigures(applied, total, elapsed)).toEqual({ percent, eventsPerSecond: rate, etaSeconds: eta });
  });
});

test('a finished rebuild has its rate however short it was, and nothing left', () => {
  expect(rebuildFigures(3_000, 3_100, 250, true)).toEqual({ percent: 100, eventsPerSecond: 12_000, etaSeconds: 0 });
  expect(rebuildFigures(0, 0, 0, true)).toEqual({ percent: 100, eventsPerSecond: null, etaSeconds: 0 });
});

test('a running rebuild without a heartbeat for the stale time reads as interrupted, and no longer blocks', () => {
  expect(rebuildStatus('running', ago(REBUILD_STALE_MS - 1), now)).toBe('running');
  expect(isRebuildActive('running', ago(REBUILD_STALE_MS - 1), now)).toBe(true);
  expect(rebuildStatus('running', ago(REBUILD_STALE_MS), now)).toBe('interrupted');
  expect(isRebuildActive('running', ago(REBUILD_STALE_MS), now)).toBe(false);
  expect(isRebuildActive('requested', ago(1_000), now)).toBe(true);
  expect(rebuildStatus('done', ago(REBUILD_STALE_MS * 10), now)).toBe('done');
  expect(isRebuildActive('failed', ago(0), now)).toBe(false);
});

test.each([[0, '0 s'], [12.4, '12 s'], [185, '3 m 05 s'], [3_725, '1 h 02 m']])('eta %s s reads %s', (s, text) => {
  expect(formatEta(s)).toBe(text);
});
