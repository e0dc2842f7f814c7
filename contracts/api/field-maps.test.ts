import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { bannerEventSchemas } from '../events/banner.ts';
import { goalEventSchemas } from '../events/goal.ts';
import { leaderboardEventSchemas } from '../events/leaderboard.ts';
import { projectEventSchemas } from '../events/project.ts';
import { tagEventSchemas } from '../events/tag.ts';
import { banner, bannerFieldMap, createBannerBody, updateBannerBody } from './banner.ts';
import { blankValues, type FieldMap } from './field-map.ts';
import { createGoalBody, goal, goalFieldMap, updateGoalBody } from './goal.ts';
import { createLeaderboardBody, leaderboard, leaderboardFieldMap, updateLeaderboardBody } from './leaderboard.ts';
import { createProjectBody, project, projectFieldMap, updateProjectBody } from './project.ts';
import { createTagBody, tag, tagFieldMap, updateTagBody } from './tag.ts';

/**
 * One field map per entity: create body, update body, the events and the answer carry exactly the map's fields (plus
 * the few that stand apart, named here), so a field added to a map reaches all of them, and none can be added to
 * one of them alone.
 */
type Shaped = { shape: Record<string, z.ZodType> };
const keys = (schema: z.ZodType): string[] => Object.keys((schema as unknown as Shaped).shape).sort();
/** A schema with a refinement wraps its object (zod 4 keeps the shape on the object itself). */
const objectOf = (schema: z.ZodType): z.ZodType => ('shape' in schema ? schema : ((schema as unknown as { def: { in?: z.ZodType } }).def.in ?? schema));
const without = (list: string[], ...extra: string[]) => list.filter((k) => !extra.includes(k));

interface Entity {
  map: FieldMap;
  create: z.ZodType;
  update: z.ZodType;
  /** The events that carry every field (created) and any of them (edited). */
  created: z.ZodType;
  edited: z.ZodType;
  response: z.ZodType;
  /** Fields of the bodies outside the map (their own events, the caller's choices, a create's client-chosen uuid). */
  bodyExtras: string[];
  createdExtras: string[];
  editedExtras: string[];
  responseExtras: string[];
  /** A create body with only what is required. */
  minimal: Record<string, unknown>;
}

const owned = ['id', 'uuid', 'createdAt', 'updatedAt', 'state', 'ownerId'];
const entities: Record<string, Entity> = {
  project: {
    map: projectFieldMap, create: createProjectBody, update: updateProjectBody,
    created: projectEventSchemas.ProjectCreated, edited: projectEventSchemas.ProjectEdited, response: project,
    bodyExtras: ['starred', 'uuid'], createdExtras: ['id', 'uuid', 'ownerId', 'ownerUuid', 'starred'], editedExtras: ['id'],
    responseExtras: [...owned, 'cover', 'starred'], minimal: { title: 'Novel', phase: 'drafting' },
  },
  goal: {
    map: goalFieldMap, create: createGoalBody, update: updateGoalBody,
    created: goalEventSchemas.GoalCreated, edited: goalEventSchemas.GoalEdited, response: goal,
    bodyExtras: ['starred', 'uuid'], createdExtras: ['id', 'uuid', 'ownerId', 'ownerUuid', 'starred'], editedExtras: ['id'],
    responseExtras: [...owned, 'starred'], minimal: { title: 'Daily', type: 'target', parameters: { threshold: { measure: 'word', count: 500 } } },
  },
  leaderboard: {
    map: leaderboardFieldMap, create: createLeaderboardBody, update: updateLeaderboardBody,
    created: leaderboardEventSchemas.LeaderboardCreated, edited: leaderboardEventSchemas.LeaderboardEdited, response: leaderboard,
    bodyExtras: ['starred', 'isParticipant'], createdExtras: ['id', 'uuid', 'ownerId', 'ownerUuid'], editedExtras: ['id'],
    responseExtras: [...owned, 'starred'], minimal: { title: 'Sprint' },
  },
  banner: {
    map: bannerFieldMap, create: createBannerBody, update: updateBannerBody,
    created: bannerEventSchemas.BannerCreated, edited: bannerEventSchemas.BannerUpdated, response: banner,
    bodyExtras: [], createdExtras: ['id', 'uuid'], editedExtras: ['id'], responseExtras: ['id', 'uuid', 'updatedAt'], minimal: { message: 'Hello' },
  },
  tag: {
    map: tagFieldMap, create: createTagBody, update: updateTagBody,
    created: tagEventSchemas.TagCreated, edited: tagEventSchemas.TagEdited, response: tag,
    bodyExtras: ['uuid'], createdExtras: ['id', 'uuid', 'ownerId'], editedExtras: ['id'], responseExtras: owned, minimal: { name: 'draft' },
  },
};

describe.each(Object.entries(entities))('the %s field map', (_name, e) => {
  const fields = Object.keys(e.map).sort();

  it('create and update bodies take exactly its fields', () => {
    expect(without(keys(objectOf(e.create)), ...e.bodyExtras)).toEqual(fields);
    expect(without(keys(e.update), ...e.bodyExtras)).toEqual(fields);
  });

  it('the created and edited events carry exactly its fields', () => {
    expect(without(keys(e.created), ...e.createdExtras)).toEqual(fields);
    expect(without(keys(e.edited), ...e.editedExtras)).toEqual(fields);
  });

  it('the answer shows exactly its fields', () => {
    expect(without(keys(e.response), ...e.responseExtras)).toEqual(fields);
  });

  it('what create stores when fields are left out, and a blank, are values the events can hold', () => {
    const body = e.create.parse(e.minimal) as Record<string, unknown>;
    for (const [field, spec] of Object.entries(e.map)) {
      if (spec.default !== undefined) expect(body[field], field).toEqual(spec.default);
      if (spec.default !== undefined) expect(spec.stored.safeParse(spec.default).success, field).toBe(true);
    }
    const blank = blankValues(e.map) as Record<string, unknown>;
    for (const [field, spec] of Object.entries(e.map)) {
      if (blank[field] !== undefined) expect(spec.stored.safeParse(blank[field]).success, field).toBe(true);
    }
  });

  it('every field the update body may carry is stored by the edited event as it is accepted', () => {
    const edited = e.edited as z.ZodType;
    const body = e.create.parse(e.minimal) as Record<string, unknown>;
    const stored = Object.fromEntries(Object.keys(e.map).filter((f) => body[f] !== undefined).map((f) => [f, body[f]]));
    expect(edited.safeParse({ id: 1, ...stored }).success).toBe(true);
  });
});
