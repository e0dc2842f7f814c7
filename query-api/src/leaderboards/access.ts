import { requireBoardMember, requireLiveBoard, type BoardAccess } from '@inkpace/contracts/rules/policies/leaderboard';
import { boardAccess, type BoardAccessView, type MemberRow } from '@inkpace/projector/leaderboards';
import type { QueryDeps } from '../deps.ts';

/** The board's access view as contracts/rules/leaderboard-access.ts reads it. */
export const accessOf = (view: BoardAccessView | null): BoardAccess<MemberRow & { isOwner: boolean }> | null =>
  view && { live: view.live, membership: view.membership && { ...view.membership, isOwner: view.membership.is_owner } };

/** The live board when the caller is a member of it (else the 404 of an unknown board), with their membership. */
export async function asMember(deps: Pick<QueryDeps, 'db'>, uuid: string, userId: number): Promise<{ view: BoardAccessView; me: MemberRow }> {
  const view = await boardAccess(deps.db, uuid, userId);
  const me = requireBoardMember(accessOf(view), uuid);
  return { view: requireLiveBoard(view, uuid), me };
}
