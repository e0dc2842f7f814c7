/**
 * Random requests for the fuzz test: values shaped by a route's JSON schema (so most requests get past the first
 * checks), with fields swapped for hostile strings, numbers and shapes. Seeded, so a failure can be replayed.
 */

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export interface JsonSchema {
  type?: string;
  enum?: Json[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  default?: Json;
}

/** mulberry32: small, fast and good enough to vary test inputs. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export class Fuzz {
  constructor(readonly next: () => number) {}
  int(n: number): number { return Math.floor(this.next() * n); }
  pick<T>(list: readonly T[]): T { return list[this.int(list.length)] as T; }
  chance(p: number): boolean { return this.next() < p; }
}

/** Strings no writer should be able to break the server with. */
export const HOSTILE_STRINGS: readonly string[] = [
  '', ' ', '\u0000', 'a\u0000b', '\ud800', '\udc00', 'x\udbff', '😀'.slice(0, 1), 'مرحبا بالعالم', '\u202egnp.exe', '😀👩‍👩‍👧',
  '%00', '../../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --", '"; drop table events; --', '${7*7}', '{{7*7}}',
  'NaN', 'Infinity', '-0', '1e309', '0x1f', '9007199254740993', 'null', 'true', '[]', '{}',
  '2026-02-30', '2026-13-01', '0000-01-01', '9999-12-31', '2026-1-1', '2026-01-01T00:00:00Z', '\t\n\r', 'a'.repeat(300),
];

/** Numbers around every boundary a count, id or date could hit. */
export const HOSTILE_NUMBERS: readonly number[] = [
  0, -0, 1, -1, 0.5, -1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31), -(2 ** 31) - 1, 1e9, 1e9 + 1, -1e9 - 1, 2 ** 53, -(2 ** 53),
  2 ** 53 + 2, 1e308, -1e308, 5e-324,
];

const nested = (depth: number) => `${'['.repeat(depth)}"bottom"${']'.repeat(depth)}`;
/**
 * JSON text JSON.stringify cannot write (`1e400` parses as Infinity) or should not have to (nesting thousands
 * deep): spliced into the body text in place of a marker string.
 */
export const RAW_LITERALS: readonly string[] = ['1e400', '-1e400', '1e-400', '-0.0', '123456789012345678901234567890', nested(50), nested(5_000), nested(100_000)];
const RAW_NUMBER_COUNT = 5;
export const RAW_MARKER = '__inkpace_raw_literal__';
const raw = (index: number): string => `${RAW_MARKER}${index}`;

/** Text PostgreSQL cannot store: the most likely to reach the database and fail there, so the most often tried. */
const UNSTORABLE = ['\u0000', 'a\u0000b', '\ud800', '\udc00', 'x\udbff', '😀'.slice(0, 1)];

/** A value of any hostile kind. */
export function hostile(f: Fuzz): Json {
  switch (f.int(9)) {
    case 0: case 1: return f.pick(HOSTILE_STRINGS);
    case 2: case 8: return `ok ${f.pick(UNSTORABLE)} text`;
    case 3: case 4: return f.pick(HOSTILE_NUMBERS);
    case 5: return raw(f.int(RAW_NUMBER_COUNT));
    case 6: return f.pick<Json>([null, true, false, [], {}, [null], { a: 1 }, ['x'], [1, 'a', null]]);
    default: return f.chance(0.5) ? raw(RAW_NUMBER_COUNT + f.int(RAW_LITERALS.length - RAW_NUMBER_COUNT)) : Array.from({ length: f.pick([3, 1_000]) }, () => f.pick(HOSTILE_STRINGS));
  }
}

/** A plausible value for a schema (what a client would send), occasionally hostile. */
export function plausible(f: Fuzz, schema: JsonSchema | undefined, fillers: Record<string, Json>, name = ''): Json {
  if (name in fillers && f.chance(0.8)) return fillers[name] as Json;
  if (!schema) return 'x';
  if (schema.enum) return f.pick(schema.enum);
  if (schema.anyOf) return plausible(f, f.pick(schema.anyOf), fillers, name);
  switch (schema.type) {
    case 'string': return name.toLowerCase().includes('date') ? '2026-03-01' : `fuzz ${f.int(1000)}`;
    case 'integer': case 'number': return f.int(100) + 1;
    case 'boolean': return f.chance(0.5);
    case 'null': return null;
    case 'array': return Array.from({ length: f.int(3) }, () => plausible(f, schema.items, fillers));
    case 'object': {
      const out: Record<string, Json> = {};
      for (const [key, inner] of Object.entries(schema.properties ?? {})) if (f.chance(0.95)) out[key] = plausible(f, inner, fillers, key);
      return out;
    }
    default: return 'x';
  }
}

/** A plausible body with one to three fields (or the whole shape) made hostile. */
export function mutatedBody(f: Fuzz, schema: JsonSchema | undefined, fillers: Record<string, Json>): Json {
  if (!schema || f.chance(0.08)) return hostile(f);
  const body = plausible(f, schema, fillers);
  const target = Array.isArray(body) ? body[0] : body;
  if (target === null || typeof target !== 'object' || Array.isArray(target)) return body;
  const keys = [...Object.keys(schema.properties ?? schema.items?.properties ?? {}), 'unexpected'];
  for (let i = 0, n = f.chance(0.7) ? 1 : 2 + f.int(2); i < n; i++) (target as Record<string, Json>)[f.pick(keys)] = hostile(f);
  return body;
}

/** The body as text, with the raw literals put in place. */
export function bodyText(body: Json): string {
  return JSON.stringify(body).replace(new RegExp(`"${RAW_MARKER}(\\d+)"`, 'g'), (_m, i: string) => RAW_LITERALS[Number(i)] ?? '0');
}

/** Path parameters: real ids of the caller (and others), and ids no server should take for one. */
export function pathFor(f: Fuzz, path: string, ids: readonly number[], uuids: readonly string[] = []): string {
  const hostileUuids = ['00000000-0000-4000-8000-000000000000', crypto.randomUUID(), 'not-a-uuid', '%00', '%ED%A0%80', 'A'.repeat(90)];
  return path.replace(/:([A-Za-z]+)/g, (_m, name: string) => {
    if (name === 'token') return f.pick(hostileUuids);
    // Uuids of the subject's own resources (a leaderboard), so requests reach their rules, not only the 404.
    if (name === 'uuid' || name === 'joincode') return f.chance(0.7) && uuids.length > 0 ? f.pick(uuids) : f.pick(hostileUuids);
    return String(f.chance(0.6) ? f.pick(ids) : f.pick<string | number>(['0', '-1', '0x1', '1e3', '2147483648', '99999999999', '%00', 'abc', '1.5', ' 1', '%F0%9F%98%80']));
  });
}

/** Query strings with hostile values for each parameter a list route takes. */
export function queryFor(f: Fuzz, names: readonly string[]): string {
  const parts = names.filter(() => f.chance(0.7)).map((name) => {
    const value = f.pick<string>(['1', '0x1', '-1', '1,2,abc', '%00', '%ED%A0%80', '2026-02-30', '2026-01-01', 'word', '9'.repeat(40), '']);
    return f.chance(0.3) ? `${name}[]=${value}&${name}[]=${value}` : `${name}=${value}`;
  });
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}
