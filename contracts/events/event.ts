import { z } from 'zod';

/** Who caused an event. Admins reading a user's history read these. */
export const actor = z.object({
  type: z.enum(['user', 'admin', 'system', 'anonymous']),
  /** The acting user's uuid (user and admin actors). */
  id: z.string().optional(),
});
export type Actor = z.infer<typeof actor>;

export const eventMetadata = z.object({
  actor,
  sessionId: z.string().optional(),
  apiKeyId: z.number().int().optional(),
  requestId: z.string().optional(),
  causationId: z.string().optional(),
  correlationId: z.string().optional(),
  /** Why an administrator acted, when they said (admin commands only). */
  reason: z.string().optional(),
  /** The version of the event type's data schema it was written in (contracts/events/registry.ts upcasts older ones). */
  schemaVersion: z.number().int().positive(),
});
export type EventMetadata = z.infer<typeof eventMetadata>;

/** A domain event as the decide functions produce it: a type, its data, and the version of the data's schema. */
export interface DomainEvent<T extends string = string, D = unknown> {
  type: T;
  data: D;
}

/** Builds a type-safe union of events from a map of type name to data schema. */
export type EventUnion<M extends Record<string, z.ZodType>> = {
  [K in keyof M & string]: DomainEvent<K, z.infer<M[K]>>;
}[keyof M & string];
