import { Button, Group, NativeSelect, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { PROGRESS_PAGE_SIZES } from '@inkpace/contracts/rules/projects';
import { pagerControlLabel } from '../../../ui/pager-labels.ts';
import { StackingTable, stackingCells } from '../../../ui/stacking-table.tsx';
import { TagBadge } from '../../../ui/tag-badge.tsx';
import { DeleteTallyDialog, EditTallyDialog } from '../../tally/index.ts';


/** Newest first (spec §9); entries of one day by when they were logged, newest first. */
function newestFirst(a: TallyWithWorkAndTags, b: TallyWithWorkAndTags): number {
  if (a.date !== b.date) return a.date < b.date ? 1 : -1;
  if (a.createdAt !== b.createdAt) return a.createdAt < b.createdAt ? 1 : -1;
  return b.id - a.id;
}

/**
 * Where focus goes once entry `id` is deleted (its Delete button goes with it): the Delete button of the entry that
 * takes its place in the list (the next, or the previous one at the end); else the table's heading (with no entry
 * left the table goes, and the page's no-progress message takes the focus).
 */
function focusAfterDelete(sorted: readonly TallyWithWorkAndTags[], id: number): number | 'heading' {
  const index = sorted.findIndex((t) => t.id === id);
  const neighbour = sorted[index + 1] ?? sorted[index - 1];
  return neighbour ? neighbour.id : 'heading';
}

/** The project's progress entries, paged, each with Edit and Delete. `headingId`: the section heading's id. */
export function ProgressTable({ tallies, headingId }: { tallies: readonly TallyWithWorkAndTags[]; headingId: string }): ReactNode {
  const [pageSize, setPageSize] = useState<number>(PROGRESS_PAGE_SIZES[0]);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<TallyWithWorkAndTags | null>(null);
  const [deleting, setDeleting] = useState<TallyWithWorkAndTags | null>(null);
  const [focusNext, setFocusNext] = useState<{ gone: number; target: number | 'heading' } | null>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());

  const sorted = useMemo(() => [...tallies].sort(newestFirst), [tallies]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  // A deletion can empty the last page: show the new last one.
  const current = Math.min(page, pages);
  const shown = sorted.slice((current - 1) * pageSize, current * pageSize);

  // Once the deleted entry has left the list (the reload is in), focus its neighbour's Delete button, or the
  // heading when there is none on this page.
  useEffect(() => {
    if (focusNext === null || sorted.some((t) => t.id === focusNext.gone)) return;
    const button = focusNext.target === 'heading' ? undefined : deleteButtons.current.get(focusNext.target);
    (button ?? document.getElementById(headingId))?.focus();
    setFocusNext(null);
  }, [focusNext, sorted, headingId]);

  return (
    <>
      <StackingTable striped highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            <Table.Th scope="col">Measure</Table.Th>
            <Table.Th scope="col">Count</Table.Th>
            <Table.Th scope="col">Tags</Table.Th>
            <Table.Th scope="col">Note</Table.Th>
            <Table.Th scope="col">Actions</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((tally) => {
            const date = formatCalendarDate(tally.date);
            const count = formatMeasureCount(tally.count, tally.measure);
            // Several entries can share a day (one per measure): the count tells their buttons apart.
            const entry = `the entry of ${date} (${count})`;
            return (
              <Table.Tr key={tally.id}>
                <Table.Td className={stackingCells.primary} style={{ whiteSpace: 'nowrap' }}>
                  {date}
                </Table.Td>
                <Table.Td className={stackingCells.wideOnly}>{MEASURE_LABELS[tally.measure]}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{count}</Table.Td>
                <Table.Td>
                  {tally.tags.length > 0 && (
                    <Group gap={4}>
                      {tally.tags.map((tag) => (
                        <TagBadge key={tag.id} name={tag.name} color={tag.color} />
                      ))}
                    </Group>
                  )}
                </Table.Td>
                <Table.Td style={{ overflowWrap: 'anywhere' }}>{tally.note}</Table.Td>
                <Table.Td className={stackingCells.actions}>
                  <div className={stackingCells.actionGroup}>
                    <Button size="compact-sm" variant="subtle" onClick={() => setEditing(tally)} aria-label={`Edit ${entry}`}>
                      Edit
                    </Button>
                    <Button
                      ref={(button: HTMLButtonElement | null) => {
                        if (button) deleteButtons.current.set(tally.id, button);
                        else deleteButtons.current.delete(tally.id);
                      }}
                      size="compact-sm"
                      variant="subtle"
                      color="red"
                      onClick={() => setDeleting(tally)}
                      aria-label={`Delete ${entry}`}
                    >
                      Delete
                    </Button>
                  </div>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackingTable>
      <Group justify="space-between" gap="sm">
        <Text size="sm" aria-live="polite">
          Entries {(current - 1) * pageSize + 1}–{Math.min(current * pageSize, sorted.length)} of {sorted.length}
        </Text>
        <Group gap="sm">
          <NativeSelect
            label="Rows per page"
            size="xs"
            data={PROGRESS_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => {
              setPageSize(Number(event.currentTarget.value));
              setPage(1);
            }}
          />
          {pages > 1 && <Pagination total={pages} value={current} onChange={setPage} size="sm" aria-label="Progress pages" getControlProps={pagerControlLabel} />}
        </Group>
      </Group>
      <EditTallyDialog tally={editing} onClose={() => setEditing(null)} />
      <DeleteTallyDialog tally={deleting} onClose={() => setDeleting(null)} onDeleted={(tally) => setFocusNext({ gone: tally.id, target: focusAfterDelete(sorted, tally.id) })} />
    </>
  );
}
