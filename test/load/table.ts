import fs from 'node:fs';
import path from 'node:path';

/** One figure of the report. `value` is null when the scenario could not measure it (see `warning`). */
export interface Row {
  scenario: string;
  figure: string;
  value: number | null;
  unit: string;
  /** A goal the issue sets: `atLeast` for throughputs, `atMost` for times and sizes. */
  target?: { atLeast?: number; atMost?: number };
  /** A figure to compare with that is not a goal (another product, the raw database). */
  reference?: string;
  warning?: string;
}

export function formatNumber(value: number): string {
  const digits = Math.abs(value) >= 100 ? 0 : Math.abs(value) >= 10 ? 1 : 2;
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function targetText(row: Row): string {
  const parts: string[] = [];
  const { atLeast, atMost } = row.target ?? {};
  if (atLeast !== undefined || atMost !== undefined) {
    const goal = atLeast !== undefined ? `>= ${formatNumber(atLeast)}` : `<= ${formatNumber(atMost ?? 0)}`;
    // Benchmarks report, they do not fail the run; the mark only saves the reader a comparison.
    const met = row.value !== null && (atLeast === undefined || row.value >= atLeast) && (atMost === undefined || row.value <= atMost);
    parts.push(`target ${goal} ${row.value === null ? '' : met ? '(met)' : '(MISSED)'}`.trim());
  }
  if (row.reference) parts.push(row.reference);
  return parts.join('; ');
}

/** A plain-text table, readable in a terminal and pasteable into an issue as a code block. */
export function renderTable(rows: readonly Row[]): string {
  const header = ['scenario', 'figure', 'value', 'unit', 'target / reference'];
  const body = rows.map((r) => [
    r.scenario,
    r.warning ? `${r.figure}  !! ${r.warning}` : r.figure,
    r.value === null ? '-' : formatNumber(r.value),
    r.unit,
    targetText(r),
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 2 ? c.padStart(widths[i] ?? 0) : c.padEnd(widths[i] ?? 0)))
      .join(' | ')
      .trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('-+-');
  return [line(header), rule, ...body.map(line)].join('\n');
}

export interface Report {
  startedAt: string;
  finishedAt: string;
  environment: Record<string, string | number>;
  rows: Row[];
}

export function writeReport(file: string, report: Report): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
}
