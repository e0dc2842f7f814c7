import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { banner as bannerSchema, type Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { defaultBannerShowUntil } from '@inkpace/contracts/rules/banner';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { createLogger } from '@inkpace/infra/log';
import { projections, rebuildProjections } from '@inkpace/projector';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { Client, data, type ApiResponse } from '@inkpace/test/http';

let t: TestApp;
let admin: SignedUp;
let user: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  user = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
});
afterAll(async () => { await t?.close(); });

const HOUR = 60 * 60 * 1000;
const v = messages.validation;
const later = (ms: number) => new Date(t.clock.now().getTime() + ms).toISOString();
const bannerList = z.array(bannerSchema);

async function create(body: Record<string, unknown>): Promise<Banner> {
  const res = await admin.client.post('/api/admin/banner', body);
  expect(res.status).toBe(201);
  return bannerSchema.parse(data(res));
}
const adminList = async (client = admin.client) => bannerList.parse(data(await client.get('/api/admin/banner')));
const publicList = async (client = new Client(t.url)) => bannerList.parse(data(await client.get('/api/banners')));
const bannerEvents = async (uuid?: string) => (await t.database.pool.query<{ type: string; data: unknown; metadata: Record<string, unknown> }>(
  `select type, data, metadata from events where stream_id like $1 order by global_position`, [uuid ? `banner-${uuid}` : 'banner-%'])).rows;
const failure = (res: ApiResponse, code: string, message?: string) => {
  expect(res.body).toEqual({ success: false, error: { code, message: message ?? expect.any(String) } });
};

describe('access', () => {
  test('anonymous callers get 401 and non-admins 403 on every admin route, and nothing changes', async () => {
    const b = await create({ message: 'Maintenance tonight', enabled: true });
    const before = await bannerEvents();
    const key = data(await admin.client.post<{ token: string }>('/api/v1/api-key', { name: 'not for admin', expiresAt: null }));
    const callers = [
      { client: new Client(t.url), status: 401, code: 'NOT_LOGGED_IN' },
      { client: user.client, status: 403, code: 'FORBIDDEN' },
      // Admin routes need the admin's browser session: an API key of theirs is not enough.
      { client: new Client(t.url).withBearer(key.token), status: 401, code: 'NOT_LOGGED_IN' },
    ];
    for (const { client, status, code } of callers) {
      for (const res of [
        await client.get('/api/admin/banner'),
        await client.post('/api/admin/banner', { message: 'sneaky' }),
        await client.patch(`/api/admin/banner/${b.id}`, { message: 'defaced' }),
        await client.delete(`/api/admin/banner/${b.id}`),
      ]) {
        expect(res.status).toBe(status);
        failure(res, code);
      }
    }
    expect(await bannerEvents()).toEqual(before);
    expect((await adminList()).find((x) => x.id === b.id)).toEqual(b);
    expect((await publicList(user.client)).map((x) => x.id)).toContain(b.id);
  });
});

