import { MEMBERS_PER_BOARD } from '../api/leaderboard-member.ts';
import { DomainError } from '../errors.ts';
import { messages } from '../messages.ts';
import { notFound } from './access.ts';

/**
 * Who may do what on a leaderboard, for commands and queries alike (spec §6). Authority comes from the caller's own
 * membership on that board, never from the board alone (the reference's owner check degraded to "the board has an
 * owner", server-behaviour §0 item 1).
 *
 * - Someone who is not a member of a live board gets the same 404 as for a board that does not exist: the board
 *   is invisible to them (the reference answers its GET with 404 too), so an owner-only route tells a stranger
 *   nothing, not even that the uuid is a board.
 * - A member who is not an owner gets a 403: they already see the board, its roster and who owns it, so "not
 *   found" would be a lie that tells them nothing new, and "you may not" is what the UI needs to say.
 */

/** What access looks at: whether the board is live, and the caller's membership on it (null: none). */
export interface BoardAccess<M extends { isOwner: boolean }> {
  live: boolean;
  membership: M | null;
}

export type BoardRole = 'owner' | 'member' | 'none';

/** Whether a membership (of a live or a deleted board) is an owner's: who may delete and restore the board. */
export const isBoardOwner = (membership: { isOwner: boolean } | null | undefined): boolean => membership?.isOwner === true;

export function boardRole(access: BoardAccess<{ isOwner: boolean }> | null): BoardRole {
  if (!access?.live || !access.membership) return 'none';
  return access.membership.isOwner ? 'owner' : 'member';
}

const unknownBoard = (uuid: string): DomainError => notFound(messages.errors.leaderboardNotFound(uuid));

/** The caller's membership of a live board (owner, participant or spectator); otherwise a 404. */
export function requireBoardMember<M extends { isOwner: boolean }>(access: BoardAccess<M> | null, uuid: string): M {
  if (!access?.live || !access.membership) throw unknownBoard(uuid);
  return access.membership;
}

/** The caller's membership when they are an owner of the live board; a 404 for strangers, a 403 for other members. */
export function requireBoardOwner<M extends { isOwner: boolean }>(access: BoardAccess<M> | null, uuid: string): M {
  const membership = requireBoardMember(access, uuid);
  if (!membership.isOwner) throw new DomainError('FORBIDDEN', messages.errors.leaderboardOwnersOnly);
  return membership;
}

/**
 * A board keeps at least one owner (spec §4 "Membership"): the only one (`owners`: how many the board has) can be
 * neither demoted, kicked nor leave. Commands refuse it (ONLY_OWNER); the page turns those buttons off.
 */
export const isSoleOwner = (member: { isOwner: boolean }, owners: number): boolean => member.isOwner && owners === 1;

/** A live board (for joining by code, which strangers may do); otherwise a 404. */
export function requireLiveBoard<B extends { live: boolean }>(board: B | null, uuid: string): B {
  if (!board?.live) throw unknownBoard(uuid);
  return board;
}

/**
 * Whether a board takes new members (joining, and looking a board up by its code): open to them and not full;
 * otherwise CANNOT_JOIN, saying which.
 */
export function requireJoinable(board: { isJoinable: boolean; memberCount: number }): void {
  if (!board.isJoinable) throw new DomainError('CANNOT_JOIN', messages.errors.leaderboardNotJoinable);
  if (board.memberCount >= MEMBERS_PER_BOARD) throw new DomainError('CANNOT_JOIN', messages.errors.leaderboardFull);
}

/**
 * The participants feed: members, and anyone signed in when the board is public (the one thing isPublic does,
 * server-behaviour §0 item 11); otherwise the 404 of a board that does not exist.
 */
export function requireFeedReader<M extends { isOwner: boolean }>(access: BoardAccess<M> | null, isPublic: boolean, uuid: string): void {
  if (access?.live && isPublic) return;
  requireBoardMember(access, uuid);
}
