/**
 * Liveness and readiness, as every process answers them (GET /health/live and /health/ready, on its API port and on
 * the ops listener). Ready means: started, migrations done, database reachable, queue reachable, the rate-limit
 * store's Redis reachable (an API process with REDIS_URL: the limits other instances see), no projection failing. What is not ready is named, never explained with errors or addresses (the answer is unauthenticated).
 */

export type Phase = 'starting' | 'migrating' | 'running' | 'stopping';
export type Reachability = 'ok' | 'unreachable';

export interface ProjectionReadiness {
  /** Events after the projection's checkpoint (null before it first started). */
  lag: number | null;
  failing: boolean;
}

export interface ReadinessProbes {
  /** Throws when the database does not answer. */
  database: () => Promise<void>;
  /** Throws when the queue's store (Redis) does not answer; absent where this process has no queue. */
  queue?: () => Promise<void>;
  /** Throws when the rate-limit store's Redis does not answer; absent where limits are counted in memory. */
  rateLimits?: () => Promise<void>;
  projections: () => Promise<Record<string, ProjectionReadiness>>;
}

export interface Readiness {
  ready: boolean;
  /** What keeps the process from being ready, in words an operator reads in a health-check log. */
  notReady: string[];
  database: Reachability | 'unknown';
  queue: Reachability | 'none';
  /** The rate-limit store's Redis; 'none' where limits are counted in this process's memory. */
  rateLimits: Reachability | 'none';
  projections: Record<string, ProjectionReadiness>;
}

/** How long a probe may take before its dependency counts as unreachable. */
export const PROBE_TIMEOUT_MS = 2_000;

const PHASE_NOT_READY: Record<Exclude<Phase, 'running'>, string> = {
  starting: 'starting',
  migrating: 'migrations running',
  stopping: 'shutting down',
};

export interface Health {
  phase(): Phase;
  setPhase(phase: Phase): void;
  useProbes(probes: ReadinessProbes): void;
  readiness(): Promise<Readiness>;
}

export function createHealth(): Health {
  let phase: Phase = 'starting';
  let probes: ReadinessProbes | null = null;
  return {
    phase: () => phase,
    setPhase(next) {
      phase = next;
    },
    useProbes(next) {
      probes = next;
    },
    async readiness() {
      const notReady: string[] = phase === 'running' ? [] : [PHASE_NOT_READY[phase]];
      if (!probes || phase !== 'running') return { ready: false, notReady, database: 'unknown', queue: 'none', rateLimits: 'none', projections: {} };
      const optional = (probe: (() => Promise<void>) | undefined) => (probe ? reach(probe) : Promise.resolve('none' as const));
      const [database, queue, rateLimits] = await Promise.all([reach(probes.database), optional(probes.queue), optional(probes.rateLimits)]);
      if (database === 'unreachable') notReady.push('database unreachable');
      if (queue === 'unreachable') notReady.push('queue unreachable');
      // Reported, not gating: the rate-limit store counts in memory while its Redis is away, so the instance still
      // serves; taking every instance out for it would turn a Redis outage into a full one.
      const projections = database === 'ok' ? await withTimeout(probes.projections()).catch(() => null) : {};
      if (projections === null) notReady.push('projection status unavailable');
      for (const [name, p] of Object.entries(projections ?? {})) if (p.failing) notReady.push(`projection ${name} failing`);
      return { ready: notReady.length === 0, notReady, database, queue, rateLimits, projections: projections ?? {} };
    },
  };
}

async function reach(probe: () => Promise<void>): Promise<Reachability> {
  return withTimeout(probe()).then(() => 'ok' as const, () => 'unreachable' as const);
}

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('probe timed out')), PROBE_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
