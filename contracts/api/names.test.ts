import { describe, expect, test } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.ts';
import { updateMeBody } from './account.ts';
import { createApiKeyBody } from './api-key.ts';
import { displayName } from './fields.ts';
import { goalFields } from './goal.ts';
import { leaderboardFields } from './leaderboard.ts';
import { createTeamBody, participationFields, updateTeamBody } from './leaderboard-member.ts';
import { projectFields } from './project.ts';
import { createTagBody, tagName } from './tag.ts';
import { createTallyBody } from './tally.ts';

const v = messages.validation;

/** Every field that takes a name or a title a writer gives something, and what it accepts as visible. */
const names: Array<[string, z.ZodType, string]> = [
  ['display name', displayName, 'Ann'],
  ['PATCH /me displayName', updateMeBody.shape.displayName, 'Ann'],
  ['board display name', participationFields.displayName, 'Ann'],
  ['project title', projectFields.title, 'Novel'],
  ['goal title', goalFields.title, 'Daily'],
  ['board title', leaderboardFields.title, 'Sprint'],
  ['team name', createTeamBody.shape.name, 'Red'],
  ['team rename', updateTeamBody.shape.name, 'Red'],
  ['tag name', tagName, 'draft'],
  ['new tag', createTagBody.shape.name, 'draft'],
  ['API key name', createApiKeyBody.shape.name, 'CLI'],
];

const invisible = ['\u200b', '\u200b\u200c\u200d', '\u2060\ufeff\u200b', '\u200b\u202e\u202c', '\u3164\u3164\u3164', '\u2800\u2800\u2800', ' \u200b \u00ad ', '\u034f\u034f\u034f'];

describe('names and titles', () => {
  test.each(names)('%s: only invisible characters is refused with one clear message', (_name, schema) => {
    for (const text of invisible) {
      const result = schema.safeParse(text);
      expect({ text, ok: result.success }).toEqual({ text, ok: false });
      expect(result.error?.issues.map((i) => i.message)).toContain(v.invisibleName);
    }
  });

  test.each(names)('%s: direction controls are taken out, the rest kept', (_name, schema, visible) => {
    expect(schema.parse(`\u202e${visible}\u202c`)).toBe(visible);
    expect(schema.parse(`\u2067${visible}\u2069\u200f`)).toBe(visible);
    expect(schema.parse(`\u200e\u061c ${visible} \u202a\u202b\u202d\u2066\u2068`)).toBe(visible);
    // Right-to-left text itself, joiners inside emoji and other scripts are names like any other.
    expect(schema.parse(`${visible} שלום`)).toBe(`${visible} שלום`);
    expect(schema.parse('👩‍💻 abc')).toBe('👩‍💻 abc');
  });

  test('entries name their tags with the same rule', () => {
    const entry = { date: '2026-03-01', workId: 1, measure: 'word', count: 5 };
    expect(createTallyBody.safeParse({ ...entry, tags: ['\u200b'] }).error?.issues.map((i) => i.message)).toContain(v.invisibleName);
    expect(createTallyBody.parse({ ...entry, tags: ['\u202edraft'] }).tags).toEqual(['draft']);
  });

  test('an empty name is told it is empty, once, not also that it is invisible; so is one of direction controls only', () => {
    expect(projectFields.title.safeParse('  ').error?.issues.map((i) => i.message)).toEqual([v.projectTitle]);
    expect(projectFields.title.safeParse('\u202e \u202c').error?.issues.map((i) => i.message)).toEqual([v.projectTitle]);
    // A board display name may be empty: it stands for the account's name.
    expect(participationFields.displayName.parse('')).toBe('');
  });
});
