/**
 * Where a progress entry came from, stored in its event (issue 29): typed in the app, an import, an API key's call,
 * or a document sync. Goals may one day leave imports out; the admin history shows it.
 */
export const ENTRY_SOURCES = ['manual', 'import', 'api', 'sync'] as const;
export type EntrySource = (typeof ENTRY_SOURCES)[number];
