import { z } from 'zod';
import type { EventUnion } from './event.ts';

export const apiKeyStream = (uuid: string) => `apikey-${uuid}`;

export const apiKeyEventSchemas = {
  /** The token itself is returned once to its creator and never stored: only its SHA-256. */
  ApiKeyCreated: z.object({
    id: z.number().int(),
    uuid: z.uuid(),
    userId: z.number().int(),
    userUuid: z.uuid(),
    name: z.string(),
    expiresAt: z.string().nullable(),
    tokenHash: z.string(),
  }),
  ApiKeyDeleted: z.object({ id: z.number().int() }),
};
export type ApiKeyEvent = EventUnion<typeof apiKeyEventSchemas>;
