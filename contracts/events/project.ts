import { z } from 'zod';
import { id, measureCounts, projectPhase, uuid } from './values.ts';
import type { EventUnion } from './event.ts';

export const projectStream = (uuid: string) => `project-${uuid}`;

const editable = {
  title: z.string(),
  description: z.string(),
  phase: projectPhase,
  startingBalance: measureCounts,
  displayOnProfile: z.boolean(),
};

export const projectEventSchemas = {
  ProjectCreated: z.object({ id, uuid, ownerId: id, ownerUuid: uuid, starred: z.boolean(), ...editable }),
  /** Only the fields that changed. */
  ProjectEdited: z.object({ id, ...editable }).partial().required({ id: true }),
  ProjectStarred: z.object({ id, starred: z.boolean() }),
  /** The file name under the covers uploads folder. */
  ProjectCoverSet: z.object({ id, cover: z.string() }),
  ProjectCoverRemoved: z.object({ id }),
  /** Hides the project and its entries; both stay in the log and can be restored. */
  ProjectDeleted: z.object({ id }),
  /** Brings the project back as it was, with its entries (those not deleted on their own) and their tags. */
  ProjectRestored: z.object({ id }),
};
export type ProjectEvent = EventUnion<typeof projectEventSchemas>;
export type ProjectValues = { [K in keyof typeof editable]: z.infer<(typeof editable)[K]> };
/** The fields a writer edits, in the order an edit event lists them: commands and projections go by this list. */
export const PROJECT_EDITABLE_FIELDS = Object.keys(editable) as Array<keyof ProjectValues>;
