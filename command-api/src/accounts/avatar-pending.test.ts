import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { avatarUrl, type User } from '@inkpace/contracts/api/account';
import type { PendingWrite } from '@inkpace/contracts/api/route';
import { createPgEventStore } from '@inkpace/infra/event-store';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';
import { flatPng } from '@inkpace/test/hostile-images';
import { data } from '@inkpace/test/http';

let t: TestApp;
beforeAll(async () => { t = await startTestApp({ settleTimeoutMs: 3_000, projectorBackoffMs: 200 }); });
afterAll(async () => { await t?.close(); });

test('an avatar stored while the accounts read models are stuck answers 202 and keeps its file (the log names it)', { timeout: 60_000 }, async () => {
  const u = await signUpUser(t);
  const before = data(await u.client.get<User>('/api/v1/me'));
  // A sign-up reusing the writer's id stops the accounts projection there (a stand-in for any bug an event could hit).
  const store = createPgEventStore({ pool: t.database.pool });
  try {
    const uuid = randomUUID();
    await store.append(`user-${uuid}`, [{
      type: 'UserSignedUp',
      data: { id: before.id, uuid, username: `poison${Date.now()}`, displayName: 'Poison', email: 'p@example.com', passwordHash: 'x' },
      metadata: { actor: { type: 'system' }, schemaVersion: 1 },
    }], { expectedRevision: 'no_stream' });
  } finally {
    await store.close();
  }

  const res = await u.client.upload<PendingWrite>('/api/v1/me/avatar', 'avatar', flatPng(32, 32), 'a.png', 'image/png');
  expect(res.status).toBe(202);
  const logged = await t.database.pool.query<{ avatar: string }>(
    `select data->>'avatar' as avatar from events where stream_id = $1 and type = 'UserAvatarSet'`, [`user-${u.uuid}`]);
  const avatar = logged.rows[0]?.avatar ?? '';
  expect(avatar).toMatch(/^[0-9a-f-]{36}\.webp$/);
  expect((await fetch(t.url + avatarUrl(avatar))).status).toBe(200);
});
