import autocannon from 'autocannon';
import type { Row } from './table.ts';

export interface LoadOptions {
  url: string;
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  seconds: number;
  connections?: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  total: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** One autocannon run: `connections` keep-alive connections, one request in flight on each. */
export async function load(options: LoadOptions): Promise<LoadResult> {
  const result = await autocannon({
    url: `${options.url}${options.path}`,
    method: options.method ?? 'GET',
    headers: options.headers,
    body: options.body,
    connections: options.connections ?? 10,
    duration: options.seconds,
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

/** The standard rows of an HTTP scenario, plus a warning row when anything but a 2xx came back. */
export function loadRows(scenario: string, r: LoadResult, extra: Pick<Row, 'target' | 'reference'> = {}): Row[] {
  const rows: Row[] = [
    { scenario, figure: 'throughput (10 connections)', value: r.requestsPerSecond, unit: 'req/s', ...extra },
    // autocannon's histogram holds whole milliseconds: "0" means under 1 ms.
    { scenario, figure: 'latency p50 (whole ms)', value: r.p50Ms, unit: 'ms' },
    { scenario, figure: 'latency p99 (whole ms)', value: r.p99Ms, unit: 'ms' },
  ];
  const failed = r.non2xx + r.errors;
  if (failed > 0) {
    rows.push({
      scenario,
      figure: 'failed responses',
      value: failed,
      unit: 'count',
      warning: `${r.non2xx} non-2xx, ${r.errors} errors (${r.timeouts} timeouts) of ${r.total}: the figures above are not valid`,
    });
  }
  return rows;
}
