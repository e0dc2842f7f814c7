/**
 * A strict reader of the Prometheus text format (version 0.0.4), for tests: every line must be a HELP or TYPE
 * comment or a sample, every sample's metric must have been typed, and every value must be a number.
 */
export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

const TYPES = new Set(['counter', 'gauge', 'histogram', 'summary', 'untyped']);
const NAME = '[a-zA-Z_:][a-zA-Z0-9_:]*';
const SAMPLE = new RegExp(`^(${NAME})(?:\\{(.*)\\})? (\\S+)(?: (-?\\d+))?$`);
const LABEL = /([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)"(?:,|$)/y;
const SUFFIXES = ['_bucket', '_sum', '_count', '_total', ''];

function parseLabels(text: string, line: string): Record<string, string> {
  const labels: Record<string, string> = {};
  LABEL.lastIndex = 0;
  while (LABEL.lastIndex < text.length) {
    const m = LABEL.exec(text);
    if (!m?.[1] || m[2] === undefined) throw new Error(`bad labels in: ${line}`);
    labels[m[1]] = m[2].replace(/\\(.)/g, (_, c: string) => (c === 'n' ? '\n' : c));
  }
  return labels;
}

function parseValue(text: string, line: string): number {
  if (text === '+Inf') return Infinity;
  if (text === '-Inf') return -Infinity;
  if (text === 'NaN') return NaN;
  const value = Number(text);
  if (!/^-?[\d.]+(e[+-]?\d+)?$/i.test(text) || Number.isNaN(value)) throw new Error(`bad value in: ${line}`);
  return value;
}

export function parsePrometheusText(text: string): Sample[] {
  const typed = new Map<string, string>();
  const samples: Sample[] = [];
  for (const line of text.split('\n')) {
    if (line === '') continue;
    if (line.startsWith('#')) {
      const m = new RegExp(`^# (HELP|TYPE) (${NAME}) (.*)$`).exec(line);
      if (!m?.[2] || m[3] === undefined) throw new Error(`bad comment: ${line}`);
      if (m[1] === 'TYPE') {
        if (!TYPES.has(m[3])) throw new Error(`bad type: ${line}`);
        typed.set(m[2], m[3]);
      }
      continue;
    }
    const m = SAMPLE.exec(line);
    if (!m?.[1] || m[3] === undefined) throw new Error(`bad sample: ${line}`);
    const name = m[1];
    if (!SUFFIXES.some((s) => name.endsWith(s) && typed.has(name.slice(0, name.length - s.length)))) throw new Error(`untyped sample: ${line}`);
    samples.push({ name, labels: m[2] ? parseLabels(m[2], line) : {}, value: parseValue(m[3], line) });
  }
  return samples;
}

/** The value of the one sample with this name and these labels (others may be present); 0 when there is none. */
export function sampleValue(samples: readonly Sample[], want: { name: string; labels: Record<string, string> }): number {
  const found = samples.filter((s) => s.name === want.name && Object.entries(want.labels).every(([k, v]) => s.labels[k] === v));
  if (found.length > 1) throw new Error(`${found.length} samples match ${JSON.stringify(want)}`);
  return found[0]?.value ?? 0;
}
