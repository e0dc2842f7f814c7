import { z } from 'zod';
import { projectFieldMap } from '../api/project.ts';
import { storedShape } from '../api/field-map.ts';
import { id, uuid } from './values.ts';
import type { EventUnion } from './event.ts';

export const projectStream = (uuid: string) => `project-${uuid}`;

/** The fields a writer edits, as stored: their one definition is `projectFieldMap` (its `stored` shapes). */
const editable = storedShape(projectFieldMap);

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
/** The fields a writer edits, in the order an edit event lists them: commands and projections go by this list. */
export { PROJECT_EDITABLE_FIELDS, type ProjectValues } from '../api/project.ts';
