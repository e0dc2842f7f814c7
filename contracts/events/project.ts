import { z } from 'zod';
import { measureBalance } from '../api/fields.ts';
import { projectPhase } from '../api/project.ts';
import type { EventUnion } from './event.ts';

export const projectStream = (uuid: string) => `project-${uuid}`;

const editable = {
  title: z.string(),
  description: z.string(),
  phase: projectPhase,
  startingBalance: measureBalance,
  displayOnProfile: z.boolean(),
};

export const projectEventSchemas = {
  ProjectCreated: z.object({ id: z.number().int(), uuid: z.uuid(), ownerId: z.number().int(), ownerUuid: z.uuid(), starred: z.boolean(), ...editable }),
  /** Only the fields that changed. */
  ProjectEdited: z.object({ id: z.number().int(), ...editable }).partial().required({ id: true }),
  ProjectStarred: z.object({ id: z.number().int(), starred: z.boolean() }),
  /** The file name under the covers uploads folder. */
  ProjectCoverSet: z.object({ id: z.number().int(), cover: z.string() }),
  ProjectCoverRemoved: z.object({ id: z.number().int() }),
  /** Hides the project and its entries; both stay in the log and can be restored. */
  ProjectDeleted: z.object({ id: z.number().int() }),
};
export type ProjectEvent = EventUnion<typeof projectEventSchemas>;
export type ProjectValues = { [K in keyof typeof editable]: z.infer<(typeof editable)[K]> };