describe('create and edit', () => {
  test('a banner created with only a message takes the defaults; disabled, it is not public', async () => {
    const b = await create({ message: '  Welcome to **Inkpace**  ' });
    expect(b).toMatchObject({
      message: 'Welcome to **Inkpace**', icon: 'campaign', color: 'info', enabled: false,
      showUntil: defaultBannerShowUntil(t.clock.now()).toISOString(),
    });
    expect((await adminList())[0]).toEqual(b);
    expect((await publicList()).map((x) => x.id)).not.toContain(b.id);
  });

  test.each([
    { label: 'no message', body: {}, message: v.bannerMessage },
    { label: 'blank message', body: { message: '   ' }, message: v.bannerMessage },
    { label: 'message too long', body: { message: 'x'.repeat(1001) }, message: v.bannerMessageMax },
    { label: 'empty icon', body: { message: 'm', icon: '' }, message: v.bannerIcon },
    { label: 'icon too long', body: { message: 'm', icon: 'i'.repeat(101) }, message: v.bannerIconMax },
    { label: 'unknown colour', body: { message: 'm', color: 'purple' }, message: v.bannerColor },
    { label: 'null colour', body: { message: 'm', color: null }, message: v.bannerColor },
    { label: 'showUntil not a date', body: { message: 'm', showUntil: 'next week' }, message: v.bannerShowUntilInvalid },
    { label: 'showUntil a calendar date only', body: { message: 'm', showUntil: '2099-01-01' }, message: v.bannerShowUntilInvalid },
    { label: 'showUntil in the past', body: { message: 'm', showUntil: '2020-01-01T00:00:00Z' }, message: v.bannerShowUntilPast },
    { label: 'enabled not a boolean', body: { message: 'm', enabled: 'yes' }, message: v.bannerEnabled },
  ])('create refuses $label with the message verbatim, appending nothing', async ({ body, message }) => {
    const before = (await bannerEvents()).length;
    const res = await admin.client.post('/api/admin/banner', body);
    expect(res.status).toBe(400);
    failure(res, 'VALIDATION_FAILED', message);
    expect(await bannerEvents()).toHaveLength(before);
  });

  test('create refuses unknown fields; edit refuses bad values, bad ids and unknown banners', async () => {
    failure(await admin.client.post('/api/admin/banner', { message: 'm', title: 'extra' }), 'VALIDATION_FAILED');
    const b = await create({ message: 'to edit', showUntil: later(HOUR) });
    failure(await admin.client.patch(`/api/admin/banner/${b.id}`, { message: '' }), 'VALIDATION_FAILED', v.bannerMessage);
    failure(await admin.client.patch(`/api/admin/banner/${b.id}`, { showUntil: 'soon' }), 'VALIDATION_FAILED', v.bannerShowUntilInvalid);
    failure(await admin.client.patch(`/api/admin/banner/${b.id}`, { color: 'magenta' }), 'VALIDATION_FAILED', v.bannerColor);
    failure(await admin.client.patch('/api/admin/banner/abc', { message: 'x' }), 'VALIDATION_FAILED');
    const missing = await admin.client.patch('/api/admin/banner/2147483647', { message: 'x' });
    expect(missing.status).toBe(404);
    failure(missing, 'NOT_FOUND', messages.errors.notFound);
    expect(await bannerEvents(b.uuid)).toHaveLength(1);
  });

  test('a showUntil in the past is refused on create but allowed on edit, which ends the banner', async () => {
    const b = await create({ message: 'ending early', enabled: true, showUntil: later(HOUR) });
    expect((await publicList()).map((x) => x.id)).toContain(b.id);
    const past = '2020-01-01T00:00:00.000Z';
    const edited = bannerSchema.parse(data(await admin.client.patch(`/api/admin/banner/${b.id}`, { showUntil: past })));
    expect(edited.showUntil).toBe(past);
    expect((await publicList()).map((x) => x.id)).not.toContain(b.id);
    expect((await adminList()).find((x) => x.id === b.id)?.showUntil).toBe(past);
  });

  test('PATCH changes only the fields sent, and the event holds only those', async () => {
    const b = await create({ message: 'Fixed', icon: 'pi-info', color: 'success', showUntil: '2099-05-01T10:00:00+02:00', enabled: false });
    expect(b.showUntil).toBe('2099-05-01T08:00:00.000Z');
    const enabled = bannerSchema.parse(data(await admin.client.patch(`/api/admin/banner/${b.id}`, { enabled: true })));
    expect(enabled).toEqual({ ...b, enabled: true, updatedAt: enabled.updatedAt });
    expect(Date.parse(enabled.updatedAt)).toBeGreaterThanOrEqual(Date.parse(b.updatedAt));
    const warned = bannerSchema.parse(data(await admin.client.patch(`/api/admin/banner/${b.id}`, { color: 'warn' })));
    expect(warned).toEqual({ ...enabled, color: 'warning', updatedAt: warned.updatedAt });
    // Nothing sent, nothing appended: the banner comes back as it is.
    expect(data(await admin.client.patch(`/api/admin/banner/${b.id}`, {}))).toEqual(warned);
    expect((await bannerEvents(b.uuid)).map((e) => [e.type, e.data])).toEqual([
      ['BannerCreated', { id: b.id, uuid: b.uuid, message: 'Fixed', icon: 'pi-info', color: 'success', showUntil: b.showUntil, enabled: false }],
      ['BannerUpdated', { id: b.id, enabled: true }],
      ['BannerUpdated', { id: b.id, color: 'warning' }],
    ]);
  });

  test('the events carry the admin as actor, with their session and the request', async () => {
    const b = await create({ message: 'audited' });
    data(await admin.client.patch(`/api/admin/banner/${b.id}`, { icon: 'star' }));
    data(await admin.client.delete(`/api/admin/banner/${b.id}`));
    const events = await bannerEvents(b.uuid);
    expect(events.map((e) => e.type)).toEqual(['BannerCreated', 'BannerUpdated', 'BannerDeleted']);
    for (const e of events) {
      expect(e.metadata).toMatchObject({
        actor: { type: 'admin', id: admin.uuid }, sessionId: expect.any(String), requestId: expect.any(String), schemaVersion: 1,
      });
    }
  });
});

