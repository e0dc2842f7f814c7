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
