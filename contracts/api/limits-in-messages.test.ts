import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { messages } from '../messages.ts';
import * as L from '../rules/field-limits.ts';
import { COUNT_LIMIT } from '../rules/measures.ts';
import { adminStateBody, adminUsersQuery, historyQuery } from './admin.ts';
import { rebuildProjectionsBody } from './admin-projections.ts';
import { createApiKeyBody } from './api-key.ts';
import { createBannerBody } from './banner.ts';
import { displayName, newPassword, password, username } from './fields.ts';
import { batchGoalBody, createGoalBody } from './goal.ts';
import { createLeaderboardBody } from './leaderboard.ts';
import { createTeamBody } from './leaderboard-member.ts';
import { createProjectBody } from './project.ts';
import { createTagBody } from './tag.ts';
import { batchTallyBody, createTallyBody } from './tally.ts';

/**
 * Each limit is one constant: the schema refuses one past it with the message, and the message says that very
 * number. Changing a constant moves both; a literal left in either (the old way) fails here.
 */
const v = messages.validation;
const say = (n: number): string[] => [String(n), n.toLocaleString('en-US')];
const text = (n: number) => 'x'.repeat(n);
const tally = { date: '2026-01-01', workId: 1, measure: 'word', count: 1 };
const goal = { title: 'G', type: 'target', parameters: { threshold: { measure: 'word', count: 1 } } };
const board = { title: 'B' };

