import type { Insertable, Kysely, Updateable } from 'kysely';
import type { BannerEvent } from '@inkpace/contracts/events/banner';
import type { RecordedEvent } from '@inkpace/infra/event-store';
import { LIVE_ROW, lifecycleSet } from '../runtime/lifecycle.ts';
import type { Projection } from '../runtime/projection.ts';
import { bannerColumns } from './banner-columns.ts';
import { bannersSetup, type BannersTable, type BannerTables } from './tables.ts';

type Trx = Kysely<BannerTables>;

/** Only the columns of the fields the event carries: an edit changes nothing it did not send. */
function changedColumns(data: Extract<BannerEvent, { type: 'BannerUpdated' }>['data'], at: Date): Updateable<BannersTable> {
  return { ...bannerColumns.columns(data), updated_at: at };
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
        ...bannerColumns.columns(d), id: d.id, uuid: d.uuid,
        created_at: at, updated_at: at, ...LIVE_ROW,
      } as Insertable<BannersTable>).execute();
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
