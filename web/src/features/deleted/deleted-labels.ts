import type { DeletedItem, DeletedKind } from '@inkpace/contracts/api/deleted';
import { messages } from '@inkpace/contracts/messages';
import { formatAgo, formatCount, formatInstantDate } from '@inkpace/contracts/rules/format';
import { restoreDeadline } from '@inkpace/contracts/rules/lifecycle';
import type { RestoreTarget } from '../../app/restore.ts';

/** What each kind is called in the list's Kind column. */
export const KIND_LABELS: Record<DeletedKind, string> = {
  project: 'Project',
  tally: 'Progress entry',
  goal: 'Goal',
  tag: 'Tag',
  leaderboard: 'Leaderboard',
};

/** A row's name as the app writes that kind elsewhere: tags with their #. */
export const itemName = (item: DeletedItem): string => (item.kind === 'tag' ? `#${item.title}` : item.title);

/** "Deleted 3 days ago" and "restorable until Dec 27, 2026" (on the reader's clock), shown with a · between. */
export const deletedWhen = (item: DeletedItem, now: Date): [string, string] => [
  messages.notes.deletedAgo(formatAgo(item.deletedAt, now)),
  messages.notes.restorableUntil(formatInstantDate(restoreDeadline(item.deletedAt))),
];

/** Projects: the entries a restore brings back with them ("with 12 entries"); null for other kinds. */
export function entriesLabel(item: DeletedItem): string | null {
  if (item.entryCount === undefined) return null;
  return `with ${formatCount(item.entryCount)} ${item.entryCount === 1 ? 'entry' : 'entries'}`;
}

/** The row's restore route: boards by uuid, the rest by id. */
export const restoreTarget = (item: DeletedItem): RestoreTarget =>
  item.kind === 'leaderboard' ? { kind: 'leaderboard', uuid: item.uuid ?? '' } : { kind: item.kind, id: item.id };

/** One key per row across kinds (ids are per kind), and per delete (a thing restored then deleted again is a new row). */
export const rowKey = (item: DeletedItem): string => `${item.kind}/${item.id}/${item.deletedAt}`;

/** The success message after a restore, as the toast after Undo says it. */
export const restoredMessage = (item: DeletedItem): string =>
  item.kind === 'tally' ? messages.success.progressRestored : messages.success.restored(itemName(item));
