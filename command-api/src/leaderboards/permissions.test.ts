import { describe, expect, test } from 'vitest';
import { joinBody } from '@inkpace/contracts/api/leaderboard-member';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { Decision } from '../pipeline/decision.ts';
import type { BoardState } from './board-aggregate.ts';
import { BOARD_UUID, after, eventsOf, freshIds, loaded, owned, roles, sampleBoard, thrown, type Role } from './board-fixtures.ts';
import { decideDeleteBoard, decideEditBoard, decideStarBoard, type Writer } from './decide-board.ts';
import { decideEditParticipation, decideJoin, decideKick, decideLeave, decideUpdateMember } from './decide-membership.ts';
import { decideCreateTeam, decideDeleteTeam, decideEditTeam } from './decide-teams.ts';

/**
 * Every leaderboard decision × {owner, participant, spectator, stranger}. A stranger gets the 404 of a board that
 * does not exist (the board is invisible to them); a member who is not an owner gets a 403 for owner actions.
 * A refusal throws, so it appends nothing.
 */

type Decide = (board: Loaded<BoardState>, who: Writer) => Decision;
const SPECTATOR_MEMBER = 103;
const TEAM = 51;

const decisions: Record<string, Decide> = {
  'edit board': (b, who) => decideEditBoard(b, BOARD_UUID, { title: 'Renamed' }, who),
  'delete board': (b, who) => decideDeleteBoard(b, BOARD_UUID, who),
  'star board': (b, who) => decideStarBoard(b, BOARD_UUID, true, who),
  join: (b, who) => decideJoin(b, BOARD_UUID, joinBody.parse({ isParticipant: true }), { memberId: 900, memberUuid: freshIds().uuid }, owned, who, 0),
  'edit own participation': (b, who) => decideEditParticipation(b, BOARD_UUID, { displayName: 'Quill' }, owned, who),
  leave: (b, who) => decideLeave(b, BOARD_UUID, who),
  'promote a member': (b, who) => decideUpdateMember(b, BOARD_UUID, SPECTATOR_MEMBER, { isOwner: true }, who),
  'assign a team': (b, who) => decideUpdateMember(b, BOARD_UUID, SPECTATOR_MEMBER, { teamId: TEAM }, who),
  'kick a member': (b, who) => decideKick(b, BOARD_UUID, SPECTATOR_MEMBER, who),
  'create a team': (b, who) => decideCreateTeam(b, BOARD_UUID, { name: 'Larks', color: '' }, { teamId: 60, teamUuid: freshIds().uuid }, who),
  'edit a team': (b, who) => decideEditTeam(b, BOARD_UUID, TEAM, { name: 'Owls' }, who),
  'delete a team': (b, who) => decideDeleteTeam(b, BOARD_UUID, TEAM, who),
};

const ownerOnly = { owner: null, participant: 'FORBIDDEN', spectator: 'FORBIDDEN', stranger: 'NOT_FOUND' } as const;
const anyMember = { owner: null, participant: null, spectator: null, stranger: 'NOT_FOUND' } as const;
/** null: allowed (and it writes at least one event). */
const expected: Record<keyof typeof decisions, Record<Role, string | null>> = {
  'edit board': ownerOnly,
  'delete board': ownerOnly,
  'star board': anyMember,
  join: { owner: 'ALREADY_JOINED', participant: 'ALREADY_JOINED', spectator: 'ALREADY_JOINED', stranger: null },
  'edit own participation': anyMember,
  // The owner here is the board's only one.
  leave: { ...anyMember, owner: 'ONLY_OWNER' },
  'promote a member': ownerOnly,
  'assign a team': ownerOnly,
  'kick a member': ownerOnly,
  'create a team': ownerOnly,
  'edit a team': ownerOnly,
  'delete a team': ownerOnly,
};

const cases = Object.entries(decisions).flatMap(([name, decide]) =>
  (Object.keys(roles) as Role[]).map((role) => [name, role, decide, expected[name]?.[role] ?? null] as const));

describe('the permission matrix', () => {
  const { board } = sampleBoard();

  test.each(cases)('%s as %s', (_name, role, decide, code) => {
    const error = thrown(() => decide(board, roles[role]));
    expect(error?.code ?? null).toBe(code);
    if (code === null) expect(eventsOf(decide(board, roles[role])).length).toBeGreaterThan(0);
  });

  test.each(Object.entries(decisions))('%s on a deleted board is not found, for its owner too', (_name, decide) => {
    const { board: live, history } = sampleBoard();
    const { board: gone } = after(live, history, decideDeleteBoard(live, BOARD_UUID, roles.owner));
    for (const role of Object.keys(roles) as Role[]) expect(thrown(() => decide(gone, roles[role]))?.code).toBe('NOT_FOUND');
  });

  test.each(Object.entries(decisions))('%s on a board that does not exist is not found', (_name, decide) => {
    expect(thrown(() => decide(loaded([]), roles.stranger))?.code).toBe('NOT_FOUND');
  });
});
