import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { knownUuids } from '@inkpace/projector/progress';
import type { ReadModels } from '@inkpace/projector/read-models';
import { signUpUser, type SignedUp } from '@inkpace/test/accounts';
import { startTestApp, type TestApp } from '@inkpace/test/app';
import { data, errorOf, type ApiResponse } from '@inkpace/test/http';

/** Creates with a client's uuid, over HTTP: a retry writes nothing and answers the first thing; other content is a 409. */

let t: TestApp;
beforeAll(async () => { t = await startTestApp(); });
afterAll(async () => { await t?.close(); });

interface Made { id: number; uuid: string }
type Kind = 'project' | 'tally' | 'tag' | 'goal';

/** Every event stored so far: a refused or repeated create must leave it as it was. */
const storedEvents = async (): Promise<number> =>
  Number((await sql<{ n: string }>`select count(*)::text as n from events`.execute(t.database.db)).rows[0]?.n);
const created = (res: ApiResponse<unknown>): Made => {
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return data(res) as Made;
};
const listed = async (u: SignedUp, kind: Kind): Promise<Made[]> => data(await u.client.get<Made[]>(`/api/v1/${kind}`));

async function newProject(u: SignedUp): Promise<Made> {
  return created(await u.client.post('/api/v1/project', { title: 'Novel', phase: 'drafting' }));
}

/** A body of each kind (an entry's goes into `projectId`), and a change of content that makes it another thing. */
const bodies: Record<Kind, { body: (projectId: number) => Record<string, unknown>; other: Record<string, unknown> }> = {
  project: { body: () => ({ title: 'Novel', phase: 'drafting', startingBalance: { word: 100, page: 2 } }), other: { title: 'Another novel' } },
  tally: { body: (workId) => ({ date: '2026-03-01', workId, measure: 'word', count: 500, note: 'Good day', tags: ['Draft'], setTotal: false }), other: { count: 501 } },
  tag: { body: () => ({ name: 'Draft', color: 'red' }), other: { color: 'blue' } },
  goal: { body: () => ({ title: 'Draft', type: 'target', parameters: { threshold: { measure: 'word', count: 5000 } } }), other: { title: 'Revise' } },
};

describe('a create with a client uuid', () => {
  for (const kind of ['project', 'tally', 'tag', 'goal'] as const) {
    test(`${kind}: sent twice writes one, the second answer is the first ${kind} (after an edit too); other content is a 409 with nothing written`, async () => {
      const u = await signUpUser(t);
      const project = await newProject(u);
      const uuid = randomUUID();
      const body = { ...bodies[kind].body(project.id), uuid };
      const first = created(await u.client.post(`/api/v1/${kind}`, body));
      expect(first.uuid).toBe(uuid);
      // Edited since: a retry of the create still matches what the create recorded.
      const edit = kind === 'tally' ? { note: 'Edited' } : kind === 'tag' ? { name: 'Drafts' } : { title: 'Edited' };
      expect((await u.client.patch(`/api/v1/${kind}/${first.id}`, edit)).status).toBe(200);
      const before = await storedEvents();
      const again = created(await u.client.post(`/api/v1/${kind}`, body));
      expect(again).toMatchObject({ id: first.id, uuid, ...edit });
      expect(await storedEvents()).toBe(before);

      const conflict = await u.client.post(`/api/v1/${kind}`, { ...body, ...bodies[kind].other });
      expect(errorOf(conflict)).toEqual({ status: 409, code: 'CONFLICT', message: messages.errors.uuidTaken });
      expect(await storedEvents()).toBe(before);
      expect((await listed(u, kind)).filter((m) => m.uuid === uuid).map((m) => m.id)).toEqual([first.id]);
    });
  }

  test('another writer sending the same uuid gets their own thing, and nothing of the first one', async () => {
    const [a, b] = [await signUpUser(t), await signUpUser(t)];
    const uuid = randomUUID();
    const pa = created(await a.client.post('/api/v1/project', { title: 'Mine', phase: 'drafting', uuid }));
    // Other content than a's: no conflict, since b has nothing with this uuid.
    const pb = created(await b.client.post('/api/v1/project', { title: 'Theirs', phase: 'outlining', uuid }));
    expect(pb).toMatchObject({ uuid, title: 'Theirs', phase: 'outlining' });
    expect(pb.id).not.toBe(pa.id);
    const entry = { date: '2026-03-01', measure: 'word', count: 10, note: '', tags: [], setTotal: false, uuid: randomUUID() };
    const ea = created(await a.client.post('/api/v1/tally', { ...entry, workId: pa.id }));
    const eb = created(await b.client.post('/api/v1/tally', { ...entry, workId: pb.id }));
    expect(eb.id).not.toBe(ea.id);
    expect((await listed(a, 'project')).map((p) => p.id)).toEqual([pa.id]);
    expect((await listed(b, 'tally')).map((e) => e.id)).toEqual([eb.id]);
  });

  for (const kind of ['project', 'tally', 'tag', 'goal'] as const) {
    test(`${kind}: five concurrent creates with one uuid make one, and all five answer it`, async () => {
      const u = await signUpUser(t);
      const project = await newProject(u);
      const body = { ...bodies[kind].body(project.id), uuid: randomUUID() };
      const answers = await Promise.all(Array.from({ length: 5 }, () => u.client.post(`/api/v1/${kind}`, body)));
      const ids = answers.map((res) => created(res).id);
      expect(new Set(ids).size).toBe(1);
      expect((await listed(u, kind)).filter((m) => m.uuid === body.uuid).map((m) => m.id)).toEqual([ids[0]]);
      // The entry's tag, made with it by the create that won, is made once too.
      if (kind === 'tally') expect(await listed(u, 'tag')).toHaveLength(1);
    });
  }
});

