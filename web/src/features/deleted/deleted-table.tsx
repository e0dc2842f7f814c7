import { Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DeletedItem } from '@inkpace/contracts/api/deleted';
import { ActionsHeader, stackingCells, StackingTable } from '../../ui/stacking-table.tsx';
import { deletedWhen, entriesLabel, itemName, KIND_LABELS, rowKey } from './deleted-labels.ts';

interface DeletedTableProps {
  items: DeletedItem[];
  now: Date;
  /** Rows whose restore is on its way (their button is busy). */
  restoring: ReadonlySet<string>;
  /** A failed restore's words, by row (a 409 says what to do first). */
  failures: ReadonlyMap<string, string>;
  onRestore(item: DeletedItem): void;
}

/**
 * What the writer deleted, newest first, each labelled with its kind and when it goes for good, with Restore (a card
 * per row on phones). A failed restore's message stays under the row's name, announced as it appears.
 */
export function DeletedTable({ items, now, restoring, failures, onRestore }: DeletedTableProps): ReactNode {
  return (
    <StackingTable striped verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Kind</Table.Th>
          <Table.Th scope="col">When</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {items.map((item) => {
          const key = rowKey(item);
          const name = itemName(item);
          const entries = entriesLabel(item);
          const busy = restoring.has(key);
          const failure = failures.get(key);
          const [ago, until] = deletedWhen(item, now);
          return (
            <Table.Tr key={key}>
              <Table.Td className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
                <Text span fw={600} size="sm">
                  {name}
                </Text>
                {entries && (
                  <Text span size="sm" c="dimmed">
                    {' '}
                    {entries}
                  </Text>
                )}
                {failure && (
                  <Text size="sm" c="var(--mantine-color-error)" role="alert" mt={4}>
                    {failure}
                  </Text>
                )}
              </Table.Td>
              <Table.Td data-label="Kind">{KIND_LABELS[item.kind]}</Table.Td>
              {/* No card label: the sentence starts with "Deleted" already. */}
              <Table.Td>
                {/* Each half whole: a narrow column breaks the line at the dot, not inside a date. */}
                <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {ago} ·
                </Text>{' '}
                <Text span size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {until}
                </Text>
              </Table.Td>
              <Table.Td className={stackingCells.actions}>
                <div className={stackingCells.actionGroup}>
                  <Button
                    size="xs"
                    variant="light"
                    disabled={busy}
                    aria-busy={busy}
                    onClick={() => onRestore(item)}
                    aria-label={`${busy ? 'Restoring' : 'Restore'} ${name}`}
                  >
                    {busy ? 'Restoring...' : 'Restore'}
                  </Button>
                </div>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
