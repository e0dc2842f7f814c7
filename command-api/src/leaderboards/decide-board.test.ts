import { describe, expect, test } from 'vitest';
import { createLeaderboardBody } from '@inkpace/contracts/api/leaderboard';
import { BOARDS_PER_WRITER } from '@inkpace/contracts/api/leaderboard-member';
import { messages } from '@inkpace/contracts/messages';
import { BOARD_UUID, after, eventsOf, owner, participantUser, sampleBoard, thrown } from './board-fixtures.ts';
import { decideCreateBoard, decideEditBoard, decideStarBoard } from './decide-board.ts';

/** Board decisions on their own: create, edit (PATCH), star. */

const v = messages.validation;
const ids = { boardId: 7, boardUuid: BOARD_UUID, memberId: 70, memberUuid: '00000000-0000-4000-8000-0000000000aa' };
const create = (body: Record<string, unknown>, writerBoards = 0) => decideCreateBoard(createLeaderboardBody.parse({ title: 'Sprint', ...body }), ids, owner, writerBoards);

describe('creating a board', () => {
  test('one new stream: the board, then its creator as an owner who takes part by default', () => {
    const [write] = create({ starred: true });
    expect(write).toMatchObject({ streamId: `leaderboard-${BOARD_UUID}`, expected: 'no_stream' });
    expect(write?.events.map((e) => e.type)).toEqual(['LeaderboardCreated', 'MemberJoined']);
    expect(write?.events[1]?.data).toMatchObject({ memberId: 70, userId: owner.userId, isOwner: true, isParticipant: true, starred: true, teamId: null });
    expect(eventsOf(create({ isParticipant: false }))[1]?.data).toMatchObject({ isOwner: true, isParticipant: false });
  });

  test('individual-goal mode stores no measures, no goal and no fundraiser; measures once each', () => {
    expect(eventsOf(create({ individualGoalMode: true, measures: [], goal: { word: 9 }, fundraiserMode: true }))[0]?.data)
      .toMatchObject({ measures: [], goal: {}, fundraiserMode: false, individualGoalMode: true });
    expect(eventsOf(create({ measures: ['page', 'word', 'page'] }))[0]?.data).toMatchObject({ measures: ['page', 'word'] });
  });

  test('a writer on BOARDS_PER_WRITER boards cannot create another', () => {
    expect(thrown(() => create({}, BOARDS_PER_WRITER))?.message).toBe(v.boardsPerWriter);
    expect(create({}, BOARDS_PER_WRITER - 1)).toHaveLength(1);
  });
});

describe('editing a board (PATCH)', () => {
  const { board, history } = sampleBoard({ description: 'old', startDate: '2026-11-01', endDate: '2026-11-30' });
  const edit = (body: Record<string, unknown>) => decideEditBoard(board, BOARD_UUID, body, owner);

  test('only the fields sent that differ; unsent ones keep their values; nothing new, nothing written', () => {
    const decision = edit({ title: 'November', description: 'new', isJoinable: true, enableTeams: true });
    expect(eventsOf(decision)).toEqual([{ type: 'LeaderboardEdited', data: { id: 1, description: 'new', enableTeams: true } }]);
    expect(decision[0]?.expected).toBe(board.revision);
    expect(edit({ title: 'November', goal: { word: 50_000 } })).toEqual([]);
    expect(edit({})).toEqual([]);
    const { board: edited } = after(board, history, decision);
    expect(edited.state).toMatchObject({ title: 'November', description: 'new', startDate: '2026-11-01', isJoinable: true, goal: { word: 50_000 } });
  });

  test('the board as it would be is checked whole', () => {
    expect(thrown(() => edit({ startDate: '2026-12-01' }))?.message).toBe(v.goalEndBeforeStart);
    expect(thrown(() => edit({ measures: [] }))?.message).toBe(v.leaderboardMeasures);
    // Turning individual-goal mode on clears measures, goal and fundraiser; turning it off needs measures again.
    const on = edit({ individualGoalMode: true, fundraiserMode: true });
    expect(eventsOf(on)[0]?.data).toEqual({ id: 1, individualGoalMode: true, measures: [], goal: {} });
    const { board: individual } = after(board, history, on);
    expect(thrown(() => decideEditBoard(individual, BOARD_UUID, { individualGoalMode: false }, owner))?.message).toBe(v.leaderboardMeasures);
    expect(eventsOf(decideEditBoard(individual, BOARD_UUID, { individualGoalMode: false, measures: ['word'] }, owner))[0]?.data)
      .toEqual({ id: 1, individualGoalMode: false, measures: ['word'] });
  });

  test("starred in a PATCH is the owner's own star, its own event", () => {
    expect(eventsOf(edit({ starred: true }))).toEqual([{ type: 'LeaderboardStarred', data: { memberId: 101, starred: true } }]);
    expect(edit({ starred: false })).toEqual([]);
  });
});

describe('stars are per member', () => {
  test("one member's star leaves the others' alone; the same star again writes nothing", () => {
    const { board, history } = sampleBoard();
    const starred = decideStarBoard(board, BOARD_UUID, true, participantUser);
    expect(eventsOf(starred)).toEqual([{ type: 'LeaderboardStarred', data: { memberId: 102, starred: true } }]);
    const { board: next } = after(board, history, starred);
    expect(next.state.members.get(participantUser.userId)?.starred).toBe(true);
    expect(next.state.members.get(owner.userId)?.starred).toBe(false);
    expect(decideStarBoard(next, BOARD_UUID, true, participantUser)).toEqual([]);
    expect(decideStarBoard(next, BOARD_UUID, true, owner)).toHaveLength(1);
  });
});
