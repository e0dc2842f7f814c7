import type { ImportStatus } from '@inkpace/contracts/api/import';
import { Client } from '../support/http.ts';
import { postImport, referenceExportData, referenceZip } from '../support/imports.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { seedWriter } from './seed.ts';
import { since, sleep } from './stats.ts';
import type { Row } from './table.ts';

/**
 * Issue 29's import figures: a 20,000-entry export zip and a 20,000-row CSV through POST /api/v1/import (≤ 5 s each,
 * from the POST to the import's `done`), the same zip again (≤ 2 s: it only checks), and the longest time the
 * import's progress stood still while it ran (it must move at least once a second).
 */
const ENTRIES = 20_000;
const POLL_MS = 50;

interface Timed {
  seconds: number;
  /** The longest wait between two moves of `done` while running, in seconds. */
  longestStill: number;
  status: ImportStatus;
}

/** An import from its POST to done (throws when it failed), and the longest its progress stood still. */
export async function timedImport(client: Client, file: Uint8Array, name: string, fields: Parameters<typeof postImport>[3] = {}): Promise<Timed> {
  const t0 = performance.now();
  const res = await postImport(client, file, name, fields);
  if (!res.body.success) throw new Error(`import refused: ${res.status} ${JSON.stringify(res.body)}`);
  const { id } = res.body.data;
  let lastDone = -1;
  let movedAt = performance.now();
  let longestStill = 0;
  for (;;) {
    const status = await client.get<ImportStatus>(`/api/v1/import/${id}`);
    if (!status.body.success) throw new Error(`import status: ${status.status}`);
    const s = status.body.data;
    if (s.done !== lastDone) {
      lastDone = s.done;
      movedAt = performance.now();
    } else if (s.state === 'running') longestStill = Math.max(longestStill, (performance.now() - movedAt) / 1000);
    if (s.state === 'done' || s.state === 'failed') {
      if (s.state === 'failed') throw new Error(`import failed: ${s.message ?? ''} ${JSON.stringify(s.problems.slice(0, 3))}`);
      return { seconds: since(t0) / 1000, longestStill, status: s };
    }
    await sleep(POLL_MS);
  }
}

function csvOf(entries: number): Uint8Array {
  const lines = ['Date,Words,Notes'];
  for (let i = 0; i < entries; i++) {
    const date = new Date(Date.UTC(2015, 0, 1) + (i % 3000) * 86_400_000).toISOString().slice(0, 10);
    lines.push(`${date},${100 + (i % 977)},${i % 5 === 0 ? '"a note, with a comma"' : ''}`);
  }
  return new TextEncoder().encode(lines.join('\n'));
}

export const fileImportScenarios: ScenarioGroup = {
  name: 'file-imports',
  async run(ctx: BenchContext): Promise<Row[]> {
    const url = ctx.instance.url;
    const writer = await seedWriter(url, 'fileimp');
    const client = new Client(url).withBearer(writer.token);
    ctx.progress('file imports: a 20,000-entry export zip');
    const zip = referenceZip(referenceExportData(ENTRIES));
    const first = await timedImport(client, zip, 'trackbear.zip');
    ctx.progress('file imports: the same zip again');
    const again = await timedImport(client, zip, 'trackbear.zip');
    ctx.progress('file imports: a 20,000-row CSV');
    const csv = await timedImport(client, csvOf(ENTRIES), 'progress.csv', { workId: writer.projectIds[0] });
    const row = (scenario: string, t: Timed, atMost: number): Row[] => [
      { scenario, figure: 'seconds from POST to done', value: t.seconds, unit: 's', target: { atMost } },
      { scenario, figure: 'longest still progress while running', value: t.longestStill, unit: 's', target: { atMost: 1 } },
      { scenario, figure: 'entries written', value: t.status.result.entries, unit: 'entries' },
    ];
    return [
      ...row('file import: 20,000-entry export zip', first, 5),
      ...row('file import: the same zip again', again, 2),
      ...row('file import: 20,000-row CSV', csv, 5),
    ];
  },
};
