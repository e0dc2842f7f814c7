import { expectStatus, stringField } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Issue 14: a board with 200 participants × 100 entries each. The established tracker serves its participants feed
 * (every counted entry; the browser ranks) at 3.6 req/s (p50 2.4 s) on this machine. Also: how soon a new entry
 * reaches an open board's event stream, and what being on 5 boards costs a writer's POST /api/v1/tally.
 */
const PARTICIPANTS = 200;
const ENTRIES_EACH = 100;
const REFERENCE_FEED = 3.6;
const DAY = 86_400_000;
const isoDaysAgo = (days: number): string => new Date(Date.now() - days * DAY).toISOString().slice(0, 10);

interface Member { token: string; projectId: number }

async function seedMember(url: string, name: string): Promise<Member> {
  const password = 'bench-password-1234';
  await expectStatus(url, 'POST', '/api/auth/signup', 201, { body: { username: name, email: `${name}@bench.example.com`, password } });
  const login = await expectStatus(url, 'POST', '/api/auth/login', 200, { body: { username: name, password } });
  const cookie = login.cookies.find((c) => c.startsWith('inkpace_session=')) ?? '';
  const token = stringField((await expectStatus(url, 'POST', '/api/v1/api-key', 201, { cookie, body: { name: 'bench', expiresAt: null } })).data, 'token');
  const project = await expectStatus(url, 'POST', '/api/v1/project', 201, { token, body: { title: 'Novel', phase: 'drafting' } });
  return { token, projectId: (project.data as { id: number }).id };
}

/** A month-long board running through today, so every entry counts and par is prorated. */
const boardBody = (title: string) => ({ title, startDate: isoDaysAgo(27), endDate: isoDaysAgo(-2), measures: ['word'], goal: { word: 50_000 }, isJoinable: true });

async function createBoard(url: string, owner: Member, title: string): Promise<string> {
  return stringField((await expectStatus(url, 'POST', '/api/v1/leaderboard', 201, { token: owner.token, body: boardBody(title) })).data, 'uuid');
}

const entries = (m: Member, seed: number) => Array.from({ length: ENTRIES_EACH }, (_, i) => ({
  date: isoDaysAgo((i * 7 + seed) % 28), workId: m.projectId, measure: 'word', count: 100 + ((i * 131 + seed * 17) % 1900),
}));

