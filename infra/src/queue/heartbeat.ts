/**
 * The heartbeat of a long job whose row says `running` (an import, an export): the job moves the row's updated time
 * every JOB_HEARTBEAT_EVERY_MS, and the job's sweep takes back a row whose heartbeat is older than
 * JOB_STALLED_AFTER_MS (its process died) and runs it again under a new claim. A run that finds its claim gone stops.
 */

/** How often a running job moves its heartbeat. */
export const JOB_HEARTBEAT_EVERY_MS = 1000;
/** A running job whose heartbeat stopped this long ago (sixty beats missed): its process died. */
export const JOB_STALLED_AFTER_MS = 60_000;
/**
 * A job's claim lapses when it has not been renewed this long (ten beats missed): BullMQ's job lock (bullmq.ts) and
 * the heartbeat a retried job checks before it takes over a run (a killed worker's import goes on within seconds,
 * not at the sweep). Far above the beat, so a live run is never taken over; not shorter, because a worker whose event
 * loop is held up past it (a big import's parsing) would lose a live job, which would then run twice at once.
 */
export const JOB_CLAIM_LAPSES_AFTER_MS = 10 * JOB_HEARTBEAT_EVERY_MS;

export interface Heartbeat {
  /** True once a beat found the claim gone (the sweep took the run back): the job should stop. */
  takenBack(): boolean;
  stop(): void;
}

/**
 * Calls `beat` every JOB_HEARTBEAT_EVERY_MS until stopped; `beat` answers whether the claim is still the run's. A
 * beat that fails (the database away for a moment) is reported and the next one tries again.
 */
export function keepHeartbeat(beat: () => Promise<boolean>, onError: (err: unknown) => void): Heartbeat {
  let takenBack = false;
  const timer = setInterval(() => {
    beat().then((ours) => { takenBack ||= !ours; }, onError);
  }, JOB_HEARTBEAT_EVERY_MS);
  timer.unref();
  return { takenBack: () => takenBack, stop: () => clearInterval(timer) };
}