/** [name, schema, a value just past the limit, the limit, the message the refusal must carry] */
const cases: Array<[string, z.ZodType, unknown, number, string]> = [
  ['username min', username, 'ab'.slice(0, L.USERNAME_MIN - 1), L.USERNAME_MIN, v.usernameMin],
  ['username max', username, `a${text(L.USERNAME_MAX)}`, L.USERNAME_MAX, v.usernameMax],
  ['display name min', displayName, text(L.DISPLAY_NAME_MIN - 1), L.DISPLAY_NAME_MIN, v.displayNameMin],
  ['display name max', displayName, text(L.DISPLAY_NAME_MAX + 1), L.DISPLAY_NAME_MAX, v.displayNameMax],
  ['password min', password, text(L.PASSWORD_MIN - 1), L.PASSWORD_MIN, v.passwordMin],
  ['password max', password, text(L.PASSWORD_MAX + 1), L.PASSWORD_MAX, v.passwordMax],
  ['new password min', newPassword, text(L.PASSWORD_MIN - 1), L.PASSWORD_MIN, v.newPasswordMin],
  ['api key name', createApiKeyBody, { name: text(L.API_KEY_NAME_MAX + 1), expiresAt: null }, L.API_KEY_NAME_MAX, v.apiKeyNameMax],
  ['banner message', createBannerBody, { message: text(L.BANNER_MESSAGE_MAX + 1) }, L.BANNER_MESSAGE_MAX, v.bannerMessageMax],
  ['banner icon', createBannerBody, { message: 'm', icon: text(L.BANNER_ICON_MAX + 1) }, L.BANNER_ICON_MAX, v.bannerIconMax],
  ['project title', createProjectBody, { title: text(L.PROJECT_TITLE_MAX + 1), phase: 'planning' }, L.PROJECT_TITLE_MAX, v.projectTitleMax],
  ['project description', createProjectBody, { title: 'P', phase: 'planning', description: text(L.PROJECT_DESCRIPTION_MAX + 1) }, L.PROJECT_DESCRIPTION_MAX, v.projectDescriptionMax],
  ['project balance', createProjectBody, { title: 'P', phase: 'planning', startingBalance: { word: COUNT_LIMIT + 1 } }, COUNT_LIMIT, v.countTooLarge],
  ['goal title', createGoalBody, { ...goal, title: text(L.GOAL_TITLE_MAX + 1) }, L.GOAL_TITLE_MAX, v.goalTitleMax],
  ['goal description', createGoalBody, { ...goal, description: text(L.GOAL_DESCRIPTION_MAX + 1) }, L.GOAL_DESCRIPTION_MAX, v.goalDescriptionMax],
  ['goal batch', batchGoalBody, Array.from({ length: L.GOAL_BATCH_MAX + 1 }, () => goal), L.GOAL_BATCH_MAX, v.goalBatchMax],
  ['habit period', createGoalBody, { title: 'H', type: 'habit', parameters: { cadence: { unit: 'day', period: L.HABIT_PERIOD_MAX + 1 } } }, L.HABIT_PERIOD_MAX, v.habitPeriodWhole],
  ['pace weight', createGoalBody, { ...goal, plan: { weekdayWeights: [1, 1, 1, 1, 1, 1, L.PACE_PLAN_MAX_WEIGHT + 1], restDates: [] } }, L.PACE_PLAN_MAX_WEIGHT, v.pacePlanWeight],
  ['rest dates', createGoalBody, { ...goal, plan: { weekdayWeights: [1, 1, 1, 1, 1, 1, 1], restDates: Array.from({ length: L.PACE_PLAN_MAX_REST_DATES + 1 }, () => '2026-01-01') } }, L.PACE_PLAN_MAX_REST_DATES, v.pacePlanTooManyRestDates],
  ['board title', createLeaderboardBody, { ...board, title: text(L.LEADERBOARD_TITLE_MAX + 1) }, L.LEADERBOARD_TITLE_MAX, v.leaderboardTitleMax],
  ['board description', createLeaderboardBody, { ...board, description: text(L.LEADERBOARD_DESCRIPTION_MAX + 1) }, L.LEADERBOARD_DESCRIPTION_MAX, v.leaderboardDescriptionMax],
  ['team name', createTeamBody, { name: text(L.TEAM_NAME_MAX + 1) }, L.TEAM_NAME_MAX, v.teamNameMax],
  ['tag name', createTagBody, { name: text(L.TAG_NAME_MAX + 1) }, L.TAG_NAME_MAX, v.tagNameMax],
  ['note', createTallyBody, { ...tally, note: text(L.NOTE_MAX + 1) }, L.NOTE_MAX, v.tallyNote],
  ['entry tags', createTallyBody, { ...tally, tags: Array.from({ length: L.TALLY_TAGS_MAX + 1 }, (_, i) => `t${i}`) }, L.TALLY_TAGS_MAX, v.tallyTagsMax],
  ['entry batch', batchTallyBody, Array.from({ length: L.BATCH_MAX + 1 }, () => tally), L.BATCH_MAX, v.tallyBatchMax],
  ['entry count', createTallyBody, { ...tally, count: COUNT_LIMIT + 1 }, COUNT_LIMIT, v.countTooLarge],
  ['admin skip', adminUsersQuery, { skip: String(L.ADMIN_SKIP_MAX + 1) }, L.ADMIN_SKIP_MAX, v.adminSkip],
  ['admin take', adminUsersQuery, { take: String(L.ADMIN_TAKE_MAX + 1) }, L.ADMIN_TAKE_MAX, v.adminTake],
  ['admin search', adminUsersQuery, { search: text(L.ADMIN_SEARCH_MAX + 1) }, L.ADMIN_SEARCH_MAX, v.adminSearch],
  ['admin reason', adminStateBody, { state: 'active', reason: text(L.ADMIN_REASON_MAX + 1) }, L.ADMIN_REASON_MAX, v.adminReason],
  ['history types', historyQuery, { types: Array.from({ length: L.HISTORY_TYPES_MAX + 1 }, () => 'A').join(',') }, L.HISTORY_TYPES_MAX, v.historyTypes],
  ['projection names', rebuildProjectionsBody, { names: Array.from({ length: L.PROJECTION_NAMES_MAX + 1 }, () => 'a') }, L.PROJECTION_NAMES_MAX, v.projectionNames],
];

describe('limits in messages', () => {
  it.each(cases)('%s: refused past the limit with the message that says it', (_name, schema, value, limit, message) => {
    const parsed = schema.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
    expect(say(limit).some((n) => message.includes(n))).toBe(true);
  });

  it('the limits the account and board messages say in prose come from the same constants', () => {
    expect(v.memberDisplayName).toContain(`between ${L.DISPLAY_NAME_MIN} and ${L.DISPLAY_NAME_MAX}`);
    expect(v.goalsPerWriter).toContain(`at most ${L.GOALS_PER_WRITER} goals`);
    expect(v.teamsPerBoard).toContain(`at most ${L.TEAMS_PER_BOARD} teams`);
    expect(v.boardsPerWriter).toContain(`at most ${L.BOARDS_PER_WRITER} leaderboards`);
    expect(messages.errors.leaderboardFull).toContain(L.MEMBERS_PER_BOARD.toLocaleString('en-US'));
  });
});
