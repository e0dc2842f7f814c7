import { Button, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiKey } from '@inkpace/contracts/api/api-key';
import { ActionsHeader, stackingCells, StackingTable } from '../../ui/stacking-table.tsx';
import { expiryLabel, lastUsedLabel } from './format.ts';

/** The user's API keys with when each expires and was last used, each with Delete (a card per key on phones). */
export function ApiKeyTable({ keys, now, onDelete }: { keys: ApiKey[]; now: Date; onDelete(key: ApiKey): void }): ReactNode {
  return (
    <StackingTable striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Name</Table.Th>
          <Table.Th scope="col">Expires</Table.Th>
          <Table.Th scope="col">Last used</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {keys.map((key) => {
          const expiry = expiryLabel(key.expiresAt, now);
          return (
            <Table.Tr key={key.id}>
              <Table.Td className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
                {key.name}
              </Table.Td>
              <Table.Td data-label="Expires">
                <Text span size="sm" c={expiry === 'Expired' ? 'red' : undefined}>
                  {expiry}
                </Text>
              </Table.Td>
              <Table.Td data-label="Last used">{lastUsedLabel(key.lastUsed)}</Table.Td>
              <Table.Td className={stackingCells.actions}>
                <div className={stackingCells.actionGroup}>
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(key)} aria-label={`Delete ${key.name}`}>
                    Delete
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
