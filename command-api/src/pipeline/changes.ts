/** PATCH semantics, once: only the fields sent count, and only those that differ become an event. */

/** The fields of a body that were sent (undefined: not sent). */
export const sentFields = <T extends object>(body: T): Partial<T> =>
  Object.fromEntries(Object.entries(body).filter(([, value]) => value !== undefined)) as Partial<T>;

const canonical = (value: unknown): string => JSON.stringify(value);

/** The fields whose value in `next` differs from `current` (compared by value: lists and objects too). */
export function changedFields<T extends object, K extends keyof T>(current: T, next: T, fields: readonly K[]): Partial<Pick<T, K>> {
  const changes: Partial<Pick<T, K>> = {};
  for (const field of fields) if (canonical(next[field]) !== canonical(current[field])) changes[field] = next[field];
  return changes;
}

export const isEmpty = (changes: object): boolean => Object.keys(changes).length === 0;
