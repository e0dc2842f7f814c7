import { bigReadRows } from './big-read.ts';
import { expectStatus } from './client.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { entriesFor, ENTRIES, seedWriter } from './seed.ts';
import type { Row } from './table.ts';

/**
 * The export zip of the seeded writer (issue 29: ≤ 2 s for 20,000 entries): the time to its last byte, its size and
 * the server's peak memory while it is made and sent (it is streamed, so memory should not grow with the history).
 */
export const exportScenarios: ScenarioGroup = {
  name: 'exports',
  async run(ctx: BenchContext): Promise<Row[]> {
    const { url } = ctx.instance;
    const w = await seedWriter(url, 'x');
    ctx.progress(`export: seeding ${ENTRIES} entries`);
    await expectStatus(url, 'POST', '/api/v1/tally/batch', 201, { token: w.token, body: entriesFor(w.projectIds, ENTRIES, 42) });
    ctx.progress('GET /api/v1/export');
    const rows = await bigReadRows(ctx.instance, `GET /api/v1/export (${ENTRIES.toLocaleString('en-US')} entries, zip)`, '/api/v1/export', { cookie: w.cookie });
    return rows.map((row) => (row.figure === 'time to the last byte' ? { ...row, target: { atMost: 2 } } : row));
  },
};