async function wireBytes(url: string, path: string, token: string, encoding: string | null): Promise<number> {
  const res = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}`, ...(encoding ? { 'accept-encoding': encoding } : {}) } });
  const body = await res.arrayBuffer();
  return encoding ? Number(res.headers.get('content-length') ?? body.byteLength) : body.byteLength;
}

/** Time from sending an entry to its board's event arriving on an open stream, one entry at a time. */
async function streamLatency(url: string, uuid: string, viewer: Member, writer: Member, samples: number): Promise<number[]> {
  const controller = new AbortController();
  const res = await fetch(`${url}/api/v1/leaderboard/${uuid}/live`, { headers: { authorization: `Bearer ${viewer.token}` }, signal: controller.signal });
  if (!res.body) throw new Error('no event stream');
  const reader = res.body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  const nextEvent = async (): Promise<void> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.includes('event: standings')) return;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('event stream ended');
      buffer += decoder.decode(value, { stream: true });
    }
  };
  await nextEvent(); // the version as it is now
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const t0 = performance.now();
    const heard = nextEvent();
    await expectStatus(url, 'POST', '/api/v1/tally', 201, { token: writer.token, body: { date: isoDaysAgo(0), workId: writer.projectId, measure: 'word', count: 10 } });
    await heard;
    times.push(since(t0));
  }
  controller.abort();
  return times;
}

export const leaderboardScenarios: ScenarioGroup = {
  name: 'leaderboards',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    const tag = Date.now().toString(36);
    ctx.progress(`seeding a board with ${PARTICIPANTS} participants × ${ENTRIES_EACH} entries`);
    const owner = await seedMember(url, `lbo${tag}`);
    const uuid = await createBoard(url, owner, 'Bench board');
    const members: Member[] = [];
    for (let i = 0; i < PARTICIPANTS - 1; i++) {
      const m = await seedMember(url, `lb${i}x${tag}`);
      await expectStatus(url, 'POST', `/api/v1/leaderboard/${uuid}/me`, 201, { token: m.token, body: { isParticipant: true } });
      await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: m.token, body: entries(m, i) });
      members.push(m);
    }
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: owner.token, body: entries(owner, PARTICIPANTS) });
    const auth = { authorization: `Bearer ${owner.token}` };
    const rows: Row[] = [];

    const reads: Array<[string, string]> = [
      ['GET /api/v1/leaderboard/<uuid>/standings (the board page\'s data)', `/api/v1/leaderboard/${uuid}/standings`],
      ['GET /api/v1/leaderboard/<uuid> (the board and its roster)', `/api/v1/leaderboard/${uuid}`],
      ['GET /api/v1/leaderboard/<uuid>/participants (the reference\'s feed)', `/api/v1/leaderboard/${uuid}/participants`],
    ];
    // As a browser asks (and most HTTP clients): gzip accepted, so the cached compressed copy goes out.
    for (const [scenario, path] of reads) {
      ctx.progress(`${scenario} for ${ctx.seconds} s`);
      const r = await load({ url, path, headers: { ...auth, 'accept-encoding': 'gzip, br' }, seconds: ctx.seconds });
      rows.push(...loadRows(scenario, r, { target: { atLeast: REFERENCE_FEED * 300 }, reference: `established tracker's feed: ${REFERENCE_FEED} req/s; ratio ${(r.requestsPerSecond / REFERENCE_FEED).toFixed(0)}x` }));
    }
    for (const [scenario, path] of reads.slice(0, 2)) {
      rows.push({ scenario, figure: 'bytes on the wire (browser offers gzip)', value: (await wireBytes(url, path, owner.token, 'gzip, br')) / 1024, unit: 'KiB', target: { atMost: 150 } });
      rows.push({ scenario, figure: 'bytes uncompressed', value: (await wireBytes(url, path, owner.token, null)) / 1024, unit: 'KiB', target: { atMost: 150 } });
    }

    ctx.progress(`event stream: ${Math.min(ctx.samples, 200)} entries, one at a time`);
    const heard = await streamLatency(url, uuid, owner, members[0] ?? owner, Math.min(ctx.samples, 200));
    const live = 'a new entry reaches an open board\'s event stream (from sending the POST)';
    rows.push({ scenario: live, figure: 'latency p50', value: percentile(heard, 50), unit: 'ms' });
    rows.push({ scenario: live, figure: 'latency p99', value: percentile(heard, 99), unit: 'ms', target: { atMost: 100 } });

    // Each entry is matched against every board its writer is on: a member of 5 boards against a writer on none.
    const onFive = members[1] ?? owner;
    for (let i = 0; i < 4; i++) {
      const other = await createBoard(url, owner, `Side board ${i + 1}`);
      await expectStatus(url, 'POST', `/api/v1/leaderboard/${other}/me`, 201, { token: onFive.token, body: { isParticipant: true } });
    }
    const loner = await seedMember(url, `lbn${tag}`);
    const post = async (m: Member, scenario: string) => {
      ctx.progress(`${scenario} for ${ctx.seconds} s`);
      const body = JSON.stringify({ date: isoDaysAgo(1), workId: m.projectId, measure: 'word', count: 250 });
      return load({ url, path: '/api/v1/tally', method: 'POST', headers: { authorization: `Bearer ${m.token}`, 'content-type': 'application/json' }, body, seconds: ctx.seconds });
    };
    const alone = await post(loner, 'POST /api/v1/tally (writer on no board)');
    const five = await post(onFive, 'POST /api/v1/tally (member of 5 boards, one of 200 participants)');
    rows.push(...loadRows('POST /api/v1/tally (writer on no board)', alone));
    rows.push(...loadRows('POST /api/v1/tally (member of 5 boards, one of 200 participants)', five, {
      target: { atLeast: alone.requestsPerSecond * 0.8 },
      reference: `${((1 - five.requestsPerSecond / alone.requestsPerSecond) * 100).toFixed(0)} % slower than on no board (aim: at most 20 %)`,
    }));
    return rows;
  },
};
