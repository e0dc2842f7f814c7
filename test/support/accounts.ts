import { Client, data } from './http.ts';
import type { TestApp } from './app.ts';

let counter = 0;

export interface SignedUp {
  client: Client;
  username: string;
  email: string;
  password: string;
  id: number;
  uuid: string;
}

/** Signs a fresh user up (and logs them in unless told not to) through the public API. */
export async function signUpUser(t: TestApp, options: { login?: boolean; verify?: boolean; username?: string } = {}): Promise<SignedUp> {
  counter += 1;
  const username = options.username ?? `writer${process.pid % 1000}x${counter}${Math.floor(Math.random() * 1e6)}`;
  const email = `${username.toLowerCase()}@example.com`;
  const password = 'correct horse battery';
  const client = new Client(t.url);
  const user = data(await client.post<{ id: number; uuid: string }>('/api/auth/signup', { username, email, password }));
  if (options.verify) {
    const link = await t.linkFromMail(email, /verify/i, '/verify-email/');
    data(await client.post(`/api/auth/verify-email/${link.split('/verify-email/')[1]}`));
  }
  if (options.login !== false) data(await client.post('/api/auth/login', { username, password }));
  return { client, username, email, password, id: user.id, uuid: user.uuid };
}

/**
 * Makes `username` an administrator the way an operator does: `cli admin grant` appends the grant as an event.
 * Given the user's client, it also waits until the API treats them as one (callers are cached for a few seconds).
 */
export async function makeAdmin(t: TestApp, username: string, client?: Client): Promise<void> {
  // Imported here so the helper could be appended without touching the module's other imports.
  const [{ execFile }, { promisify }, { default: path }] = await Promise.all([
    import('node:child_process'), import('node:util'), import('node:path'),
  ]);
  const root = path.resolve(import.meta.dirname, '../..');
  await promisify(execFile)(path.join(root, 'node_modules/.bin/tsx'), ['infra/src/run/cli.ts', 'admin', 'grant', username], {
    cwd: root, env: { ...process.env, DATABASE_URL: t.database.url, LOG_LEVEL: 'silent' },
  });
  if (!client) return;
  const deadline = Date.now() + 10_000;
  while (!data(await client.get<{ isAdmin: boolean }>('/api/admin/me/perms')).isAdmin) {
    if (Date.now() > deadline) throw new Error(`${username} is still not an administrator`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
