import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signUpUser } from '../support/accounts.ts';
import { startTestApp, type TestApp } from '../support/app.ts';
import { Client, data } from '../support/http.ts';
import { budgetOf, expectTooMany } from '../support/rate-limits.ts';

const API = 5;
const SIGN_IN = 4;
let t: TestApp;
beforeAll(async () => { t = await startTestApp({ env: { API_RATE_LIMIT: String(API), AUTH_RATE_LIMIT: String(SIGN_IN) } }); });
afterAll(async () => { await t?.close(); });

/** Windows follow the app's clock: moving it a minute on starts fresh budgets for everyone. */
const nextWindow = () => t.clock.advance(60_000);

async function writerWithKey() {
  const u = await signUpUser(t);
  const { token } = data(await u.client.post<{ token: string }>('/api/v1/api-key', { name: 'script', expiresAt: null }));
  return { ...u, key: new Client(t.url).withBearer(token) };
}

describe('the API budget (API_RATE_LIMIT a minute)', () => {
  test('an API key gets API_RATE_LIMIT requests a minute, each answer says how many are left, then 429 until the window ends', async () => {
    const u = await writerWithKey();
    nextWindow();
    for (let i = 0; i < API; i++) {
      const res = await u.key.get('/api/v1/project');
      expect(res.status).toBe(200);
      const budget = budgetOf(res);
      expect(budget).toMatchObject({ limit: API, remaining: API - 1 - i });
      expect(budget.resetSeconds).toBeGreaterThan(0);
      expect(budget.resetSeconds).toBeLessThanOrEqual(60);
    }
    const over = await u.key.get('/api/v1/project');
    expectTooMany(over);
    // The key's budget is its own: the writer's browser session still answers.
    expect((await u.client.get('/api/v1/project')).status).toBe(200);
    t.clock.advance(budgetOf(over).resetSeconds * 1000);
    expect(budgetOf(await u.key.get('/api/v1/project'))).toMatchObject({ limit: API, remaining: API - 1 });
  });

  test('a browser session gets three times the budget of a key (a screen makes several calls)', async () => {
    const u = await signUpUser(t);
    nextWindow();
    for (let i = 0; i < 3 * API; i++) {
      const res = await u.client.get('/api/v1/me');
      expect(res.status).toBe(200);
      expect(budgetOf(res)).toMatchObject({ limit: 3 * API, remaining: 3 * API - 1 - i });
    }
    expectTooMany(await u.client.get('/api/v1/me'));
  });

  test('errors carry the headers too: 400, 404 and an unknown path', async () => {
    const u = await writerWithKey();
    nextWindow();
    const answers = [
      await u.key.post('/api/v1/project', {}),
      await u.key.get('/api/v1/project/987654'),
      await u.key.get('/api/v1/nothing-here'),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 404, 404]);
    expect(answers.map((r) => budgetOf(r).remaining)).toEqual([API - 1, API - 2, API - 3]);
  });

  test('401s carry the headers and count against the address, however many made-up keys are tried', async () => {
    nextWindow();
    for (let i = 0; i < API; i++) {
      const res = await new Client(t.url).withBearer(`made-up-key-${i}`).get('/api/v1/project');
      expect(res.status).toBe(401);
      expect(budgetOf(res)).toMatchObject({ limit: API, remaining: API - 1 - i });
    }
    expectTooMany(await new Client(t.url).withBearer('yet-another-made-up-key').get('/api/v1/project'));
    expectTooMany(await new Client(t.url).get('/api/v1/ping'));
  });
});

describe('the sign-in budget (AUTH_RATE_LIMIT a minute per address)', () => {
  test('login, sign-up, reset request, reset completion and verification share one budget', async () => {
    nextWindow();
    const anon = new Client(t.url);
    const answers = [
      await anon.post('/api/auth/login', { username: 'nobody-here', password: 'wrong password' }),
      await anon.post('/api/auth/signup', { username: 'x', email: 'bad', password: 'short' }),
      await anon.post('/api/auth/reset-password', { username: 'nobody-here' }),
      await anon.post('/api/auth/reset-password/8fb3e519-fc08-477f-a70e-4132eca599d4', { newPassword: 'whatever long' }),
    ];
    expect(answers.map((r) => r.status)).toEqual([400, 400, 200, 404]);
    expect(answers.map((r) => budgetOf(r))).toEqual(
      [3, 2, 1, 0].map((remaining) => expect.objectContaining({ limit: SIGN_IN, remaining })),
    );
    expectTooMany(await anon.post('/api/auth/verify-email/8fb3e519-fc08-477f-a70e-4132eca599d4'));
    expectTooMany(await anon.post('/api/auth/login', { username: 'nobody-here', password: 'wrong password' }));
    // The API budget is another one.
    expect((await anon.get('/api/v1/ping')).status).toBe(200);
  });
});
