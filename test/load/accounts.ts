import { hashPassword } from '@inkpace/command-api/accounts';
import { expectStatus, stringField } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { load, loadRows } from './http-load.ts';
import { percentile, since } from './stats.ts';
import type { Row } from './table.ts';

const PASSWORD = 'bench-password-1234';
const HASH_SAMPLES = 10;
/** Distinct per run, so a bench against a shared DATABASE_URL server never collides with an earlier run. */
const runTag = Date.now().toString(36);

function newAccount(suffix: string): { username: string; email: string; password: string } {
  const username = `b${runTag}${suffix}`; // starts with a letter, well under the 24-character limit
  return { username, email: `${username}@bench.example.com`, password: PASSWORD };
}

/** In the bench process, with the server idle: the cost login and sign-up each pay once per request. */
async function hashTime(ctx: BenchContext): Promise<Row[]> {
  ctx.progress(`argon2id: ${HASH_SAMPLES} hashes`);
  await hashPassword(PASSWORD); // loads the native module and warms the allocator
  const times: number[] = [];
  for (let i = 0; i < HASH_SAMPLES; i++) {
    const t0 = performance.now();
    await hashPassword(PASSWORD);
    times.push(since(t0));
  }
  return [{ scenario: 'argon2id hash (19 MiB, t=2, p=1)', figure: `single hash, median of ${HASH_SAMPLES}`, value: percentile(times, 50), unit: 'ms' }];
}

/**
 * One sign-up at a time, so the figure is a latency, not a queueing delay. Sign-up answers only after the
 * accounts projection has applied it, so each sample is one Argon2 hash + append + projection lag.
 */
async function signUpLatency(ctx: BenchContext): Promise<Row[]> {
  ctx.progress(`sign-up: ${ctx.samples} sequential sign-ups`);
  const times: number[] = [];
  for (let i = 0; i < ctx.samples; i++) {
    const t0 = performance.now();
    await expectStatus(ctx.instance.url, 'POST', '/api/auth/signup', 201, { body: newAccount(`s${i}`) });
    times.push(since(t0));
  }
  const scenario = 'sign-up -> projection (POST /api/auth/signup)';
  return [
    { scenario, figure: `request p50 (${times.length} sequential)`, value: percentile(times, 50), unit: 'ms' },
    { scenario, figure: 'request p99', value: percentile(times, 99), unit: 'ms' },
  ];
}

interface Seed {
  username: string;
  cookie: string;
  token: string;
}

/** Seeded through the API, as a real client would: sign up, log in, create an API key. */
async function seed(url: string): Promise<Seed> {
  const account = newAccount('seed');
  await expectStatus(url, 'POST', '/api/auth/signup', 201, { body: account });
  const login = await expectStatus(url, 'POST', '/api/auth/login', 200, { body: { username: account.username, password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.startsWith('inkpace_session='));
  if (!cookie) throw new Error(`login set no inkpace_session cookie (got: ${login.cookies.join(', ') || 'none'})`);
  const key = await expectStatus(url, 'POST', '/api/v1/api-key', 201, { cookie, body: { name: 'bench', expiresAt: null } });
  return { username: account.username, cookie, token: stringField(key.data, 'token') };
}

export const accountScenarios: ScenarioGroup = {
  name: 'accounts',
  async run(ctx) {
    const { url } = ctx.instance;
    const seconds = ctx.seconds;
    const rows = await hashTime(ctx);
    rows.push(...(await signUpLatency(ctx)));
    const s = await seed(url);

    // The public ping has no auth: the ceiling the authenticated routes below can approach.
    ctx.progress(`GET /api/v1/ping for ${seconds} s`);
    rows.push(...loadRows('GET /api/v1/ping (public, baseline)', await load({ url, path: '/api/v1/ping', seconds })));

    ctx.progress(`GET /api/v1/ping/api-token for ${seconds} s`);
    const apiToken = await load({ url, path: '/api/v1/ping/api-token', headers: { authorization: `Bearer ${s.token}` }, seconds });
    rows.push(...loadRows('GET /api/v1/ping/api-token (API key)', apiToken, {
      target: { atLeast: 5_000 }, reference: 'established tracker: 181 req/s',
    }));

    ctx.progress(`GET /api/v1/me for ${seconds} s`);
    rows.push(...loadRows('GET /api/v1/me (session)', await load({ url, path: '/api/v1/me', headers: { cookie: s.cookie }, seconds })));

    // Last: every login verifies a hash and appends a SessionStarted event, the heaviest load of the group.
    ctx.progress(`POST /api/auth/login for ${seconds} s`);
    const login = await load({
      url, path: '/api/auth/login', method: 'POST', seconds,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: s.username, password: PASSWORD }),
    });
    rows.push(...loadRows('POST /api/auth/login', login));
    return rows;
  },
};
