import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startTestApp, type TestApp } from '../support/app.ts';
import { Client, type ApiResponse } from '../support/http.ts';
import { budgetOf, expectTooMany } from '../support/rate-limits.ts';

/** The sign-in budget is counted per client address: which address that is depends on TRUST_PROXY. */
const SIGN_IN = 3;

function failedLogin(t: TestApp, forwardedFor: string, n: number): Promise<ApiResponse> {
  return new Client(t.url).request('POST', '/api/auth/login', { username: `nobody${n}`, password: 'wrong password' }, { 'x-forwarded-for': forwardedFor });
}

describe('with TRUST_PROXY naming the proxy (this test, on 127.0.0.1)', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ env: { AUTH_RATE_LIMIT: String(SIGN_IN), TRUST_PROXY: '127.0.0.1,::1' } }); });
  afterAll(async () => { await t?.close(); });

  test('clients the proxy names by different addresses get budgets of their own', async () => {
    for (let i = 0; i < SIGN_IN; i++) expect((await failedLogin(t, '203.0.113.7', i)).status).toBe(400);
    expectTooMany(await failedLogin(t, '203.0.113.7', SIGN_IN));
    const other = await failedLogin(t, '203.0.113.8', 0);
    expect(other.status).toBe(400);
    expect(budgetOf(other).remaining).toBe(SIGN_IN - 1);
    // The address the proxy saw is the last one it added; what the client sent before it does not matter.
    expectTooMany(await failedLogin(t, '198.51.100.1, 203.0.113.7', 0));
  });
});

describe('without TRUST_PROXY', () => {
  let t: TestApp;
  beforeAll(async () => { t = await startTestApp({ env: { AUTH_RATE_LIMIT: String(SIGN_IN) } }); });
  afterAll(async () => { await t?.close(); });

  test('a made-up X-Forwarded-For buys no fresh budget: the socket address counts', async () => {
    for (let i = 0; i < SIGN_IN; i++) expect((await failedLogin(t, `203.0.113.${i + 1}`, i)).status).toBe(400);
    expectTooMany(await failedLogin(t, '203.0.113.99', SIGN_IN));
  });
});
