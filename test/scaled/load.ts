import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { Client, data } from '../support/http.ts';

/**
 * Steady traffic through nginx for the failure scenarios: writers each log one-word entries to their own project and
 * read it back, one request after another. Every answer is kept: a scenario asserts none failed, and that each
 * project's total equals the entries acknowledged (nothing lost, nothing doubled).
 */

export interface LoadResult {
  /** Entries acknowledged (2xx), per writer's project id. */
  acknowledged: Map<number, number>;
  requests: number;
  /** Each request that did not get a 2xx answer: method, path, status or error. */
  failures: string[];
}

export interface Load {
  /** Stops after the requests in flight and returns what happened. */
  stop(): Promise<LoadResult>;
  /** Resolves once at least `n` more requests have been answered. */
  progress(n: number): Promise<void>;
}

export interface LoadWriter { client: Client; projectId: number }

/** Signs `count` writers up through nginx, each with a project of their own. */
export async function loadWriters(url: string, count: number, label: string): Promise<LoadWriter[]> {
  const writers: LoadWriter[] = [];
  for (let i = 0; i < count; i++) {
    const username = `${label}${i}x${process.pid % 1000}`;
    const client = new Client(url);
    data(await client.post('/api/auth/signup', { username, email: `${username}@example.com`, password: 'correct horse battery' }));
    data(await client.post('/api/auth/login', { username, password: 'correct horse battery' }));
    const project = data(await client.post<SummarizedProject>('/api/v1/project', { title: `${label} ${i}`, phase: 'drafting' }));
    writers.push({ client, projectId: project.id });
  }
  return writers;
}

export function startLoad(writers: LoadWriter[]): Load {
  const result: LoadResult = { acknowledged: new Map(), requests: 0, failures: [] };
  let running = true;
  let waiters: Array<{ at: number; resolve: () => void }> = [];
  const count = (ok: boolean, what: string) => {
    result.requests++;
    if (!ok) result.failures.push(what);
    waiters = waiters.filter((w) => (result.requests >= w.at ? (w.resolve(), false) : true));
  };
  const date = new Date().toISOString().slice(0, 10);
  const loops = writers.map(async ({ client, projectId }) => {
    result.acknowledged.set(projectId, 0);
    while (running) {
      try {
        const res = await client.post('/api/v1/tally', { date, workId: projectId, measure: 'word', count: 1 });
        const ok = res.status >= 200 && res.status < 300;
        if (ok) result.acknowledged.set(projectId, (result.acknowledged.get(projectId) ?? 0) + 1);
        count(ok, `POST /api/v1/tally: ${res.status} ${JSON.stringify(res.body)}`);
        const read = await client.get(`/api/v1/project/${projectId}`);
        count(read.status === 200, `GET /api/v1/project/${projectId}: ${read.status}`);
      } catch (error) {
        count(false, `request failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  });
  return {
    async stop() {
      running = false;
      await Promise.all(loops);
      return result;
    },
    progress: (n) => new Promise((resolve) => { waiters.push({ at: result.requests + n, resolve }); }),
  };
}

/** Each writer's project total as the query API answers it now. */
export async function totals(writers: LoadWriter[]): Promise<Map<number, number>> {
  const found = new Map<number, number>();
  for (const { client, projectId } of writers) {
    found.set(projectId, data(await client.get<SummarizedProject>(`/api/v1/project/${projectId}`)).totals.word ?? 0);
  }
  return found;
}
