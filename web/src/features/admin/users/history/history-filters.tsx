import { Button, Grid, Group, MultiSelect, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { HISTORY_EVENT_TYPES } from '@inkpace/contracts/events/history-types';
import { messages } from '@inkpace/contracts/messages';
import { AUDIT_STREAM_KINDS, type AuditStreamKind } from '@inkpace/contracts/rules/audit';
import { CalendarDateInput } from '../../../../ui/calendar-date-input.tsx';
import type { HistoryFilters } from '../admin-users-data.ts';
import { eventWords, KIND_WORDS } from './history-words.ts';

/** What the filter fields hold; only a valid date range reaches the server (see `filtersToSend`). */
export interface FilterValues {
  types: string[];
  kinds: AuditStreamKind[];
  from: string | null;
  to: string | null;
}

export const NO_FILTERS: FilterValues = { types: [], kinds: [], from: null, to: null };

const rangeProblem = (v: FilterValues): string | null => (v.from !== null && v.to !== null && v.from > v.to ? messages.validation.dateRange : null);

/** The filters as the server takes them, or null while the dates are the wrong way round. */
export function filtersToSend(v: FilterValues): HistoryFilters | null {
  if (rangeProblem(v)) return null;
  return {
    ...(v.types.length ? { types: v.types } : {}),
    ...(v.kinds.length ? { kinds: v.kinds } : {}),
    ...(v.from ? { from: v.from } : {}),
    ...(v.to ? { to: v.to } : {}),
  };
}

const isKind = (kind: string): kind is AuditStreamKind => (AUDIT_STREAM_KINDS as readonly string[]).includes(kind);
const KIND_CHOICES = AUDIT_STREAM_KINDS.map((kind) => ({ value: kind, label: KIND_WORDS[kind] }));

/** Event types grouped by kind; with kinds chosen, only theirs. */
const typeChoices = (kinds: readonly AuditStreamKind[]) =>
  (kinds.length ? kinds : AUDIT_STREAM_KINDS).map((kind) => ({
    group: KIND_WORDS[kind],
    items: HISTORY_EVENT_TYPES[kind].map((type) => ({ value: type, label: eventWords(type) })),
  }));

/** Event type, kind of thing and a range of UTC days; every change goes to the server. */
export function HistoryFilterFields({ value, onChange }: { value: FilterValues; onChange(next: FilterValues): void }): ReactNode {
  const set = <K extends keyof FilterValues>(key: K, next: FilterValues[K]): void => onChange({ ...value, [key]: next });
  const problem = rangeProblem(value);
  const filtered = value.types.length > 0 || value.kinds.length > 0 || value.from !== null || value.to !== null;
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <VisuallyHidden component="legend">Filters</VisuallyHidden>
      {/* Types and kinds a row each on a phone, the two dates side by side; all four in a row on a wide screen. */}
      <Grid gap="sm">
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <MultiSelect
            label="Event types"
            placeholder={value.types.length ? undefined : 'All types'}
            data={typeChoices(value.kinds)}
            value={value.types}
            onChange={(types) => set('types', types)}
            searchable
            clearable
            nothingFoundMessage="No such event type"
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6, lg: 3 }}>
          <MultiSelect
            label="Kinds"
            placeholder={value.kinds.length ? undefined : 'All kinds'}
            data={KIND_CHOICES}
            value={value.kinds}
            onChange={(kinds) => set('kinds', kinds.filter(isKind))}
            clearable
          />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <CalendarDateInput label="From (UTC)" value={value.from} onChange={(from) => set('from', from)} error={problem !== null} />
        </Grid.Col>
        <Grid.Col span={{ base: 6, lg: 3 }}>
          <CalendarDateInput label="To (UTC)" value={value.to} onChange={(to) => set('to', to)} error={problem} />
        </Grid.Col>
      </Grid>
      {filtered && (
        <Group justify="flex-end" mt="xs">
          <Button variant="subtle" size="xs" onClick={() => onChange(NO_FILTERS)}>
            Clear filters
          </Button>
        </Group>
      )}
    </fieldset>
  );
}
