import { afterAll, beforeAll, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { signUpUser } from '@inkpace/test/accounts';

/**
 * Two installations on one Redis (two sites on one host, or parallel test runs) never run each other's jobs. Before
 * the queue's keys carried the installation's tag, the other installation's workers took about half of this one's
 * mail jobs, found no such user in their own database, and the mails were lost.
 */
let here: TestApp;
let other: TestApp;
beforeAll(async () => {
  here = await startTestApp({ redis: true });
  // Only workers: anything it does with this installation's jobs shows in its outbox, or as a lost mail here.
  other = await startTestApp({ redis: true, roles: ['workers'] });
});
afterAll(async () => {
  await other?.close();
  await here?.close();
});

test('every verification mail of one installation is sent by its own workers, none by the other\'s', { timeout: 60_000 }, async () => {
  const users: Array<{ email: string }> = [];
  for (let i = 0; i < 10; i++) users.push(await signUpUser(here, { login: false }));
  await expect.poll(async () => {
    const sent = await here.mails();
    return users.filter((u) => sent.some((m) => m.to.includes(u.email) && /verif/i.test(m.subject))).length;
  }, { timeout: 30_000 }).toBe(users.length);
  expect(await other.mails()).toEqual([]);
});
