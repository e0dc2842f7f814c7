import type { CommandDeps } from './deps.ts';

/**
 * Advisory-lock classes of the commands that count before they decide (the second key names what is counted).
 * Set totals lock their projects with 0x1a11 (tallies/project-locks.ts).
 */
export const LOCK_CLASS = {
  /** A writer's API keys (key: the writer's id). */
  apiKeyCount: 0x1a12,
  /** Reset mails to one address (key: a hash of the address). */
  resetMailAddress: 0x1a13,
} as const;

/** Lock holders each keep one pooled client: few, so waiting commands can never starve the pool. */
const MAX_HOLDERS = 2;

let holders = 0;
const waiting: Array<() => void> = [];
const inProcess = new Map<string, Promise<unknown>>();

async function acquireHolder(): Promise<void> {
  if (holders < MAX_HOLDERS) {
    holders++;
    return;
  }
  await new Promise<void>((resolve) => waiting.push(resolve));
}

function releaseHolder(): void {
  const next = waiting.shift();
  if (next) next();
  else holders--;
}

async function underLock<T>(deps: Pick<CommandDeps, 'pool'>, lockClass: number, key: number, work: () => Promise<T>): Promise<T> {
  await acquireHolder();
  const client = await deps.pool.connect().catch((error: unknown) => {
    releaseHolder();
    throw error;
  });
  try {
    await client.query('select pg_advisory_lock($1, $2)', [lockClass, key]);
    try {
      return await work();
    } finally {
      await client.query('select pg_advisory_unlock($1, $2)', [lockClass, key]);
    }
  } finally {
    client.release();
    releaseHolder();
  }
}

/**
 * Runs `work` (count → decide → append → settle) alone for one thing counted, in every process (PostgreSQL's
 * advisory lock), so of simultaneous commands at a cap exactly the ones that fit go through. Within a process the
 * commands for one thing queue before taking a pooled client, so a burst for it holds at most one.
 */
export async function withAdvisoryLock<T>(deps: Pick<CommandDeps, 'pool'>, lockClass: number, key: number, work: () => Promise<T>): Promise<T> {
  const id = `${lockClass}:${key}`;
  const before = inProcess.get(id) ?? Promise.resolve();
  const mine = before.catch(() => undefined).then(() => underLock(deps, lockClass, key, work));
  inProcess.set(id, mine);
  try {
    return await mine;
  } finally {
    if (inProcess.get(id) === mine) inProcess.delete(id);
  }
}
