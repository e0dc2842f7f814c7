import { describe, expect, test } from 'vitest';
import { BOARDS_PER_WRITER, MEMBERS_PER_BOARD, TEAMS_PER_BOARD, joinBody } from '@inkpace/contracts/api/leaderboard-member';
import type { LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import { messages } from '@inkpace/contracts/messages';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { BoardState } from './board-aggregate.ts';
import { BOARD_UUID, OTHER_BOARD_UUID, after, eventsOf, owned, owner, participantUser, sampleBoard, spectatorUser, stranger, thrown } from './board-fixtures.ts';
import { decideEditBoard } from './decide-board.ts';
import { decideEditParticipation, decideJoin, decideKick, decideLeave, decideUpdateMember } from './decide-membership.ts';
import { decideCreateTeam, decideDeleteTeam, decideEditTeam } from './decide-teams.ts';

/** Membership and team decisions: joining, participation, leaving, sole-owner rules, teams of this board only. */

const v = messages.validation;
const e = messages.errors;
const join = (board: Loaded<BoardState>, body: Record<string, unknown>, memberId = 400, writerBoards = 0) =>
  decideJoin(board, BOARD_UUID, joinBody.parse(body), { memberId, memberUuid: `00000000-0000-4000-8000-${String(memberId).padStart(12, '0')}` }, owned, stranger, writerBoards);
// A team of another board (that board's teams are 101 and 102).
const otherBoardTeam = sampleBoard({}, OTHER_BOARD_UUID, 2).board.state.teams.keys().next().value ?? 0;

describe('joining', () => {
  const { board, history } = sampleBoard();

  test('in one step, with display name, colour, team, goal and filters; each filter id once', () => {
    const decision = join(board, { isParticipant: true, displayName: 'Quill', color: 'teal', teamId: 52, goal: { measure: 'word', count: 500 }, workIds: [10, 10], tagIds: [20] });
    expect(eventsOf(decision)).toEqual([{
      type: 'MemberJoined',
      data: {
        memberId: 400, memberUuid: '00000000-0000-4000-8000-000000000400', userId: stranger.userId, userUuid: stranger.userUuid, isOwner: false,
        starred: false, isParticipant: true, displayName: 'Quill', color: 'teal', teamId: 52, goal: { measure: 'word', count: 500 }, workIds: [10], tagIds: [20],
      },
    }]);
  });

  test('refused: twice, closed, full, a team of another board, projects or tags not the joiner\'s, too many boards', () => {
    const joined = after(board, history, join(board, { isParticipant: false })).board;
    expect(thrown(() => join(joined, { isParticipant: true }))).toMatchObject({ code: 'ALREADY_JOINED', status: 409, message: e.leaderboardAlreadyJoined });
    const closed = after(board, history, decideEditBoard(board, BOARD_UUID, { isJoinable: false }, owner)).board;
    expect(thrown(() => join(closed, { isParticipant: true }))).toMatchObject({ code: 'CANNOT_JOIN', status: 409, message: e.leaderboardNotJoinable });
    const full: Loaded<BoardState> = { ...board, state: { ...board.state, members: new Map(Array.from({ length: MEMBERS_PER_BOARD }, (_, i) => [1000 + i, [...board.state.members.values()][0]!])) } };
    expect(thrown(() => join(full, { isParticipant: true }))).toMatchObject({ code: 'CANNOT_JOIN', message: e.leaderboardFull });
    expect(thrown(() => join(board, { isParticipant: true, teamId: otherBoardTeam }))?.message).toBe(v.memberTeam);
    expect(thrown(() => join(board, { isParticipant: true, workIds: [12] }))?.message).toBe(v.goalUnknownProject(12));
    expect(thrown(() => join(board, { isParticipant: true, tagIds: [21] }))?.message).toBe(v.goalUnknownTag(21));
    expect(thrown(() => join(board, { isParticipant: true }, 400, BOARDS_PER_WRITER))?.message).toBe(v.boardsPerWriter);
  });

  test('in individual-goal mode a participant needs a goal; a spectator does not', () => {
    const individual = sampleBoard({ individualGoalMode: true, measures: [] }).board;
    expect(thrown(() => join(individual, { isParticipant: true }))?.message).toBe(v.memberGoalRequired);
    expect(join(individual, { isParticipant: false })).toHaveLength(1);
    expect(join(individual, { isParticipant: true, goal: { measure: 'page', count: 100 } })).toHaveLength(1);
  });

  test('leaving, then joining again, is a fresh membership: new id, no star, no old filters', () => {
    let state = after(board, history, join(board, { isParticipant: true, workIds: [10] }, 400));
    state = after(state.board, state.history, decideEditParticipation(state.board, BOARD_UUID, { displayName: 'Quill' }, owned, stranger));
    state = after(state.board, state.history, decideLeave(state.board, BOARD_UUID, stranger));
    expect(state.board.state.members.has(stranger.userId)).toBe(false);
    state = after(state.board, state.history, join(state.board, { isParticipant: false }, 401));
    expect(state.board.state.members.get(stranger.userId)).toMatchObject({ id: 401, displayName: '', workIds: [], isParticipant: false, starred: false });
  });
});

describe('own participation', () => {
  const { board, history } = sampleBoard();
  const edit = (body: Record<string, unknown>, who = participantUser, b = board) => decideEditParticipation(b, BOARD_UUID, body, owned, who);

  test('only what was sent and differs', () => {
    expect(eventsOf(edit({ isParticipant: true, teamId: 51, displayName: 'Quill', color: '' })))
      .toEqual([{ type: 'ParticipationEdited', data: { memberId: 102, displayName: 'Quill' } }]);
    expect(edit({ isParticipant: true, teamId: 51 })).toEqual([]);
    expect(eventsOf(edit({ isParticipant: true }, spectatorUser))[0]?.data).toEqual({ memberId: 103, isParticipant: true });
  });

  test("the team must be this board's; projects and tags the member's own; a goal on an individual-goal board", () => {
    expect(thrown(() => edit({ teamId: otherBoardTeam }))?.message).toBe(v.memberTeam);
    expect(thrown(() => edit({ workIds: [10, 99] }))?.message).toBe(v.goalUnknownProject(99));
    const individual = after(board, history, decideEditBoard(board, BOARD_UUID, { individualGoalMode: true }, owner)).board;
    expect(thrown(() => edit({ displayName: 'Quill' }, participantUser, individual))?.message).toBe(v.memberGoalRequired);
    expect(edit({ displayName: 'Quill' }, spectatorUser, individual)).toHaveLength(1);
    expect(thrown(() => edit({ isParticipant: true }, spectatorUser, individual))?.message).toBe(v.memberGoalRequired);
  });
});

describe('the sole owner', () => {
  test('cannot leave, be kicked or be demoted (ONLY_OWNER, 409); with a second owner all three work', () => {
    const { board, history } = sampleBoard();
    expect(thrown(() => decideLeave(board, BOARD_UUID, owner))).toMatchObject({ code: 'ONLY_OWNER', status: 409, message: e.onlyOwnerLeave });
    expect(thrown(() => decideKick(board, BOARD_UUID, 101, owner))).toMatchObject({ code: 'ONLY_OWNER', message: e.onlyOwnerKick });
    expect(thrown(() => decideUpdateMember(board, BOARD_UUID, 101, { isOwner: false }, owner))).toMatchObject({ code: 'ONLY_OWNER', message: e.onlyOwnerDemote });
    const promoted = decideUpdateMember(board, BOARD_UUID, 102, { isOwner: true }, owner);
    expect(eventsOf(promoted)).toEqual([{ type: 'MemberRoleChanged', data: { memberId: 102, isOwner: true } }]);
    const two = after(board, history, promoted);
    expect(eventsOf(decideUpdateMember(two.board, BOARD_UUID, 101, { isOwner: false }, participantUser))).toEqual([{ type: 'MemberRoleChanged', data: { memberId: 101, isOwner: false } }]);
    expect(decideLeave(two.board, BOARD_UUID, owner)).toHaveLength(1);
    const left = after(two.board, two.history, decideKick(two.board, BOARD_UUID, 101, participantUser));
    // Now the promoted member is the sole owner, with the same protection.
    expect(thrown(() => decideLeave(left.board, BOARD_UUID, participantUser))?.code).toBe('ONLY_OWNER');
    expect(thrown(() => decideKick(left.board, BOARD_UUID, 101, participantUser))?.code).toBe('NOT_FOUND');
  });
});

describe('owners managing members', () => {
  const { board } = sampleBoard();

  test("a team assigned must be this board's; the same value again writes nothing; an unknown member is not found", () => {
    expect(eventsOf(decideUpdateMember(board, BOARD_UUID, 103, { teamId: 52, isOwner: false }, owner))).toEqual([{ type: 'MemberTeamAssigned', data: { memberId: 103, teamId: 52 } }]);
    expect(eventsOf(decideUpdateMember(board, BOARD_UUID, 102, { teamId: null }, owner))).toEqual([{ type: 'MemberTeamAssigned', data: { memberId: 102, teamId: null } }]);
    expect(thrown(() => decideUpdateMember(board, BOARD_UUID, 103, { teamId: otherBoardTeam }, owner))).toMatchObject({ code: 'VALIDATION_FAILED', message: v.memberTeam });
    expect(decideUpdateMember(board, BOARD_UUID, 102, { teamId: 51 }, owner)).toEqual([]);
    // A member of another board is no member here.
    expect(thrown(() => decideKick(board, BOARD_UUID, 202, owner))).toMatchObject({ code: 'NOT_FOUND', message: e.memberNotFound });
  });

  test('a kicked member is gone from the board', () => {
    const { board: b, history } = sampleBoard();
    const kicked = decideKick(b, BOARD_UUID, 102, owner);
    expect(eventsOf(kicked)).toEqual([{ type: 'MemberKicked', data: { memberId: 102, userId: participantUser.userId } }]);
    expect(after(b, history, kicked).board.state.members.has(participantUser.userId)).toBe(false);
  });
});

describe('teams', () => {
  const { board, history } = sampleBoard();

  test('editing changes only what was sent (the colour stays); a team of another board is not found', () => {
    const events: LeaderboardEvent[] = eventsOf(decideEditTeam(board, BOARD_UUID, 51, { name: 'Owls' }, owner));
    expect(events).toEqual([{ type: 'TeamEdited', data: { teamId: 51, name: 'Owls' } }]);
    expect(decideEditTeam(board, BOARD_UUID, 51, { name: 'Team 51', color: '' }, owner)).toEqual([]);
    expect(thrown(() => decideEditTeam(board, BOARD_UUID, otherBoardTeam, { name: 'Mine now' }, owner))).toMatchObject({ code: 'NOT_FOUND', message: e.teamNotFound });
    expect(thrown(() => decideDeleteTeam(board, BOARD_UUID, otherBoardTeam, owner))?.code).toBe('NOT_FOUND');
  });

  test('deleting a team leaves its members on the board, on no team', () => {
    const { board: next } = after(board, history, decideDeleteTeam(board, BOARD_UUID, 51, owner));
    expect(next.state.teams.has(51)).toBe(false);
    expect(next.state.members.get(participantUser.userId)).toMatchObject({ teamId: null });
  });

  test('a board has at most TEAMS_PER_BOARD teams', () => {
    const many: Loaded<BoardState> = { ...board, state: { ...board.state, teams: new Map(Array.from({ length: TEAMS_PER_BOARD }, (_, i) => [i + 1, { id: i + 1, uuid: '', name: 't', color: '' }])) } };
    expect(thrown(() => decideCreateTeam(many, BOARD_UUID, { name: 'One more', color: '' }, { teamId: 999, teamUuid: OTHER_BOARD_UUID }, owner))?.message).toBe(v.teamsPerBoard);
  });
});
