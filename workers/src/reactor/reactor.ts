import { sql, type Kysely } from 'kysely';
import type { Clock } from '@inkpace/infra/clock';
import { positionFromColumn } from '@inkpace/infra/db';
import { EventSchemaError, inCurrentShape } from '@inkpace/contracts/events/registry';
import { positionToString, type EventStore, type Position, type RecordedEvent, type Subscription } from '@inkpace/infra/event-store';
import type { Logger } from '@inkpace/infra/log';
import type { JobQueue } from '@inkpace/infra/queue';
import { REACTING_CATEGORIES, reactionsTo } from './reactions.ts';

const NAME = 'reactor';
/** How often the position is saved while only events without reactions pass by. */
const SAVE_IDLE_EVERY_MS = 5_000;

async function loadCheckpoint(db: Kysely<unknown>, store: EventStore): Promise<Position> {
  const saved = await sql<{ position: string }>`select position from subscription_checkpoints where name = ${NAME}`.execute(db);
  const row = saved.rows[0];
  if (row) return positionFromColumn(row.position);
  // First start on a database with history: react only to what happens from now on, never resend old mail. From
  // the head of final order: an event whose transaction began before the head's and commits just after is "now".
  const start = await store.finalHeadPosition();
  await saveCheckpoint(db, start);
  return start;
}

async function saveCheckpoint(db: Kysely<unknown>, p: Position): Promise<void> {
  await sql`
    insert into subscription_checkpoints (name, position) values (${NAME}, ${positionToString(p)})
    on conflict (name) do update set position = excluded.position, updated_at = now()`.execute(db);
}

/** Follows the event log and turns events into jobs. At-least-once; job ids make the jobs exactly-once. */
/**
 * The event in today's shape, or null (logged) when it does not fit its schema: one broken event must not stop the
 * mail of everyone after it.
 */
function readable(event: RecordedEvent, log: Logger): RecordedEvent | null {
  try {
    return inCurrentShape(event);
  } catch (error) {
    if (!(error instanceof EventSchemaError)) throw error;
    log.error({ err: error, position: positionToString(event.position), streamId: event.streamId }, 'reactor skips an event that does not fit its schema');
    return null;
  }
}

export async function startReactor(options: {
  db: Kysely<unknown>;
  store: EventStore;
  queue: JobQueue;
  clock: Clock;
  log: Logger;
}): Promise<Subscription> {
  const { db, store, queue, clock, log } = options;
  const from = await loadCheckpoint(db, store);
  let savedAt = performance.now();
  return store.subscribe({
    from,
    batchSize: 200,
    // Other writes (entries, projects) wake it no more: it passes them at its next poll, reacting to none.
    wakeOn: REACTING_CATEGORIES,
    handle: async (events) => {
      let reacted = false;
      for (const stored of events) {
        const event = readable(stored, log);
        if (!event) continue;
        for (const r of reactionsTo(event, clock.now())) {
          reacted = true;
          if (r.kind === 'add') await queue.add(r.name, r.data, { jobId: r.jobId, delayMs: r.delayMs });
          else await queue.cancel(r.jobId);
        }
      }
      // Most events (progress entries, projects) cause no job: passing them by needs no write each time. A restart
      // re-reads at most a few seconds of them, and reads them again to no effect.
      const last = events.at(-1);
      if (last && (reacted || performance.now() - savedAt > SAVE_IDLE_EVERY_MS)) {
        await saveCheckpoint(db, last.position);
        savedAt = performance.now();
      }
    },
    onError: (error) => log.error({ err: error }, 'reactor failed to handle events; retrying'),
  });
}
