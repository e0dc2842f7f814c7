import { randomUUID } from 'node:crypto';
import type { CreateLeaderboardBody, Leaderboard, LeaderboardSummary, UpdateLeaderboardBody } from '@inkpace/contracts/api/leaderboard';
import { leaderboardStream } from '@inkpace/contracts/events/leaderboard';
import { notFound } from '@inkpace/contracts/rules/access';
import type { Caller } from '@inkpace/infra/http';
import { boardAccess, boardSummary, toLeaderboard, writerBoardCount, type BoardAccessView } from '@inkpace/projector/leaderboards';
import { loadAggregate, type Loaded } from '../pipeline/aggregate.ts';
import type { Decision } from '../pipeline/decision.ts';
import type { CommandDeps } from '../pipeline/deps.ts';
import { allocateId } from '../pipeline/ids.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { runCommand } from '../pipeline/run.ts';
import { settle } from '../pipeline/settle.ts';
import { boardAggregate, type BoardState } from './board-aggregate.ts';
import { decideCreateBoard, decideDeleteBoard, decideEditBoard, decideRestoreBoard, decideStarBoard } from './decide-board.ts';

/**
 * Leaderboard commands: each loads the board from its stream, decides (the decisions check who may do what), appends
 * and waits until the read models show the write; answers come from the read models, as queries see them.
 */

/** Decides on the board's stream (loaded afresh on each attempt) and waits for the read models to show the write. */
export async function onBoard(
  deps: CommandDeps, uuid: string, meta: CommandMeta, decide: (board: Loaded<BoardState>) => Decision | Promise<Decision>,
): Promise<void> {
  const stream = leaderboardStream(uuid);
  const { position } = await runCommand(deps, meta, async () => decide(await loadAggregate(deps.store, stream, boardAggregate)));
  await settle(deps, position, stream);
}

/** The board and the caller's membership as the read models show them after a write the decision allowed. */
export async function boardNow(deps: CommandDeps, uuid: string, caller: Caller): Promise<BoardAccessView> {
  const view = await boardAccess(deps.db, uuid, caller.userId);
  if (!view) throw notFound();
  return view;
}

const answer = async (deps: CommandDeps, uuid: string, caller: Caller): Promise<Leaderboard> => {
  const view = await boardNow(deps, uuid, caller);
  return toLeaderboard(view.board, view.membership?.starred ?? false);
};

export async function createBoard(deps: CommandDeps, caller: Caller, body: CreateLeaderboardBody, meta: CommandMeta): Promise<Leaderboard> {
  const [boardId, memberId] = await Promise.all([allocateId(deps.db, 'leaderboard_ids'), allocateId(deps.db, 'leaderboard_member_ids')]);
  const ids = { boardId, boardUuid: randomUUID(), memberId, memberUuid: randomUUID() };
  const { position } = await runCommand(deps, meta, async () => decideCreateBoard(body, ids, caller, await writerBoardCount(deps.db, caller.userId)));
  await settle(deps, position, leaderboardStream(ids.boardUuid), { id: boardId });
  return answer(deps, ids.boardUuid, caller);
}

export async function updateBoard(deps: CommandDeps, caller: Caller, uuid: string, body: UpdateLeaderboardBody, meta: CommandMeta): Promise<Leaderboard> {
  await onBoard(deps, uuid, meta, (board) => decideEditBoard(board, uuid, body, caller));
  return answer(deps, uuid, caller);
}

/** Answers the board as deleted. */
export async function deleteBoard(deps: CommandDeps, caller: Caller, uuid: string, meta: CommandMeta): Promise<Leaderboard> {
  await onBoard(deps, uuid, meta, (board) => decideDeleteBoard(board, uuid, caller));
  return answer(deps, uuid, caller);
}

/** Brings back a board the caller owns and deleted in the restore window; answers it as its GET does. */
export async function restoreBoard(deps: CommandDeps, caller: Caller, uuid: string, meta: CommandMeta): Promise<LeaderboardSummary> {
  await onBoard(deps, uuid, meta, async (board) => decideRestoreBoard(board, uuid, caller, deps.clock.now(), await writerBoardCount(deps.db, caller.userId)));
  return boardSummary(deps.db, await boardNow(deps, uuid, caller));
}

export async function starBoard(deps: CommandDeps, caller: Caller, uuid: string, starred: boolean, meta: CommandMeta): Promise<{ starred: boolean }> {
  await onBoard(deps, uuid, meta, (board) => decideStarBoard(board, uuid, starred, caller));
  return { starred: (await boardNow(deps, uuid, caller)).membership?.starred ?? starred };
}