describe('lists and deletion', () => {
  test('the public list shows only enabled, unexpired banners, newest first, until the clock passes them', async () => {
    const soon = await create({ message: 'soon over', enabled: true, showUntil: later(HOUR) });
    const lasting = await create({ message: 'lasting', enabled: true, showUntil: later(48 * HOUR) });
    const off = await create({ message: 'switched off', enabled: false, showUntil: later(48 * HOUR) });
    const mine = (list: Banner[]) => list.map((b) => b.id).filter((id) => [soon.id, lasting.id, off.id].includes(id));
    expect(mine(await publicList())).toEqual([lasting.id, soon.id]);
    expect(mine(await publicList(user.client))).toEqual([lasting.id, soon.id]);
    expect(mine(await adminList())).toEqual([off.id, lasting.id, soon.id]);
    expect((await publicList()).find((b) => b.id === lasting.id)).toEqual(lasting);
    t.clock.advance(2 * HOUR);
    try {
      expect(mine(await publicList())).toEqual([lasting.id]);
      expect(mine(await adminList())).toEqual([off.id, lasting.id, soon.id]);
    } finally {
      t.clock.set(new Date());
    }
  });

  test('delete answers the deleted banner; it leaves both lists; deleting again is 404', async () => {
    const b = await create({ message: 'short-lived', enabled: true, showUntil: later(HOUR) });
    const removed = bannerSchema.parse(data(await admin.client.delete(`/api/admin/banner/${b.id}`)));
    expect(removed).toEqual({ ...b, updatedAt: removed.updatedAt });
    expect((await adminList()).map((x) => x.id)).not.toContain(b.id);
    expect((await publicList()).map((x) => x.id)).not.toContain(b.id);
    for (const res of [await admin.client.delete(`/api/admin/banner/${b.id}`), await admin.client.patch(`/api/admin/banner/${b.id}`, { enabled: false })]) {
      expect(res.status).toBe(404);
      failure(res, 'NOT_FOUND', messages.errors.notFound);
    }
    expect((await bannerEvents(b.uuid)).map((e) => e.type)).toEqual(['BannerCreated', 'BannerDeleted']);
  });

  test('rebuilding the banners read model from the log yields exactly the live rows', async () => {
    const kept = await create({ message: 'kept', enabled: true, showUntil: later(HOUR) });
    data(await admin.client.patch(`/api/admin/banner/${kept.id}`, { message: 'kept, edited', color: 'error' }));
    const gone = await create({ message: 'gone' });
    data(await admin.client.delete(`/api/admin/banner/${gone.id}`));
    const dump = async () => (await t.database.pool.query('select * from banners.banners order by id')).rows;
    const live = await dump();
    expect(live.length).toBeGreaterThanOrEqual(2);
    const store = createPgEventStore({ pool: t.database.pool });
    try {
      await rebuildProjections({ pool: t.database.pool, store, projections, log: createLogger('silent'), names: ['banners'] });
    } finally {
      await store.close();
    }
    expect(await dump()).toEqual(live);
    // The live projector keeps working on the swapped-in tables.
    const after = await create({ message: 'after the rebuild' });
    expect((await adminList())[0]).toEqual(after);
  });
});
