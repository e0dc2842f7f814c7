import { Button, Table, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ApiKey } from '@inkpace/contracts/api/api-key';
import { expiryLabel, lastUsedLabel } from './format.ts';

export function ApiKeyTable({ keys, now, onDelete }: { keys: ApiKey[]; now: Date; onDelete(key: ApiKey): void }): ReactNode {
  return (
    <Table.ScrollContainer minWidth={480}>
      <Table striped highlightOnHover verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Expires</Table.Th>
            <Table.Th scope="col">Last used</Table.Th>
            <Table.Th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {keys.map((key) => {
            const expiry = expiryLabel(key.expiresAt, now);
            return (
              <Table.Tr key={key.id}>
                <Table.Td>{key.name}</Table.Td>
                <Table.Td>
                  <Text span size="sm" c={expiry === 'Expired' ? 'red' : undefined}>
                    {expiry}
                  </Text>
                </Table.Td>
                <Table.Td>{lastUsedLabel(key.lastUsed)}</Table.Td>
                <Table.Td ta="right">
                  <Button size="xs" variant="subtle" color="red" onClick={() => onDelete(key)} aria-label={`Delete ${key.name}`}>
                    Delete
                  </Button>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