describe('a batch with client uuids', () => {
  test('entries: a known uuid with the same content is answered as it is and not written again; only the new ones are', async () => {
    const u = await signUpUser(t);
    const project = await newProject(u);
    const entry = (count: number) => ({ date: '2026-03-02', workId: project.id, measure: 'word', count, note: '', tags: [], setTotal: false, uuid: randomUUID() });
    const [known, fresh, plain] = [entry(100), entry(200), { ...entry(300), uuid: undefined }];
    const first = created(await u.client.post('/api/v1/tally', known));
    const batch = await u.client.post<Made[]>('/api/v1/tally/batch', [fresh, known, plain]);
    expect(batch.status).toBe(201);
    const answered = data(batch);
    expect(answered.map((e) => e.uuid)).toEqual([fresh.uuid, known.uuid, expect.any(String)]);
    expect(answered[1]).toMatchObject({ id: first.id, count: 100 });
    expect((await listed(u, 'tally')).map((e) => e.id).sort()).toEqual(answered.map((e) => e.id).sort());
    // Sent again whole: nothing new.
    const before = await storedEvents();
    const again = data(await u.client.post<Made[]>('/api/v1/tally/batch', [fresh, known]));
    expect(again.map((e) => e.id)).toEqual(answered.slice(0, 2).map((e) => e.id));
    expect(await storedEvents()).toBe(before);
    // One conflicting item refuses the whole batch.
    const refused = await u.client.post('/api/v1/tally/batch', [entry(1), { ...known, count: 101 }]);
    expect(errorOf(refused)?.status).toBe(409);
    expect(await storedEvents()).toBe(before);
  });

  test('the same uuid twice in one batch is a 400 and nothing is written (entries and goals)', async () => {
    const u = await signUpUser(t);
    const project = await newProject(u);
    const uuid = randomUUID();
    const before = await storedEvents();
    const entries = await u.client.post('/api/v1/tally/batch', [{ ...bodies.tally.body(project.id), uuid }, { ...bodies.tally.body(project.id), uuid, count: 3 }]);
    expect(errorOf(entries)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.validation.repeatedClientUuid(uuid) });
    const goals = await u.client.post('/api/v1/goal/batch', [{ ...bodies.goal.body(0), uuid }, { ...bodies.goal.body(0), uuid: uuid.toUpperCase() }]);
    expect(errorOf(goals)).toEqual({ status: 400, code: 'VALIDATION_FAILED', message: messages.validation.repeatedClientUuid(uuid) });
    expect(await storedEvents()).toBe(before);
  });

  test('goals: a known uuid is left out of the write, the new ones are created, all answered in order', async () => {
    const u = await signUpUser(t);
    const known = { ...bodies.goal.body(0), uuid: randomUUID() };
    const first = created(await u.client.post('/api/v1/goal', known));
    const fresh = { ...bodies.goal.body(0), title: 'Another', uuid: randomUUID() };
    const answered = data(await u.client.post<Made[]>('/api/v1/goal/batch', [known, fresh]));
    expect(answered.map((g) => g.uuid)).toEqual([known.uuid, fresh.uuid]);
    expect(answered[0]?.id).toBe(first.id);
    expect((await listed(u, 'goal')).map((g) => g.uuid).sort()).toEqual([known.uuid, fresh.uuid].sort());
  });
});

test("knownUuids finds a writer's things by the uuids they chose, deleted ones too, never another writer's", async () => {
  const [a, b] = [await signUpUser(t), await signUpUser(t)];
  const uuid = randomUUID();
  const gone = randomUUID();
  const pa = created(await a.client.post('/api/v1/project', { title: 'Mine', phase: 'drafting', uuid }));
  const old = created(await a.client.post('/api/v1/project', { title: 'Old', phase: 'drafting', uuid: gone }));
  expect((await a.client.delete(`/api/v1/project/${old.id}`)).status).toBe(200);
  const pb = created(await b.client.post('/api/v1/project', { title: 'Theirs', phase: 'drafting', uuid }));
  const db = t.database.db as Kysely<ReadModels>;
  expect(await knownUuids(db, a.id, 'project', [uuid, gone, randomUUID()])).toEqual(new Map([[uuid, pa.id], [gone, old.id]]));
  expect(await knownUuids(db, b.id, 'project', [uuid, gone])).toEqual(new Map([[uuid, pb.id]]));
  expect(await knownUuids(db, a.id, 'tally', [uuid])).toEqual(new Map());
});
