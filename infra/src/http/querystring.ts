/**
 * Query strings as the established API's clients send them: arrays bracketed (`works[]=1&works[]=2`) or repeated
 * (`works=1&works=2`); comma-separated lists are split by the route's schema. Keys named with brackets are
 * always arrays, so a single `works[]=1` is still a list.
 */
export function parseQueryString(qs: string): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = Object.create(null) as Record<string, string | string[]>;
  for (const [rawKey, value] of new URLSearchParams(qs)) {
    const bracketed = rawKey.endsWith('[]');
    const key = bracketed ? rawKey.slice(0, -2) : rawKey;
    if (key === '' || key === '__proto__') continue;
    const existing = out[key];
    if (existing === undefined) out[key] = bracketed ? [value] : value;
    else if (Array.isArray(existing)) existing.push(value);
    else out[key] = [existing, value];
  }
  return out;
}
