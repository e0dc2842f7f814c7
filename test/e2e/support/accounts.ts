import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Page } from '@playwright/test';
import { linkFromMail } from './mail.ts';
import { e2eState, repoRoot } from './state.ts';

export interface TestUser {
  username: string;
  email: string;
  password: string;
}

let counter = 0;

/** A fresh, valid username (a letter first, at most 24 characters) and its address. */
export function newUser(prefix = 'writer'): TestUser {
  counter += 1;
  const tail = `${Date.now().toString(36).slice(-5)}${process.pid % 100}${counter}${Math.floor(Math.random() * 1000)}`;
  const username = `${prefix.slice(0, 10)}${tail}`.slice(0, 24);
  return { username, email: `${username.toLowerCase()}@example.com`, password: 'correct horse battery' };
}

interface Envelope<T> {
  success: boolean;
  data?: T;
  error?: { code: string; message: string };
}

/** One API call from the test process (no browser); returns `data`, throws with the server's error otherwise. */
export async function api<T = unknown>(method: string, urlPath: string, body?: unknown, cookie?: string): Promise<{ data: T; cookie: string | undefined }> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (cookie) headers.cookie = cookie;
  const res = await fetch(e2eState().baseURL + urlPath, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  const envelope = (await res.json()) as Envelope<T>;
  if (!envelope.success) throw new Error(`${method} ${urlPath}: ${res.status} ${envelope.error?.code} ${envelope.error?.message}`);
  const setCookie = res.headers.get('set-cookie')?.split(';')[0];
  return { data: envelope.data as T, cookie: setCookie ?? cookie };
}

/** Signs a user up through the API (optionally verifying the address through the mailed link). */
export async function createUser(options: { verify?: boolean; prefix?: string; username?: string } = {}): Promise<TestUser> {
  const generated = newUser(options.prefix);
  const user = options.username ? { ...generated, username: options.username, email: `${options.username}@example.com` } : generated;
  await api('POST', '/api/auth/signup', { username: user.username, email: user.email, password: user.password });
  if (options.verify) {
    const link = await linkFromMail(user.email, '/verify-email/');
    await api('POST', `/api/auth/verify-email/${link.split('/verify-email/')[1]}`);
  }
  return user;
}

/** Logs the browser context in (the page's request context shares the browser's cookies). */
export async function logInBrowser(page: Page, user: TestUser): Promise<void> {
  const res = await page.request.post('/api/auth/login', { data: { username: user.username, password: user.password } });
  if (!res.ok()) throw new Error(`login of ${user.username} failed: ${res.status()} ${await res.text()}`);
}

/** An API session cookie for `user`, for calls made from the test process. */
export async function sessionCookie(user: TestUser): Promise<string> {
  const { cookie } = await api('POST', '/api/auth/login', { username: user.username, password: user.password });
  if (!cookie) throw new Error('login set no session cookie');
  return cookie;
}

/**
 * Makes `username` an administrator the way an operator does: `node dist/server/cli.js admin grant`, against
 * the run's database (or, on the embedded path, the running embedded PostgreSQL found through DATA_DIR).
 * Then waits until the API treats them as one (callers are cached for a few seconds).
 */
export async function makeAdmin(user: TestUser): Promise<void> {
  const state = e2eState();
  await promisify(execFile)(process.execPath, [path.join(repoRoot, 'dist/server/cli.js'), 'admin', 'grant', user.username], {
    cwd: repoRoot,
    env: { ...process.env, DATABASE_URL: state.databaseUrl, DATA_DIR: state.dataDir, LOG_LEVEL: 'silent' },
  });
  const cookie = await sessionCookie(user);
  const deadline = Date.now() + 15_000;
  while (!(await api<{ isAdmin: boolean }>('GET', '/api/admin/me/perms', undefined, cookie)).data.isAdmin) {
    if (Date.now() > deadline) throw new Error(`${user.username} is still not an administrator`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
