import fs from 'node:fs';
import os from 'node:os';
import type { Row } from './table.ts';

/**
 * Issue 11 states its POST aim as a share of the raw append rate measured in the same run ("≥ 70 %"): this row
 * computes it from the two rows the event store and progress groups report, when both ran.
 */
export function postShareOfAppends(rows: readonly Row[]): Row[] {
  const appends = rows.find((r) => r.figure === 'single-event appends')?.value;
  const posts = rows.find((r) => r.scenario === 'POST /api/v1/tally' && r.figure === 'throughput (10 connections)')?.value;
  if (!appends || posts === undefined || posts === null) return [];
  return [{
    scenario: 'POST /api/v1/tally', figure: 'throughput as a share of single-event appends (same run)',
    value: (posts / appends) * 100, unit: '%', target: { atLeast: 70 },
    reference: 'a POST also waits for the projector to apply its entry (read-your-writes), an append does not',
  }];
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
