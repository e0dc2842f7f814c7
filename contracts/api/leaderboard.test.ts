import { describe, expect, test } from 'vitest';
import { messages } from '../messages.ts';
import { MEASURES } from '../rules/measures.ts';
import { createLeaderboardBody, leaderboardRoutes, normalizedSettings, updateLeaderboardBody } from './leaderboard.ts';
import { MEMBER_FILTER_MAX, createTeamBody, joinBody, updateMemberBody, updateParticipationBody, updateTeamBody } from './leaderboard-member.ts';

const v = messages.validation;
const firstMessage = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }): string | undefined => result.error?.issues[0]?.message;

describe('board bodies', () => {
  test("create: the spec's defaults, the creator takes part unless they say not", () => {
    expect(createLeaderboardBody.parse({ title: ' Sprint ' })).toEqual({
      title: 'Sprint', description: '', startDate: null, endDate: null, measures: [...MEASURES], goal: {}, enableTeams: false,
      individualGoalMode: false, fundraiserMode: false, isJoinable: false, isPublic: false, isParticipant: true, starred: false,
    });
    expect(createLeaderboardBody.parse({ title: 'x', isParticipant: false, goal: null, isPublic: null }))
      .toMatchObject({ isParticipant: false, goal: {}, isPublic: false });
  });

  test.each([
    [{ title: '' }, v.leaderboardTitle],
    [{ title: 'x'.repeat(201) }, v.leaderboardTitleMax],
    [{ title: 'x', measures: [] }, v.leaderboardMeasures],
    [{ title: 'x', measures: ['furlong'] }, v.leaderboardMeasureInvalid],
    [{ title: 'x', measures: [...MEASURES, 'word'] }, v.leaderboardMeasureInvalid],
    [{ title: 'x', goal: { word: 1.5 } }, v.wholeNumbers],
    [{ title: 'x', goal: { word: -1 } }, v.leaderboardGoalNegative],
    [{ title: 'x', goal: { word: 2e9 } }, v.countTooLarge],
    [{ title: 'x', startDate: '2026-02-30' }, v.goalStartDateInvalid],
    [{ title: 'x', startDate: '2026-03-02', endDate: '2026-03-01' }, v.goalEndBeforeStart],
    [{ title: 'x', ownerId: 3 }, undefined],
  ])('create refuses %j', (body, message) => {
    const result = createLeaderboardBody.safeParse(body);
    expect(result.success).toBe(false);
    if (message) expect(firstMessage(result)).toBe(message);
  });

  test('individual-goal mode needs no measures, and stores none, no goal and no fundraiser', () => {
    const body = createLeaderboardBody.parse({ title: 'x', measures: [], individualGoalMode: true, goal: { word: 5 }, fundraiserMode: true });
    expect(normalizedSettings(body)).toMatchObject({ measures: [], goal: {}, fundraiserMode: false });
    expect(normalizedSettings({ ...body, individualGoalMode: false, measures: ['word', 'page', 'word'] }).measures).toEqual(['word', 'page']);
  });

  test('PATCH keeps only what was sent: nothing is defaulted', () => {
    expect(updateLeaderboardBody.parse({ title: 'New' })).toEqual({ title: 'New' });
    expect(updateLeaderboardBody.parse({})).toEqual({});
    expect(updateLeaderboardBody.safeParse({ isParticipant: true }).success).toBe(false);
  });
});

describe('participation, member and team bodies', () => {
  test('joining: participant or spectator is required; the rest defaults', () => {
    expect(firstMessage(joinBody.safeParse({}))).toBe(v.participantOrSpectator);
    expect(joinBody.parse({ isParticipant: false })).toEqual({ isParticipant: false, displayName: '', color: '', teamId: null, goal: null, workIds: [], tagIds: [] });
  });

  test.each([
    [{ isParticipant: true, displayName: 'ab' }, v.memberDisplayName],
    [{ isParticipant: true, displayName: 'x'.repeat(25) }, v.memberDisplayName],
    [{ isParticipant: true, teamId: 0 }, v.memberTeam],
    [{ isParticipant: true, color: 'mauve' }, v.boardColor],
    [{ isParticipant: true, goal: { measure: 'word', count: 1.5 } }, v.tallyCountWhole],
    [{ isParticipant: true, goal: { measure: 'word', count: -5 } }, v.leaderboardGoalNegative],
    [{ isParticipant: true, goal: { measure: 'percent', count: 5 } }, v.tallyMeasure],
    [{ isParticipant: true, workIds: [-1] }, v.memberProjects],
    [{ isParticipant: true, tagIds: Array.from({ length: MEMBER_FILTER_MAX + 1 }, (_, i) => i + 1) }, v.memberTags],
  ])('join refuses %j', (body, message) => {
    expect(firstMessage(joinBody.safeParse(body))).toBe(message);
  });

  test('a display name is trimmed; empty means the account name; a null colour is automatic', () => {
    expect(joinBody.parse({ isParticipant: true, displayName: '  Ana  ', color: null })).toMatchObject({ displayName: 'Ana', color: '' });
    expect(updateParticipationBody.parse({ displayName: '' })).toEqual({ displayName: '' });
  });

  test('member and team bodies are strict, and PATCH of a team keeps an unsent colour', () => {
    expect(updateMemberBody.safeParse({ isOwner: true, isParticipant: false }).success).toBe(false);
    expect(updateMemberBody.parse({ teamId: null })).toEqual({ teamId: null });
    expect(createTeamBody.parse({ name: ' Owls ' })).toEqual({ name: 'Owls', color: '' });
    expect(firstMessage(createTeamBody.safeParse({ name: '' }))).toBe(v.teamName);
    expect(createTeamBody.safeParse({ name: 'Owls', boardId: 3 }).success).toBe(false);
    expect(updateTeamBody.parse({ name: 'Larks' })).toEqual({ name: 'Larks' });
  });
});

describe('routes', () => {
  test("all 20 of the reference's /leaderboard operations, at its paths", () => {
    // The reference's OpenAPI document (shared/reference/trackbear-openapi.json), under /api/v1.
    const reference = [
      'GET /leaderboard', 'POST /leaderboard', 'GET /leaderboard/joincode/:joincode', 'GET /leaderboard/:uuid',
      'PATCH /leaderboard/:uuid', 'DELETE /leaderboard/:uuid', 'GET /leaderboard/:uuid/me', 'POST /leaderboard/:uuid/me',
      'PATCH /leaderboard/:uuid/me', 'DELETE /leaderboard/:uuid/me', 'GET /leaderboard/:uuid/members',
      'PATCH /leaderboard/:uuid/members/:memberId', 'DELETE /leaderboard/:uuid/members/:memberId',
      'GET /leaderboard/:uuid/participants', 'PATCH /leaderboard/:uuid/star', 'GET /leaderboard/:uuid/teams',
      'POST /leaderboard/:uuid/teams', 'GET /leaderboard/:uuid/teams/:teamId', 'PATCH /leaderboard/:uuid/teams/:teamId',
      'DELETE /leaderboard/:uuid/teams/:teamId',
    ].map((op) => op.replace(' /', ' /api/v1/'));
    const ours = Object.values(leaderboardRoutes).map((r) => `${r.method} ${r.path}`);
    expect(ours.sort()).toEqual(reference.sort());
  });
});
