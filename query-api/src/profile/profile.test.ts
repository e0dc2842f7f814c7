import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Goal } from '@inkpace/contracts/api/goal';
import { publicProfile, type PublicProfile } from '@inkpace/contracts/api/profile';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { makeAdmin, signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { withPageHead } from '@inkpace/infra/http';
import { data } from '@inkpace/test/http';
import { profilePageHead } from './head.ts';

/** GET /api/v1/profile/{username} over HTTP on PostgreSQL: who has one, what it shows, and what it never carries. */

let t: TestApp;
let admin: SignedUp;
beforeAll(async () => {
  t = await startTestApp();
  admin = await signUpUser(t);
  await makeAdmin(t, admin.username, admin.client);
});
afterAll(async () => { await t?.close(); });

const newProject = async (u: SignedUp, body: Record<string, unknown>) =>
  data(await u.client.post<SummarizedProject>('/api/v1/project', { title: 'Novel', phase: 'drafting', ...body }));
const log = async (u: SignedUp, body: Record<string, unknown>) =>
  expect((await u.client.post('/api/v1/tally', { measure: 'word', ...body })).status).toBe(201);
const createGoal = async (u: SignedUp, body: Record<string, unknown>) => data(await u.client.post<Goal>('/api/v1/goal', { title: 'Goal', ...body }));
const settings = async (u: SignedUp, body: Record<string, unknown>) => data(await u.client.patch('/api/v1/me/settings', body));
const setState = async (u: SignedUp, state: 'active' | 'suspended' | 'deleted') =>
  data(await admin.client.patch(`/api/admin/user/${u.id}/state`, { state }));

/** The raw answer, as any visitor (no cookie) gets it. */
async function visit(username: string) {
  const res = await fetch(`${t.url}/api/v1/profile/${encodeURIComponent(username)}`, { headers: { 'accept-encoding': 'identity' } });
  return { status: res.status, headers: res.headers, text: await res.text() };
}
const profileOf = async (username: string): Promise<PublicProfile> => {
  const res = await visit(username);
  expect(res.status, res.text).toBe(200);
  return publicProfile.parse((JSON.parse(res.text) as { data: unknown }).data);
};
/** Headers that say nothing about the profile: when, and the caller's own rate-limit budget. */
const VARYING = new Set(['date', 'ratelimit', 'ratelimit-policy', 'keep-alive', 'connection']);
const stableHeaders = (h: Headers) => [...h.entries()].filter(([k]) => !VARYING.has(k)).sort(([a], [b]) => a.localeCompare(b));

describe('public profile', () => {
  test('visibility matrix: only an active writer with the profile on has one; every other case is the same 404', async () => {
    const cases = [] as Array<{ name: string; enabled: boolean; state: 'active' | 'suspended' | 'deleted' }>;
    for (const enabled of [true, false]) for (const state of ['active', 'suspended', 'deleted'] as const) cases.push({ name: '', enabled, state });
    for (const c of cases) {
      const u = await signUpUser(t);
      c.name = u.username;
      await settings(u, { enablePublicProfile: c.enabled });
      if (c.state !== 'active') await setState(u, c.state);
    }
    const notFound = [] as Array<Awaited<ReturnType<typeof visit>>>;
    for (const c of cases) {
      const res = await visit(c.name);
      if (c.enabled && c.state === 'active') {
        expect(res.status, JSON.stringify(c)).toBe(200);
        expect(res.headers.get('cache-control')).toBe('public, max-age=60');
      } else {
        expect(res.status, JSON.stringify(c)).toBe(404);
        notFound.push(res);
      }
    }
    notFound.push(await visit('nobodyhasthisname'), await visit('not a name'), await visit('x'.repeat(100)));
    const [first, ...others] = notFound;
    expect(first?.text).toBe('{"success":false,"error":{"code":"NOT_FOUND","message":"Not found."}}');
    expect(first?.headers.get('cache-control')).toBe('no-store');
    for (const other of others) {
      expect(other.text, `${other.status} ${other.text}`).toBe(first?.text);
      expect(stableHeaders(other.headers)).toEqual(stableHeaders(first?.headers ?? new Headers()));
    }

    // A suspended writer brought back has their profile again: the state decides, nothing was lost.
    const back = await signUpUser(t);
    await settings(back, { enablePublicProfile: true });
    await setState(back, 'suspended');
    expect((await visit(back.username)).status).toBe(404);
    await setState(back, 'active');
    expect((await visit(back.username)).status).toBe(200);
  });

  test('the lookup ignores case; a signed-in visitor sees the same public answer', async () => {
    const u = await signUpUser(t);
    await settings(u, { enablePublicProfile: true });
    const upper = await profileOf(u.username.toUpperCase());
    expect(upper.username).toBe(u.username.toLowerCase());
    const signedIn = await u.client.get(`/api/v1/profile/${u.username}`);
    expect(signedIn.status).toBe(200);
    expect(data(signedIn)).toEqual(upper);
  });

  test('per item: only live projects and goals marked displayOnProfile, in order of their latest activity', async () => {
    t.clock.set(new Date('2026-06-15T12:00:00Z'));
    const u = await signUpUser(t);
    await settings(u, { enablePublicProfile: true });
    const shown = await newProject(u, { title: 'Shown older', displayOnProfile: true });
    const shownNew = await newProject(u, { title: 'Shown newer', displayOnProfile: true });
    await newProject(u, { title: 'Shown quiet', displayOnProfile: true });
    const hidden = await newProject(u, { title: 'Hidden', displayOnProfile: false });
    const gone = await newProject(u, { title: 'Deleted', displayOnProfile: true });
    await log(u, { date: '2026-06-01', workId: shown.id, count: 100 });
    await log(u, { date: '2026-06-10', workId: shownNew.id, count: 200 });
    await log(u, { date: '2026-06-12', workId: hidden.id, count: 300 });
    await log(u, { date: '2026-06-12', workId: gone.id, count: 400 });
    data(await u.client.delete(`/api/v1/project/${gone.id}`));
    const habit = await createGoal(u, { title: 'Daily', type: 'habit', parameters: { cadence: { unit: 'day', period: 1 }, threshold: null }, startDate: '2026-06-08', displayOnProfile: true });
    const target = await createGoal(u, { title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count: 1000 } }, startDate: '2026-06-01', endDate: '2026-06-30', displayOnProfile: true });
    await createGoal(u, { title: 'Not shown', type: 'target', parameters: { threshold: { measure: 'word', count: 5 } }, displayOnProfile: false });
    const deletedGoal = await createGoal(u, { title: 'Deleted goal', type: 'target', parameters: { threshold: { measure: 'word', count: 5 } }, displayOnProfile: true });
    data(await u.client.delete(`/api/v1/goal/${deletedGoal.id}`));

    const p = await profileOf(u.username);
    expect(p.today).toBe('2026-06-15');
    expect(p.projectSummaries.map((s) => s.title)).toEqual(['Shown newer', 'Shown older', 'Shown quiet']);
    expect(p.projectSummaries[0]).toEqual({ uuid: shownNew.uuid, title: 'Shown newer', totals: { word: 200 }, recentActivity: [{ date: '2026-06-10', counts: { word: 200 } }] });
    expect(p.habitSummaries).toEqual([expect.objectContaining({ uuid: habit.uuid, title: 'Daily', currentStreakLength: 0, longestStreakLength: 1, successfulRanges: 2, totalRanges: 8 })]);
    expect(p.targetSummaries).toEqual([expect.objectContaining({ uuid: target.uuid, title: 'Draft', total: 600, achieved: false, status: 'ongoing' })]);
    // Lifetime totals and the heat map count every live project, shown or not; a deleted project counts nowhere.
    expect(p.lifetimeTotals).toEqual({ word: 600 });
    expect(p.recentActivity.map((d) => d.date)).toEqual(['2026-06-01', '2026-06-10', '2026-06-12']);

    // Switching the profile off takes it all away at once (no cached answer outlives the setting).
    await settings(u, { enablePublicProfile: false });
    expect((await visit(u.username)).status).toBe(404);
  });

  test('totals count every balance: the lifetime one and every project\'s, also for measures without entries', async () => {
    const u = await signUpUser(t);
    await settings(u, { enablePublicProfile: true, lifetimeStartingBalance: { chapter: 3, word: 1000 } });
    const p1 = await newProject(u, { title: 'One', displayOnProfile: true, startingBalance: { page: 7, word: 50 } });
    await newProject(u, { title: 'Two', displayOnProfile: false, startingBalance: { scene: 2 } });
    await log(u, { date: '2026-06-14', workId: p1.id, count: 25 });
    const p = await profileOf(u.username);
    expect(p.lifetimeTotals).toEqual({ word: 1075, page: 7, chapter: 3, scene: 2 });
    expect(p.projectSummaries).toEqual([expect.objectContaining({ title: 'One', totals: { word: 75, page: 7 } })]);
    // Settings the profile shows follow at once (the cached answer is keyed on them).
    expect(p.config).toEqual({ weekStartDay: 0, displayStreaks: true });
    await settings(u, { weekStartDay: 3, displayStreaks: false, lifetimeStartingBalance: {} });
    const after = await profileOf(u.username);
    expect(after.config).toEqual({ weekStartDay: 3, displayStreaks: false });
    expect(after.lifetimeTotals).toEqual({ word: 75, page: 7, scene: 2 });
  });

  test('no leak: the raw answer carries no note, tag, email, hidden title, description, entry id or tag id', async () => {
    t.clock.set(new Date('2026-06-15T12:00:00Z'));
    const u = await signUpUser(t);
    const marker = (what: string) => `zq${what}${Math.random().toString(36).slice(2, 8)}`;
    const m = { note: marker('note'), tag: marker('tag'), email: marker('mail'), hiddenProject: marker('hproj'), hiddenGoal: marker('hgoal'), description: marker('desc'), goalDescription: marker('gdesc') };
    await settings(u, { enablePublicProfile: true });
    data(await u.client.patch('/api/v1/me', { email: `${m.email}@example.com` }));
    const shown = await newProject(u, { title: 'Shown', description: m.description, displayOnProfile: true });
    const hidden = await newProject(u, { title: m.hiddenProject, displayOnProfile: false });
    await log(u, { date: '2026-06-14', workId: shown.id, count: 10, note: m.note, tags: [m.tag] });
    await log(u, { date: '2026-06-15', workId: shown.id, count: 10, note: m.note, tags: [m.tag] });
    await log(u, { date: '2026-06-15', workId: hidden.id, count: 10, note: m.note });
    const tags = data(await u.client.get<Array<{ id: number; name: string }>>('/api/v1/tag'));
    const tagId = tags.find((g) => g.name === m.tag)?.id;
    // Shown goals that filter by the tag and the project, with their current periods holding the noted entries.
    await createGoal(u, { title: 'Habit', description: m.goalDescription, type: 'habit', parameters: { cadence: { unit: 'week', period: 1 }, threshold: { measure: 'word', count: 5 } }, workIds: [shown.id], tagIds: [tagId], displayOnProfile: true });
    await createGoal(u, { title: 'Target', description: m.goalDescription, type: 'target', parameters: { threshold: { measure: 'word', count: 50 } }, workIds: [shown.id], tagIds: [tagId], displayOnProfile: true });
    await createGoal(u, { title: m.hiddenGoal, type: 'target', parameters: { threshold: { measure: 'word', count: 5 } }, displayOnProfile: false });

    const res = await visit(u.username);
    expect(res.status).toBe(200);
    for (const [what, value] of Object.entries(m)) expect(res.text, what).not.toContain(value);
    expect(res.text).not.toContain('example.com');
    for (const key of ['"id"', '"note"', '"workId"', '"workIds"', '"tagIds"', '"tags"', '"email"', '"ownerId"', '"description"', '"tallies"']) expect(res.text, key).not.toContain(key);
    const p = publicProfile.parse((JSON.parse(res.text) as { data: unknown }).data);
    expect(p.habitSummaries[0]?.currentRange).toMatchObject({ total: 20, entries: 2, success: true });
    expect(p.targetSummaries[0]).toMatchObject({ total: 20, dayCounts: [{ date: '2026-06-14', counts: { word: 10 } }, { date: '2026-06-15', counts: { word: 10 } }] });
  });
});

