import { z } from 'zod';
import { messages } from '../messages.ts';
import { PROJECT_PHASES } from '../rules/projects.ts';
import { measureBalance, measureCounts, requiredName } from './fields.ts';
import { idParam, route, ownedResourceFields } from './route.ts';
import { imageUpload, UPLOAD_PATHS, uploadUrl } from './uploads.ts';
import { projectPaths } from './paths.ts';

const v = messages.validation;
export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;

/** Where covers are served from: `${COVERS_PATH}/${project.cover}`. */
export const COVERS_PATH = UPLOAD_PATHS.covers;
export const coverUrl = (cover: string): string => uploadUrl('covers', cover);

/** Cover uploads (spec §5, §9): one image in the field `cover` (the image rule: contracts/api/uploads.ts). */
export const COVER_FIELD = 'cover';
export const coverUpload = imageUpload(COVER_FIELD);

export const projectPhase = z.enum(PROJECT_PHASES, { error: v.projectPhase });

export const project = z.object({
  ...ownedResourceFields,
  title: z.string(),
  description: z.string(),
  phase: projectPhase,
  startingBalance: measureCounts,
  /** A file name under COVERS_PATH, or null. */
  cover: z.string().nullable(),
  starred: z.boolean(),
  displayOnProfile: z.boolean(),
});
export type Project = z.infer<typeof project>;

/** A project with its totals per measure (starting balance included) and the date of its latest entry. */
export const summarizedProject = project.extend({
  totals: measureCounts,
  lastUpdated: z.string().nullable(),
});
export type SummarizedProject = z.infer<typeof summarizedProject>;

export const projectFields = {
  title: requiredName(v.projectTitle, PROJECT_TITLE_MAX, v.projectTitleMax),
  description: z.string().trim().max(PROJECT_DESCRIPTION_MAX, v.projectDescriptionMax),
  phase: projectPhase,
  startingBalance: measureBalance,
  starred: z.boolean(),
  displayOnProfile: z.boolean(),
};

/** Fields a client may leave out take these values (the established API requires some of them; we do not). */
export const createProjectBody = z.strictObject({
  title: projectFields.title,
  description: projectFields.description.default(''),
  phase: projectFields.phase,
  startingBalance: projectFields.startingBalance.default({}),
  starred: projectFields.starred.default(false),
  displayOnProfile: projectFields.displayOnProfile.default(false),
});
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
