import { expectStatus, stringField } from './client.ts';

/** The seeded writer of issue 4: 20 projects, 20,000 entries over 5 years (90 % words, 10 % time, 20 % notes), 5 tags. */
export const PROJECTS = 20;
export const ENTRIES = 20_000;
const YEARS = 5;
export const TAGS = ['draft', 'revision', 'sprint', 'morning', 'research'];
const PASSWORD = 'bench-password-1234';

/** A small deterministic generator, so every run seeds the same history. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s ^ (s >>> 15), 0x2c1b3c6d) + 0x9e3779b9) >>> 0;
    return s / 2 ** 32;
  };
}

function isoDate(day: number): string {
  return new Date(Date.UTC(2021, 0, 1) + day * 86_400_000).toISOString().slice(0, 10);
}

/** `count` entries spread over the projects and five years, the same every run for the same seed. */
export function entriesFor(projectIds: readonly number[], count: number, seed: number): unknown[] {
  const next = random(seed);
  return Array.from({ length: count }, () => {
    const words = next() < 0.9;
    const tagged = next() < 0.3;
    return {
      date: isoDate(Math.floor(next() * 365 * YEARS)),
      workId: projectIds[Math.floor(next() * projectIds.length)],
      measure: words ? 'word' : 'time',
      count: words ? 100 + Math.floor(next() * 2000) : 15 + Math.floor(next() * 120),
      note: next() < 0.2 ? 'A note about how the session went, a line or two.' : '',
      tags: tagged ? [TAGS[Math.floor(next() * TAGS.length)]] : [],
    };
  });
}

export interface Writer {
  cookie: string;
  token: string;
  projectIds: number[];
}

export async function seedWriter(url: string, prefix: string): Promise<Writer> {
  const username = `${prefix}${Date.now().toString(36)}`;
  await expectStatus(url, 'POST', '/api/auth/signup', 201, { body: { username, email: `${username}@bench.example.com`, password: PASSWORD } });
  const login = await expectStatus(url, 'POST', '/api/auth/login', 200, { body: { username, password: PASSWORD } });
  const cookie = login.cookies.find((c) => c.startsWith('inkpace_session=')) ?? '';
  const key = await expectStatus(url, 'POST', '/api/v1/api-key', 201, { cookie, body: { name: 'bench', expiresAt: null } });
  const token = stringField(key.data, 'token');
  for (const name of TAGS) await expectStatus(url, 'POST', '/api/v1/tag', 201, { token, body: { name } });
  const projectIds: number[] = [];
  for (let i = 0; i < PROJECTS; i++) {
    const res = await expectStatus(url, 'POST', '/api/v1/project', 201, { token, body: { title: `Project ${i + 1}`, phase: 'drafting' } });
    projectIds.push((res.data as { id: number }).id);
  }
  return { cookie, token, projectIds };
}

