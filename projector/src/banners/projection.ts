import type { Kysely, Updateable } from 'kysely';
import type { BannerEvent } from '@inkpace/contracts/events/banner';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { LIVE_ROW, lifecycleSet } from '../runtime/lifecycle.ts';
import type { Projection } from '../runtime/projection.ts';
import { bannersSetup, type BannersTable, type BannerTables } from './tables.ts';

type Trx = Kysely<BannerTables>;

/** Only the columns of the fields the event carries: an edit changes nothing it did not send. */
function changedColumns(data: Extract<BannerEvent, { type: 'BannerUpdated' }>['data'], at: Date): Updateable<BannersTable> {
  const set: Updateable<BannersTable> = { updated_at: at };
  if (data.message !== undefined) set.message = data.message;
  if (data.icon !== undefined) set.icon = data.icon;
  if (data.color !== undefined) set.color = data.color;
  if (data.showUntil !== undefined) set.show_until = data.showUntil;
  if (data.enabled !== undefined) set.enabled = data.enabled;
  return set;
}

async function apply(trx: Trx, event: RecordedEvent): Promise<void> {
  if (!event.streamId.startsWith('banner-')) return;
  // Stored events were validated when decided; their data is trusted as the union the stream holds.
  const e = { type: event.type, data: event.data } as BannerEvent;
  const at = event.createdAt;
  switch (e.type) {
    case 'BannerCreated': {
      const d = e.data;
      await trx.insertInto('banners').values({
        id: d.id, uuid: d.uuid, message: d.message, icon: d.icon, color: d.color, show_until: d.showUntil,
        enabled: d.enabled, created_at: at, updated_at: at, ...LIVE_ROW,
      }).execute();
      return;
    }
    case 'BannerUpdated':
      await trx.updateTable('banners').set(changedColumns(e.data, at)).where('id', '=', e.data.id).execute();
      return;
    case 'BannerDeleted':
      await trx.updateTable('banners').set({ ...lifecycleSet('deleted', at), updated_at: at }).where('id', '=', e.data.id).execute();
      return;
  }
}

export const bannersProjection: Projection<BannerTables> = {
  name: 'banners',
  // 2: the one lifecycle convention (state and deleted_at, projector/src/runtime/lifecycle.ts).
  version: 2,
  setup: bannersSetup,
  handle: apply,
  streams: ['banner-'],
};
