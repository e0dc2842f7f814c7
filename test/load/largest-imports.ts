import type { ImportStatus } from '@inkpace/contracts/api/import';
import { ENTRIES_PER_WRITER_LIMIT } from '@inkpace/contracts/rules/history-bounds';
import { IMPORT_MAX_ENTRIES } from '@inkpace/contracts/rules/import/limits';
import { Client } from '../support/http.ts';
import { referenceExportData, referenceZip } from '../support/imports.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { timedImport } from './file-imports.ts';
import type { Instance } from './instance.ts';
import { seedWriter } from './seed.ts';
import { sleep } from './stats.ts';
import type { Row } from './table.ts';

/**
 * The largest imports (issue 29), long, so opt-in (BENCH_GROUPS=largest-imports): a 1,000,000-entry export zip
 * (IMPORT_MAX_ENTRIES) can only be previewed (read and checked, nothing written), as a writer may keep at most
 * 250,000 live entries (ENTRIES_PER_WRITER_LIMIT); and a 250,000-entry zip imported in full. Each with the time from
 * the POST to done and the server's peak memory meanwhile.
 */
const SAMPLE_MS = 200;
const mib = (kb: number) => kb / 1024;

/** Runs `work` while sampling the server's memory; the peak Node RSS (KiB) and what it held before. */
async function withPeakMemory<T>(instance: Instance, work: () => Promise<T>): Promise<{ result: T; peakKb: number; beforeKb: number }> {
  const beforeKb = instance.memory()?.nodeRssKb ?? 0;
  let peakKb = beforeKb;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peakKb = Math.max(peakKb, instance.memory()?.nodeRssKb ?? 0);
      await sleep(SAMPLE_MS);
    }
  })();
  try {
    return { result: await work(), peakKb, beforeKb };
  } finally {
    sampling = false;
    await sampler;
  }
}

function rows(scenario: string, t: { seconds: number; longestStill: number; status: ImportStatus }, peakKb: number, beforeKb: number, bytes: number): Row[] {
  return [
    { scenario, figure: 'zip size', value: bytes / 2 ** 20, unit: 'MiB' },
    { scenario, figure: 'seconds from POST to done', value: t.seconds, unit: 's' },
    { scenario, figure: 'longest still progress while running', value: t.longestStill, unit: 's' },
    { scenario, figure: 'Node RSS: peak during the import', value: mib(peakKb), unit: 'MiB', reference: `${mib(beforeKb).toFixed(0)} MiB just before` },
    { scenario, figure: t.status.preview ? 'entries it would write' : 'entries written', value: t.status.result.entries, unit: 'entries' },
  ];
}

export const largestImportScenarios: ScenarioGroup = {
  name: 'largest-imports',
  optIn: true,
  async run(ctx: BenchContext): Promise<Row[]> {
    const url = ctx.instance.url;
    // Node's RSS seldom shrinks after a peak: the smaller import runs first, so each peak is its own.
    const importer = new Client(url).withBearer((await seedWriter(url, 'bigimp')).token);
    let zip = referenceZip(referenceExportData(ENTRIES_PER_WRITER_LIMIT));
    ctx.progress(`largest imports: importing ${ENTRIES_PER_WRITER_LIMIT.toLocaleString('en-US')} entries`);
    const full = await withPeakMemory(ctx.instance, () => timedImport(importer, zip, 'quarter-million.zip'));
    const out = rows(`file import: ${ENTRIES_PER_WRITER_LIMIT.toLocaleString('en-US')}-entry zip, imported`, full.result, full.peakKb, full.beforeKb, zip.byteLength);
    ctx.progress(`largest imports: building a ${IMPORT_MAX_ENTRIES.toLocaleString('en-US')}-entry zip`);
    zip = referenceZip(referenceExportData(IMPORT_MAX_ENTRIES));
    ctx.progress('largest imports: previewing it');
    const previewer = new Client(url).withBearer((await seedWriter(url, 'bigprev')).token);
    const preview = await withPeakMemory(ctx.instance, () => timedImport(previewer, zip, 'million.zip', { preview: true }));
    out.push(...rows(`file import: ${IMPORT_MAX_ENTRIES.toLocaleString('en-US')}-entry zip, preview`, preview.result, preview.peakKb, preview.beforeKb, zip.byteLength));
    return out;
  },
};
