import { Anchor, Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { AdminUser } from '@inkpace/contracts/api/admin';
import { StackingTable, stackingCells } from '../../../ui/stacking-table.tsx';
import { StateBadge, VerifiedBadge } from './account-badges.tsx';

/** One page of users; each username opens that user's page. On a phone each row is a card. */
export function UsersTable({ users }: { users: readonly AdminUser[] }): ReactNode {
  return (
    <StackingTable striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Username</Table.Th>
          <Table.Th scope="col">Display name</Table.Th>
          <Table.Th scope="col">Email</Table.Th>
          <Table.Th scope="col">Email verified</Table.Th>
          <Table.Th scope="col">State</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {users.map((user) => (
          <Table.Tr key={user.id}>
            <Table.Th scope="row" className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
              <Anchor component={Link} href={`/admin/users/${user.id}`} fw={600}>
                {user.username}
              </Anchor>
            </Table.Th>
            <Table.Td data-label="Display name" style={{ overflowWrap: 'anywhere' }}>
              {user.displayName}
            </Table.Td>
            <Table.Td data-label="Email" style={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Table.Td>
            <Table.Td>
              <VerifiedBadge verified={user.isEmailVerified} />
            </Table.Td>
            <Table.Td className={stackingCells.aside}>
              <StateBadge state={user.state} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
