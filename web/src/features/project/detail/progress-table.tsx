import { Button, Group, NativeSelect, Pagination, Table, Text } from '@mantine/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import { MEASURE_LABELS } from '@inkpace/contracts/rules/measures';
import { PROGRESS_PAGE_SIZES } from '@inkpace/contracts/rules/projects';
import { pagerControlLabel } from '../../../ui/pager-labels.ts';
import { StackingTable, stackingCells } from '../../../ui/stacking-table.tsx';
import { TagBadge } from '../../../ui/tag-badge.tsx';
import { DeleteTallyDialog, EditTallyDialog } from '../../tally/index.ts';

interface ProgressTableProps {
  /** The entries of the page shown, newest first (spec §9) as the server sends them. */
  tallies: readonly TallyWithWorkAndTags[];
  /** How many entries the project has in all. */
  total: number;
  /** The page shown, from 1. */
  page: number;
  pageSize: number;
  /** Another page is on its way: the one shown stays meanwhile. */
  loading: boolean;
  onPage(page: number): void;
  onPageSize(size: number): void;
  /** The section heading's id. */
  headingId: string;
}

/**
 * After entry `gone` (at `index` on its page) is deleted and the page has reloaded: the Delete button of the entry
 * that took its place (or the page's new last one); the heading when the page has none.
 */
interface FocusAfterDelete {
  gone: number;
  index: number;
}

/** The project's progress entries, a page at a time (spec §9: 30, 60 or 90 a page), each with Edit and Delete. */
export function ProgressTable({ tallies, total, page, pageSize, loading, onPage, onPageSize, headingId }: ProgressTableProps): ReactNode {
  const [editing, setEditing] = useState<TallyWithWorkAndTags | null>(null);
  const [deleting, setDeleting] = useState<TallyWithWorkAndTags | null>(null);
  const [focusNext, setFocusNext] = useState<FocusAfterDelete | null>(null);
  const deleteButtons = useRef(new Map<number, HTMLButtonElement>());
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const first = (page - 1) * pageSize + 1;

  // Once the deleted entry has left the page (the reload is in), focus its successor's Delete button. A page the
  // deletion emptied is about to give way to the one before it: wait for that.
  useEffect(() => {
    if (focusNext === null || tallies.some((t) => t.id === focusNext.gone)) return;
    if (tallies.length === 0 && total > 0) return;
    const target = tallies[Math.min(focusNext.index, tallies.length - 1)];
    const button = target ? deleteButtons.current.get(target.id) : undefined;
    (button ?? document.getElementById(headingId))?.focus();
    setFocusNext(null);
  }, [focusNext, tallies, total, headingId]);

  return (
    <>
      <StackingTable striped highlightOnHover aria-busy={loading || undefined} style={loading ? { opacity: 0.6 } : undefined}>
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
          {tallies.map((tally) => {
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
          Entries {first}–{Math.min(first + pageSize - 1, total)} of {total}
        </Text>
        <Group gap="sm">
          <NativeSelect
            label="Rows per page"
            size="xs"
            data={PROGRESS_PAGE_SIZES.map(String)}
            value={String(pageSize)}
            onChange={(event) => onPageSize(Number(event.currentTarget.value))}
          />
          {pages > 1 && <Pagination total={pages} value={page} onChange={onPage} size="sm" aria-label="Progress pages" getControlProps={pagerControlLabel} />}
        </Group>
      </Group>
      <EditTallyDialog tally={editing} onClose={() => setEditing(null)} />
      <DeleteTallyDialog tally={deleting} onClose={() => setDeleting(null)} onDeleted={(tally) => setFocusNext({ gone: tally.id, index: Math.max(0, tallies.findIndex((t) => t.id === tally.id)) })} />
    </>
  );
}
