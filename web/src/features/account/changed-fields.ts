/** PATCH sends only what changed (DESIGN: the server changes only the fields sent). */
export function changedFields<T extends Record<string, string>>(current: T, next: T): Partial<T> {
  const changed: Partial<T> = {};
  for (const key of Object.keys(next) as Array<keyof T>) {
    if (next[key] !== current[key]) changed[key] = next[key];
  }
  return changed;
}
