import type { Insertable, Kysely, Updateable } from 'kysely';
import type { LeaderboardEvent } from '@inkpace/contracts/events/leaderboard';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { LIVE_ROW, lifecycleSet, stateAfter } from '../runtime/lifecycle.ts';
import type { Projection } from '../runtime/projection.ts';
import { boardColumns } from './board-columns.ts';
import { leaderboardsSetup, type BoardsTable, type LeaderboardTables, type MembersTable, type TeamsTable } from './tables.ts';

type Trx = Kysely<LeaderboardTables>;
type Data<T extends LeaderboardEvent['type']> = Extract<LeaderboardEvent, { type: T }>['data'];

const STREAM_PREFIX = 'leaderboard-';

/** Only the columns of the settings the event carries (an edit carries only what changed). */
function settingsColumns(d: Data<'LeaderboardEdited'>, at: Date): Updateable<BoardsTable> {
  return { ...boardColumns.columns(d), updated_at: at };
}

/** Only the columns of the participation fields the event carries. */
function participationColumns(d: Partial<Data<'MemberJoined'>>, at: Date): Updateable<MembersTable> {
  const set: Updateable<MembersTable> = { updated_at: at };
  if (d.isParticipant !== undefined) set.is_participant = d.isParticipant;
  if (d.displayName !== undefined) set.display_name = d.displayName;
  if (d.color !== undefined) set.color = d.color;
  if (d.teamId !== undefined) set.team_id = d.teamId;
  if (d.goal !== undefined) set.goal = d.goal ? JSON.stringify(d.goal) : null;
  if (d.workIds !== undefined) set.work_ids = d.workIds;
  if (d.tagIds !== undefined) set.tag_ids = d.tagIds;
  return set;
}

function teamColumns(d: Data<'TeamEdited'>, at: Date): Updateable<TeamsTable> {
  const set: Updateable<TeamsTable> = { updated_at: at };
  if (d.name !== undefined) set.name = d.name;
  if (d.color !== undefined) set.color = d.color;
  return set;
}

/** The board a stream's member and team events belong to (they name no board: the stream is the board's). */
async function boardIdOf(trx: Trx, streamId: string): Promise<number> {
  const row = await trx.selectFrom('boards').select('id').where('uuid', '=', streamId.slice(STREAM_PREFIX.length)).executeTakeFirstOrThrow();
  return row.id;
}

const setMember = (trx: Trx, memberId: number, set: Updateable<MembersTable>) =>
  trx.updateTable('members').set(set).where('id', '=', memberId).execute();

const USER_PREFIX = 'user-';
/** Account changes that show on the boards the account is on: its name, its avatar, and whether it is listed at all. */
const SHOWN_ACCOUNT_CHANGES = new Set(['DisplayNameChanged', 'AccountStateChanged', 'UserAvatarSet', 'UserAvatarRemoved']);

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  if (event.streamId.startsWith(USER_PREFIX)) {
    if (!SHOWN_ACCOUNT_CHANGES.has(event.type)) return;
    await trx.updateTable('boards').set({ version: event.sequence.toString() })
      .where('id', 'in', (eb) => eb.selectFrom('members').select('board_id').where('user_uuid', '=', event.streamId.slice(USER_PREFIX.length)))
      .execute();
    return;
  }
  if (!event.streamId.startsWith(STREAM_PREFIX)) return;
  await applyBoardEvent(trx, event);
  // Whatever changed, the board's pages show something new.
  await trx.updateTable('boards').set({ version: event.sequence.toString() })
    .where('uuid', '=', event.streamId.slice(STREAM_PREFIX.length)).execute();
}

async function applyBoardEvent(trx: Trx, event: RecordedEvent): Promise<void> {
  // Stored events were validated when decided; their data is trusted as the union the stream holds.
  const e = { type: event.type, data: event.data } as LeaderboardEvent;
  const at = event.createdAt;
  switch (e.type) {
    case 'LeaderboardCreated': {
      const d = e.data;
      await trx.insertInto('boards').values({
        ...boardColumns.columns(d), id: d.id, uuid: d.uuid, owner_id: d.ownerId,
        ...LIVE_ROW, version: event.sequence.toString(), created_at: at, updated_at: at,
      } as Insertable<BoardsTable>).execute();
      return;
    }
    case 'LeaderboardEdited':
      await trx.updateTable('boards').set(settingsColumns(e.data, at)).where('id', '=', e.data.id).execute();
      return;
    case 'LeaderboardDeleted':
    case 'LeaderboardRestored':
      // One path both ways: the board's members and teams stay with it, and every read goes through its state.
      await trx.updateTable('boards').set({ ...lifecycleSet(stateAfter(e.type), at), updated_at: at }).where('id', '=', e.data.id).execute();
      return;
    case 'LeaderboardStarred':
      await setMember(trx, e.data.memberId, { starred: e.data.starred, updated_at: at });
      return;
    case 'MemberJoined': {
      const d = e.data;
      await trx.insertInto('members').values({
        id: d.memberId, uuid: d.memberUuid, board_id: await boardIdOf(trx, event.streamId), user_id: d.userId, user_uuid: d.userUuid,
        is_owner: d.isOwner, is_participant: d.isParticipant, display_name: d.displayName, color: d.color, team_id: d.teamId,
        goal: d.goal ? JSON.stringify(d.goal) : null, work_ids: d.workIds, tag_ids: d.tagIds, starred: d.starred, created_at: at, updated_at: at,
      }).execute();
      return;
    }
    case 'ParticipationEdited':
      await setMember(trx, e.data.memberId, participationColumns(e.data, at));
      return;
    case 'MemberLeft':
    case 'MemberKicked':
      await trx.deleteFrom('members').where('id', '=', e.data.memberId).execute();
      return;
    case 'MemberRoleChanged':
      await setMember(trx, e.data.memberId, { is_owner: e.data.isOwner, updated_at: at });
      return;
    case 'MemberTeamAssigned':
      await setMember(trx, e.data.memberId, { team_id: e.data.teamId, updated_at: at });
      return;
    case 'TeamCreated': {
      const d = e.data;
      await trx.insertInto('teams').values({
        id: d.teamId, uuid: d.teamUuid, board_id: await boardIdOf(trx, event.streamId), name: d.name, color: d.color, created_at: at, updated_at: at,
      }).execute();
      return;
    }
    case 'TeamEdited':
      await trx.updateTable('teams').set(teamColumns(e.data, at)).where('id', '=', e.data.teamId).execute();
      return;
    case 'TeamDeleted':
      // Its members stay on the board, on no team (as the aggregate does).
      await trx.updateTable('members').set({ team_id: null }).where('team_id', '=', e.data.teamId).execute();
      await trx.deleteFrom('teams').where('id', '=', e.data.teamId).execute();
      return;
  }
}

export const leaderboardsProjection: Projection<LeaderboardTables> = {
  name: 'leaderboards',
  // 2: boards.version and the notify trigger (live board pages).
  // 3: the one lifecycle convention (state and deleted_at, projector/src/runtime/lifecycle.ts).
  version: 3,
  setup: leaderboardsSetup,
  handle: apply,
  streams: [STREAM_PREFIX, USER_PREFIX],
};
