import type { z } from 'zod';
import { apiKeyEventSchemas } from './api-key.ts';
import { bannerEventSchemas } from './banner.ts';
import { goalEventSchemas } from './goal.ts';
import { leaderboardEventSchemas } from './leaderboard.ts';
import { projectEventSchemas } from './project.ts';
import { tagEventSchemas, tagNameEventSchemas } from './tag.ts';
import { tallyEventSchemas } from './tally.ts';
import { resetRequestEventSchemas, sessionEventSchemas, userEventSchemas, usernameEventSchemas } from './user.ts';

/**
 * Every event type the log holds, with the version of its data's schema and the steps that bring data stored in
 * an older version up to date. Events are validated when appended (a decision that breaks its own schema is a bug)
 * and when read, after upcasting, so code only ever sees today's shape.
 */

type StoredData = Record<string, unknown>;
/** Turns data of version n into version n + 1. */
export type Upcaster = (data: StoredData) => StoredData;

/**
 * Per type, the upcasters in order: the first turns version 1 into 2, and so on. A type's current version is one
 * more than its number of upcasters. Add a step here (and change the schema) instead of rewriting stored events.
 */
const upcasters: Partial<Record<string, readonly Upcaster[]>> = {
  // v2: the time of the request is always present; requests stored before it was recorded say null.
  PasswordResetRequested: [(v1) => ({ ...v1, requestedAt: typeof v1.requestedAt === 'string' ? v1.requestedAt : null })],
};

const schemas: Record<string, z.ZodType> = {
  ...userEventSchemas, ...sessionEventSchemas, ...usernameEventSchemas, ...resetRequestEventSchemas,
  ...apiKeyEventSchemas, ...bannerEventSchemas, ...projectEventSchemas, ...tallyEventSchemas, ...tagEventSchemas,
  ...tagNameEventSchemas, ...goalEventSchemas, ...leaderboardEventSchemas,
};

export const knownEventTypes = (): string[] => Object.keys(schemas);

/** The version new events of a type are written in. */
export const eventVersion = (type: string): number => 1 + (upcasters[type]?.length ?? 0);

export class EventSchemaError extends Error {
  constructor(type: string, version: number, problem: string) {
    super(`Event ${type} (v${version}) does not match its schema: ${problem}`);
    this.name = 'EventSchemaError';
  }
}

function check(type: string, version: number, data: unknown): unknown {
  const schema = schemas[type];
  if (!schema) throw new EventSchemaError(type, version, 'unknown event type');
  const result = schema.safeParse(data);
  if (!result.success) throw new EventSchemaError(type, version, result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '));
  return result.data;
}

/** Checks a newly decided event against its type's current schema; returns its data as it will be stored. */
export const checkNewEvent = (type: string, data: unknown): unknown => check(type, eventVersion(type), data);

/**
 * A stored event's data as today's code reads it: upcast from the version it was written in, then validated.
 * Types this code does not know (another tool's events in a shared log, test events) pass through untouched.
 */
export function readStoredEvent(type: string, data: unknown, storedVersion: number): unknown {
  if (!(type in schemas)) return data;
  const steps = upcasters[type] ?? [];
  let current = data as StoredData;
  for (let v = Math.max(1, storedVersion); v < 1 + steps.length; v++) current = (steps[v - 1] as Upcaster)(current);
  return check(type, eventVersion(type), current);
}

/** The version an event was written in, from its metadata (events from before versions were kept are version 1). */
export const storedVersion = (metadata: Readonly<Record<string, unknown>>): number =>
  typeof metadata.schemaVersion === 'number' && Number.isInteger(metadata.schemaVersion) ? metadata.schemaVersion : 1;

/** A stored event with its data in today's shape (see readStoredEvent): what every reader of the log works on. */
export function inCurrentShape<E extends { type: string; data: unknown; metadata: Readonly<Record<string, unknown>> }>(event: E): E {
  return { ...event, data: readStoredEvent(event.type, event.data, storedVersion(event.metadata)) };
}
