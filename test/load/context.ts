import type { Instance } from './instance.ts';
import type { Row } from './table.ts';

/** What every scenario group gets: a running instance and the run's knobs. */
export interface BenchContext {
  instance: Instance;
  /** Duration of each timed load (autocannon runs, the append loop). */
  seconds: number;
  /** Sample count of each latency distribution measured one request at a time. */
  samples: number;
  /** Progress lines go to stderr, so stdout holds only the table. */
  progress(message: string): void;
}

/**
 * A group of related scenarios, run in order against the same instance. Groups report rows rather than
 * printing, so a later group's failure cannot lose an earlier group's figures.
 */
export interface ScenarioGroup {
  name: string;
  /** Runs only when BENCH_GROUPS names it (a long group). */
  optIn?: boolean;
  run(ctx: BenchContext): Promise<Row[]>;
}
