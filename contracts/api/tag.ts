import { z } from 'zod';
import { messages } from '../messages.ts';
import { clientUuid, requiredName } from './fields.ts';
import * as stored from '../events/values.ts';
import { createShape, fieldMap, responseShape, ruleShape, type StoredValues } from './field-map.ts';
import { idParam, route, ownedResourceFields } from './route.ts';
import { tagPaths } from './paths.ts';
import { TAG_COLORS } from '../rules/tags.ts';

const v = messages.validation;
import { TAG_NAME_MAX } from '../rules/field-limits.ts';
export { TAG_NAME_MAX };
export { TAG_COLORS, tagNameKey, type TagColor } from '../rules/tags.ts';

/** A tag's name: required, no leading `#` (it is shown with one), unique per user ignoring case. */
export const tagName = requiredName(v.tagName, TAG_NAME_MAX, v.tagNameMax).refine((name) => !name.startsWith('#'), v.tagNameHash);

export const tagColor = z.enum(TAG_COLORS, { error: v.tagColor });

/**
 * The fields a writer sets on a tag: the create and update bodies, the events' shape (contracts/events/tag.ts) and
 * the answer derive from this map.
 */
export const tagFieldMap = fieldMap({
  name: { stored: z.string(), rule: tagName },
  color: { stored: stored.tagColor, rule: tagColor, default: 'default' },
});
export type TagValues = StoredValues<typeof tagFieldMap>;

export const tag = z.object({ ...ownedResourceFields, ...responseShape(tagFieldMap) });
export type Tag = z.infer<typeof tag>;

export const createTagBody = z.strictObject({ uuid: clientUuid.optional(), ...createShape(tagFieldMap) });
export const updateTagBody = z.strictObject(ruleShape(tagFieldMap)).partial();
export type CreateTagBody = z.output<typeof createTagBody>;
export type UpdateTagBody = z.output<typeof updateTagBody>;

export const tagRoutes = {
  list: route({ ...tagPaths.list, response: z.array(tag), summary: 'List tags' }),
  get: route({ ...tagPaths.get, params: idParam, response: tag, summary: 'Get a tag' }),
  create: route({ ...tagPaths.create, body: createTagBody, response: tag, summary: 'Create a tag' }),
  update: route({ ...tagPaths.update, params: idParam, body: updateTagBody, response: tag, summary: 'Update a tag' }),
  remove: route({ ...tagPaths.remove, params: idParam, response: tag, summary: 'Delete a tag' }),
};
