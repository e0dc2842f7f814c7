import type { HistoryItem } from '@inkpace/contracts/api/admin';
import type { AuditSource, AuditStreamKind } from '@inkpace/contracts/rules/audit';
import { ENTRY_SOURCES, type EntrySource } from '@inkpace/contracts/rules/entry-source';
import { formatCount, formatInstant } from '@inkpace/contracts/rules/format';

/** A user's history in words: event types, kinds of things, who acted and through what, and changed values. */

/** "ProjectCoverSet" → "Project cover set", "displayName" → "Display name". */
export function sentenceCase(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** Where the plain split says something else than the app does (the UI says "progress entry", "logged in"). */
const EVENT_WORDS: Partial<Record<string, string>> = {
  UserSignedUp: 'Signed up',
  SessionStarted: 'Logged in',
  SessionEnded: 'Session ended',
  TallyLogged: 'Progress logged',
  TallyEdited: 'Progress entry edited',
  TallyDeleted: 'Progress entry deleted',
  TallyRestored: 'Progress entry restored',
  ApiKeyCreated: 'API key created',
  ApiKeyDeleted: 'API key deleted',
  AdminGranted: 'Made an administrator',
  AdminRevoked: 'No longer an administrator',
  EmailVerified: 'Email address verified',
};
export const eventWords = (type: string): string => EVENT_WORDS[type] ?? sentenceCase(type);

export const KIND_WORDS: Record<AuditStreamKind, string> = {
  user: 'Account',
  session: 'Session',
  apikey: 'API key',
  project: 'Project',
  tally: 'Progress entry',
  tag: 'Tag',
  goal: 'Goal',
  leaderboard: 'Leaderboard',
  banner: 'Banner',
};

export const SOURCE_WORDS: Record<AuditSource, string> = { 'web': 'Web', 'api-key': 'API key', 'worker': 'Worker', 'cli': 'CLI' };

// An entry's `source` is where it came from (typed in, imported…), not the item's source (web, API key…) beside it.
const FIELD_WORDS: Partial<Record<string, string>> = {
  workId: 'Project', isOwner: 'Owner', expiresAt: 'Expires', showUntil: 'Show until', source: 'Entry source',
};
export const fieldWords = (field: string): string => FIELD_WORDS[field] ?? sentenceCase(field);

/** Where a progress entry came from (contracts/rules/entry-source.ts), as an administrator reads it. */
export const ENTRY_SOURCE_WORDS: Record<EntrySource, string> = { manual: 'Typed in', import: 'Import', api: 'API', sync: 'Document sync' };
const isEntrySource = (value: unknown): value is EntrySource => (ENTRY_SOURCES as readonly unknown[]).includes(value);

/** A changed field's value in words: an entry's source by name, anything else as valueWords says. */
export const fieldValueWords = (field: string, value: unknown): string =>
  field === 'source' && isEntrySource(value) ? ENTRY_SOURCE_WORDS[value] : valueWords(value);

/** Who did it: the user (and the API key they used, by name), an administrator, a worker or the system, or a visitor. */
export function actorWords({ actor, source }: Pick<HistoryItem, 'actor' | 'source'>): string {
  const name = actor.username ?? (actor.userId === null ? 'unknown user' : `user #${actor.userId}`);
  switch (actor.type) {
    case 'user':
      return actor.apiKey ? `${name} with the API key “${actor.apiKey.name ?? `#${actor.apiKey.id}`}”` : name;
    case 'admin':
      return `Administrator ${name}`;
    case 'system':
      return source === 'worker' ? 'A worker (automatic)' : source === 'cli' ? 'An operator at the command line' : 'The system';
    case 'anonymous':
      return 'Someone not logged in';
  }
}

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/;

/**
 * A changed field's value: "—" for none, yes/no, numbers with separators, instants as local date and time, lists and
 * objects as compact JSON.
 */
export function valueWords(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'number') return formatCount(value);
  if (typeof value === 'string') return ISO_INSTANT.test(value) ? dateTimeWords(value) : value;
  return JSON.stringify(value);
}

/** An instant on the reader's clock to the second, with the zone named (the filters' dates are UTC days). */
export const dateTimeWords = (iso: string): string => formatInstant(iso, { seconds: true, zone: true });
