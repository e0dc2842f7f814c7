import { z } from 'zod';
import { messages } from '../messages.ts';
import { TALLY_LIST_MAX } from '../rules/history-bounds.ts';
import { PROGRESS_PAGE_SIZES, PROGRESS_SKIP_MAX, PROGRESS_TAKE_MAX } from '../rules/projects.ts';
import { calendarDate, clientUuid, count, measure, optionalQueryInt, positiveId, queryIdList, queryInt } from './fields.ts';
import { project } from './project.ts';
import { tag, tagName } from './tag.ts';
import { idParam, route, ownedResourceFields } from './route.ts';
import { tallyPaths } from './paths.ts';

const v = messages.validation;
import { BATCH_MAX, NOTE_MAX, NOTE_WARN, TALLY_TAGS_MAX } from '../rules/field-limits.ts';
export { BATCH_MAX, NOTE_MAX, NOTE_WARN, TALLY_TAGS_MAX };

export const tally = z.object({
  ...ownedResourceFields,
  date: z.string(),
  measure,
  count: z.number().int(),
  note: z.string(),
  workId: z.number().int(),
});
export type Tally = z.infer<typeof tally>;

export const tallyWithWorkAndTags = tally.extend({ work: project, tags: z.array(tag) });
export type TallyWithWorkAndTags = z.infer<typeof tallyWithWorkAndTags>;

export const tallyFields = {
  date: calendarDate(v.tallyDate),
  workId: positiveId(v.tallyProject),
  measure: z.enum(measure.options, { error: v.tallyMeasure }),
  count,
  note: z.string().max(NOTE_MAX, v.tallyNote),
  tags: z.array(tagName).max(TALLY_TAGS_MAX, v.tallyTagsMax),
  /** With setTotal, `count` is the project's total in that measure up to and including `date`. */
  setTotal: z.boolean(),
};

export const createTallyBody = z.strictObject({
  uuid: clientUuid.optional(),
  date: tallyFields.date,
  workId: tallyFields.workId,
  measure: tallyFields.measure,
  count: tallyFields.count,
  note: tallyFields.note.default(''),
  tags: tallyFields.tags.default([]),
  setTotal: tallyFields.setTotal.default(false),
});
export const updateTallyBody = z.strictObject({
  date: tallyFields.date.optional(),
  workId: tallyFields.workId.optional(),
  measure: tallyFields.measure.optional(),
  count: tallyFields.count.optional(),
  note: tallyFields.note.optional(),
  tags: tallyFields.tags.optional(),
  setTotal: tallyFields.setTotal.optional(),
});
export const batchTallyBody = z.array(createTallyBody).min(1, v.tallyBatchEmpty).max(BATCH_MAX, v.tallyBatchMax);
export type CreateTallyBody = z.output<typeof createTallyBody>;
export type UpdateTallyBody = z.output<typeof updateTallyBody>;

const dateRangeRule = <T extends { startDate?: string | undefined; endDate?: string | undefined }>(q: T) =>
  q.startDate === undefined || q.endDate === undefined || q.startDate <= q.endDate;

/**
 * Pages of GET /tally, an Inkpace addition that clients of the reference never send: without `limit` the answer is
 * the whole list (up to TALLY_LIST_MAX entries); with it, `limit` entries from `offset` on, in the same order.
 */
export const tallyListPaging = {
  limit: optionalQueryInt(1, TALLY_LIST_MAX, v.tallyListLimit),
  offset: optionalQueryInt(0, TALLY_LIST_MAX, v.tallyListOffset),
};

export const tallyListQuery = z
  .object({
    works: queryIdList.optional(),
    tags: queryIdList.optional(),
    measure: tallyFields.measure.optional(),
    startDate: calendarDate().optional(),
    endDate: calendarDate().optional(),
    ...tallyListPaging,
  })
  .refine(dateRangeRule, v.dateRange);
export type TallyListQuery = z.output<typeof tallyListQuery>;

/**
 * A page of one project's entries, in the order GET /tally lists them (newest date first, then the latest logged):
 * an Inkpace addition, so the project page reads the entries it shows instead of every one (issue 27).
 */
export const projectTallyPageQuery = z.object({
  skip: queryInt(0, PROGRESS_SKIP_MAX, 0, v.progressSkip(PROGRESS_SKIP_MAX)),
  take: queryInt(1, PROGRESS_TAKE_MAX, PROGRESS_PAGE_SIZES[0], v.progressTake(PROGRESS_TAKE_MAX)),
});
export type ProjectTallyPageQuery = z.output<typeof projectTallyPageQuery>;
/** The page's entries and how many live entries the project has in all. */
export const projectTallyPage = z.object({ total: z.number().int(), tallies: z.array(tallyWithWorkAndTags) });
export type ProjectTallyPage = z.infer<typeof projectTallyPage>;

export const tallyRoutes = {
  list: route({ ...tallyPaths.list, query: tallyListQuery, response: z.array(tallyWithWorkAndTags), summary: 'List progress entries' }),
  get: route({ ...tallyPaths.get, params: idParam, response: tallyWithWorkAndTags, summary: 'Get a progress entry' }),
  create: route({ ...tallyPaths.create, body: createTallyBody, response: tallyWithWorkAndTags, summary: 'Log progress' }),
  batch: route({ ...tallyPaths.batch, body: batchTallyBody, response: z.array(tally), summary: 'Log many progress entries at once' }),
  update: route({ ...tallyPaths.update, params: idParam, body: updateTallyBody, response: tallyWithWorkAndTags, summary: 'Edit a progress entry' }),
  remove: route({ ...tallyPaths.remove, params: idParam, response: tallyWithWorkAndTags, summary: 'Delete a progress entry' }),
  projectPage: route({
    ...tallyPaths.projectPage, params: idParam, query: projectTallyPageQuery, response: projectTallyPage,
    summary: "One page of a project's progress entries, newest first, and how many it has",
  }),
};

export { dateRangeRule };
