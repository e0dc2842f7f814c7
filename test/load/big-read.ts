import type { Instance } from './instance.ts';
import { since, sleep } from './stats.ts';
import type { Row } from './table.ts';

/** How often the server's memory is read while a big answer is built and sent. */
const SAMPLE_MS = 200;

interface Peak {
  nodeRssKb: number;
  postgresPssKb: number;
}

/**
 * One GET whose answer may be very large (a writer's whole history): the time to its last byte, its size, and the
 * server's peak memory meanwhile (Node's RSS and, embedded, PostgreSQL's PSS), sampled every SAMPLE_MS, against
 * what it held just before. The body is read as it arrives and counted, never kept, so the bench's own memory
 * stays out of the figure.
 */
export async function bigReadRows(instance: Instance, scenario: string, path: string, headers: Record<string, string>): Promise<Row[]> {
  const before = instance.memory();
  const peak: Peak = { nodeRssKb: before?.nodeRssKb ?? 0, postgresPssKb: before?.childrenPssKb ?? 0 };
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const now = instance.memory();
      if (now) {
        peak.nodeRssKb = Math.max(peak.nodeRssKb, now.nodeRssKb);
        peak.postgresPssKb = Math.max(peak.postgresPssKb, now.childrenPssKb);
      }
      await sleep(SAMPLE_MS);
    }
  })();
  const t0 = performance.now();
  let bytes = 0;
  let status = 0;
  try {
    const res = await fetch(`${instance.url}${path}`, { headers, signal: AbortSignal.timeout(600_000) });
    status = res.status;
    const reader = res.body?.getReader();
    for (let chunk = await reader?.read(); chunk && !chunk.done; chunk = await reader?.read()) bytes += chunk.value.byteLength;
  } finally {
    sampling = false;
    await sampler;
  }
  const seconds = since(t0) / 1000;
  const mib = (kb: number) => kb / 1024;
  const rows: Row[] = [
    { scenario, figure: 'time to the last byte', value: seconds, unit: 's' },
    { scenario, figure: 'answer size (no gzip)', value: bytes / 2 ** 20, unit: 'MiB' },
    { scenario, figure: 'Node RSS: peak while answering', value: mib(peak.nodeRssKb), unit: 'MiB', reference: `${mib(before?.nodeRssKb ?? 0).toFixed(0)} MiB just before` },
  ];
  if ((before?.children ?? 0) > 0) {
    rows.push({
      scenario, figure: 'embedded PostgreSQL PSS: peak while answering', value: mib(peak.postgresPssKb), unit: 'MiB',
      reference: `${mib(before?.childrenPssKb ?? 0).toFixed(0)} MiB just before`,
    });
  }
  if (status !== 200) rows.push({ scenario, figure: 'status', value: status, unit: '', warning: `answered ${status}, not 200` });
  return rows;
}
