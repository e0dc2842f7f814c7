/**
 * Why `wanted` cannot be used, naming the projections that exist, or null when every name is one of `known`: the
 * one refusal for names an operator or admin gives (PROJECTOR_LEAD, a rebuild request, the CLI).
 */
export function unknownProjectionsMessage(wanted: readonly string[], known: readonly string[]): string | null {
  const unknown = [...new Set(wanted)].filter((n) => !known.includes(n));
  if (unknown.length === 0) return null;
  return `Unknown projection(s): ${unknown.join(', ')}. Known: ${known.join(', ')}.`;
}
