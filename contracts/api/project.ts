import { z } from 'zod';
import { messages } from '../messages.ts';
import { PROJECT_PHASES } from '../rules/projects.ts';
import { clientUuid, measureBalance, measureCounts, requiredName } from './fields.ts';
import * as stored from '../events/values.ts';
import { blankValues, createShape, fieldMap, fieldNames, responseShape, ruleShape, type StoredValues } from './field-map.ts';
import { idParam, route, ownedResourceFields } from './route.ts';
import { imageUpload, UPLOAD_PATHS, uploadUrl } from './uploads.ts';
import { projectPaths } from './paths.ts';
import { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX } from '../rules/field-limits.ts';

const v = messages.validation;
export { PROJECT_DESCRIPTION_MAX, PROJECT_TITLE_MAX };

/** Where covers are served from: `${COVERS_PATH}/${project.cover}`. */
export const COVERS_PATH = UPLOAD_PATHS.covers;
export const coverUrl = (cover: string): string => uploadUrl('covers', cover);

/** Cover uploads (spec §5, §9): one image in the field `cover` (the image rule: contracts/api/uploads.ts). */
export const COVER_FIELD = 'cover';
export const coverUpload = imageUpload(COVER_FIELD);

export const projectPhase = z.enum(PROJECT_PHASES, { error: v.projectPhase });

/**
 * The fields a writer edits (one `ProjectEdited` carries any of them): the create and update bodies, the event's
 * `editable` shape (contracts/events/project.ts) and the answer derive from this map, and the projection's columns
 * go by its names (projector/src/progress/project-columns.ts). `starred` is its own event, so it stands apart.
 */
export const projectFieldMap = fieldMap({
  title: { stored: z.string(), rule: requiredName(v.projectTitle, PROJECT_TITLE_MAX, v.projectTitleMax), blank: '' },
  description: { stored: z.string(), rule: z.string().trim().max(PROJECT_DESCRIPTION_MAX, v.projectDescriptionMax), default: '' },
  phase: { stored: stored.projectPhase, rule: projectPhase, blank: 'planning' },
  startingBalance: { stored: stored.measureCounts, rule: measureBalance, default: {} },
  displayOnProfile: { stored: z.boolean(), rule: z.boolean(), default: false },
});
export type ProjectValues = StoredValues<typeof projectFieldMap>;
export const PROJECT_EDITABLE_FIELDS = fieldNames(projectFieldMap);
/** A project before it is created (an aggregate's initial state). */
export const PROJECT_BLANK: ProjectValues = blankValues(projectFieldMap);

export const project = z.object({
  ...ownedResourceFields,
  ...responseShape(projectFieldMap),
  /** A file name under COVERS_PATH, or null. */
  cover: z.string().nullable(),
  starred: z.boolean(),
});
export type Project = z.infer<typeof project>;

/** A project with its totals per measure (starting balance included) and the date of its latest entry. */
export const summarizedProject = project.extend({
  totals: measureCounts,
  lastUpdated: z.string().nullable(),
});
export type SummarizedProject = z.infer<typeof summarizedProject>;

/** Every rule a writer's body may carry, by field (the web form takes them one by one). */
export const projectFields = { ...ruleShape(projectFieldMap), starred: z.boolean() };

/** Fields a client may leave out take their map's defaults (the established API requires some of them; we do not). */
export const createProjectBody = z.strictObject({ uuid: clientUuid.optional(), ...createShape(projectFieldMap), starred: projectFields.starred.default(false) });
/** PATCH: any of the fields, each checked as on creation; the ones left out stay as they are. */
export const updateProjectBody = z.strictObject(projectFields).partial();
export type CreateProjectBody = z.output<typeof createProjectBody>;
export type UpdateProjectBody = z.output<typeof updateProjectBody>;

export const projectRoutes = {
  list: route({ ...projectPaths.list, response: z.array(summarizedProject), summary: 'List projects' }),
  get: route({ ...projectPaths.get, params: idParam, response: summarizedProject, summary: 'Get a project' }),
  create: route({ ...projectPaths.create, body: createProjectBody, response: summarizedProject, summary: 'Create a project' }),
  update: route({ ...projectPaths.update, params: idParam, body: updateProjectBody, response: summarizedProject, summary: 'Update (or star) a project' }),
  remove: route({ ...projectPaths.remove, params: idParam, response: summarizedProject, summary: 'Delete a project' }),
  uploadCover: route({ ...projectPaths.uploadCover, params: idParam, upload: coverUpload, response: summarizedProject, summary: 'Upload a cover (multipart, field cover)' }),
  removeCover: route({ ...projectPaths.removeCover, params: idParam, response: summarizedProject, summary: 'Remove the cover' }),
};