describe('the /@username page head', () => {
  test('name, avatar as an absolute address and totals; user text stays text', async () => {
    const u = await signUpUser(t);
    await settings(u, { enablePublicProfile: true, lifetimeStartingBalance: { word: 1234, time: 90 } });
    const name = `<i>"Ann" & co</i>`;
    data(await u.client.patch('/api/v1/me', { displayName: name }));
    const p = await profileOf(u.username);
    expect(p.displayName).toBe(name);
    const head = profilePageHead({ ...p, avatar: 'a b.webp' }, 'https://ink.example/');
    expect(head.description).toBe(`${name} has logged 1,234 words, 1h 30m on Inkpace.`);
    expect(head.meta).toMatchObject({
      'og:title': `${name} (@${u.username.toLowerCase()})`,
      'og:image': 'https://ink.example/uploads/avatars/a%20b.webp',
      'og:url': `https://ink.example/@${u.username.toLowerCase()}`,
      'twitter:card': 'summary',
    });
    expect(profilePageHead(p, 'https://ink.example').meta['og:image']).toBeUndefined();
    const html = withPageHead('<head><meta name="description" content="x" /><title>Inkpace</title></head>', head);
    expect(html).not.toContain('<i>');
    expect(html).toContain('&lt;i&gt;&quot;Ann&quot; &amp; co&lt;/i&gt;');
  });
});
