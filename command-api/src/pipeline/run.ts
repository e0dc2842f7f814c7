import { DomainError } from '@inkpace/contracts/errors';
import { checkNewEvent, eventVersion } from '@inkpace/contracts/events/registry';
import { messages } from '@inkpace/contracts/messages';
import { WrongExpectedRevisionError, type JsonObject, type NewEvent, type Position } from '@inkpace/infra/event-store';
import type { CommandDeps } from './deps.ts';
import type { Decision } from './decision.ts';
import type { CommandMeta } from './meta.ts';

/** A decision made against state that moved meanwhile is made again, at most this often. */
const MAX_ATTEMPTS = 5;

/**
 * Thrown by a decision that finds what was loaded out of date (a name claimed by a tag the read models do not show
 * yet): everything is loaded and decided again, like after a revision conflict.
 */
export class LoadedStateStale extends Error {
  constructor(what: string) {
    super(`stale: ${what}`);
    this.name = 'LoadedStateStale';
  }
}

export interface Outcome {
  /** Position of the last event appended; null when the decision was to do nothing. */
  position: Position | null;
  decision: Decision;
  /** When the events were stored (every event of one append shares it), for answers built from the decision. */
  storedAt: Date | null;
}

/** A decided event as stored: data checked against its schema, metadata with who, why and the schema version. */
function toStored(type: string, data: unknown, meta: CommandMeta): NewEvent {
  return { type, data: checkNewEvent(type, data) as JsonObject, metadata: { ...meta, schemaVersion: eventVersion(type) } as JsonObject };
}

/**
 * The one way commands write: `attempt` loads what the decision needs and decides (a pure function of what was
 * loaded); the writes are appended together, each stream after the revision it was decided on. When one of those
 * streams moved meanwhile, everything is loaded and decided again. A decision that throws appends nothing.
 */
export async function runCommand(deps: Pick<CommandDeps, 'store' | 'metrics'>, meta: CommandMeta, attempt: () => Promise<Decision>): Promise<Outcome> {
  for (let n = 1; ; n++) {
    let decided: Decision;
    try {
      decided = await attempt();
    } catch (error) {
      if (!(error instanceof LoadedStateStale)) throw error;
      if (n >= MAX_ATTEMPTS) throw new DomainError('CONFLICT', messages.errors.busy);
      await new Promise((resolve) => setTimeout(resolve, 10 * n));
      continue;
    }
    const decision = decided.filter((w) => w.events.length > 0);
    if (decision.length === 0) return { position: null, decision, storedAt: null };
    const writes = decision.map((w) => ({
      streamId: w.streamId, expectedRevision: w.expected, events: w.events.map((e) => toStored(e.type, e.data, meta)),
    }));
    try {
      const { position, storedAt } = await deps.store.appendMulti(writes);
      deps.metrics?.eventsAppended(writes.flatMap((w) => w.events.map((e) => e.type)));
      return { position, decision, storedAt };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (n >= MAX_ATTEMPTS) throw new DomainError('CONFLICT', messages.errors.busy);
    }
  }
}
