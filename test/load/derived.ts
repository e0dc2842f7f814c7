import fs from 'node:fs';
import os from 'node:os';
import type { Row } from './table.ts';
import { FLOOR_SCENARIO } from './write-floor.ts';

/**
 * Issue 11 states its POST aim as a share of the raw append rate measured in the same run ("≥ 70 %"): these rows
 * compute it from the rows the event store and progress groups report, when both ran, beside the same share for the
 * read-your-writes floor (write-floor.ts), which no POST that waits for its entry to be applied can pass.
 */
export function postShareOfAppends(rows: readonly Row[]): Row[] {
  const appends = rows.find((r) => r.figure === 'single-event appends')?.value;
  const posts = rows.find((r) => r.scenario === 'POST /api/v1/tally' && r.figure === 'throughput (10 connections)')?.value;
  const floor = rows.find((r) => r.scenario.startsWith(FLOOR_SCENARIO) && r.figure === 'entries appended and applied')?.value;
  if (!appends) return [];
  const share = (value: number | null | undefined) => (value === undefined || value === null ? null : (value / appends) * 100);
  const derived: Row[] = [];
  if (share(posts) !== null) {
    derived.push({
      scenario: 'POST /api/v1/tally', figure: 'throughput as a share of single-event appends (same run)',
      value: share(posts), unit: '%', target: { atLeast: 70 },
      reference: 'a POST also waits for the projector to apply its entry (read-your-writes), an append does not',
    });
  }
  if (share(floor) !== null) {
    derived.push({
      scenario: FLOOR_SCENARIO, figure: 'as a share of single-event appends (same run)', value: share(floor), unit: '%',
      reference: 'the most any POST that answers after its entry is applied can reach',
    });
  }
  if (floor && posts !== undefined && posts !== null) {
    derived.push({
      scenario: 'POST /api/v1/tally', figure: 'throughput as a share of the read-your-writes floor (same run)',
      value: (posts / floor) * 100, unit: '%', reference: 'the rest is HTTP, parsing, loading and deciding',
    });
  }
  return derived;
}

/** The machine's busy CPU time in seconds, over all cores (Linux /proc/stat; null elsewhere). */
function busyCpuSeconds(): number | null {
  try {
    const fields = (fs.readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
    // user, nice, system, irq, softirq (idle and iowait left out)
    const busy = [0, 1, 2, 5, 6].reduce((sum, i) => sum + (fields[i] ?? 0), 0);
    return busy / 100; // USER_HZ is 100 on Linux
  } catch {
    return null;
  }
}

/**
 * Measures what a piece of work kept busy: this process's CPU and the whole machine's (PostgreSQL's backends
 * included), as shares of the wall time and of all cores. Shows whether a run was bound by the cores or by a chain
 * of steps waiting on each other.
 */
export function cpuMeter(): { stop(wallSeconds: number): { processCores: number; machineShare: number | null } } {
  const process0 = process.cpuUsage();
  const busy0 = busyCpuSeconds();
  return {
    stop(wallSeconds) {
      const used = process.cpuUsage(process0);
      const busy1 = busyCpuSeconds();
      return {
        processCores: (used.user + used.system) / 1e6 / wallSeconds,
        machineShare: busy0 === null || busy1 === null ? null : (busy1 - busy0) / (wallSeconds * os.availableParallelism()),
      };
    },
  };
}
