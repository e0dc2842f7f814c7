import { Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Tag } from '@inkpace/contracts/api/tag';
import { ActionsHeader, EditDeleteCell, stackingCells, StackingTable } from '../../ui/stacking-table.tsx';
import { tagColorLabel } from '../../ui/tag-colors.ts';
import { TagSwatch } from './tag-swatch.tsx';

interface TagTableProps {
  tags: Tag[];
  onEdit(tag: Tag): void;
  onDelete(tag: Tag): void;
}

/** The user's tags, shown as "#name" with their colour (swatch and name), each with Edit and Delete. */
export function TagTable({ tags, onEdit, onDelete }: TagTableProps): ReactNode {
  return (
    <StackingTable striped highlightOnHover verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">Tag</Table.Th>
          <Table.Th scope="col">Color</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {tags.map((tag) => (
          <Table.Tr key={tag.id}>
            <Table.Th scope="row" fw={500} className={stackingCells.primary} style={{ overflowWrap: 'anywhere' }}>
              #{tag.name}
            </Table.Th>
            <Table.Td>
              <Group gap={8} wrap="nowrap">
                <TagSwatch color={tag.color} />
                <Text span size="sm">
                  {tagColorLabel(tag.color)}
                </Text>
              </Group>
            </Table.Td>
            <EditDeleteCell name={`#${tag.name}`} onEdit={() => onEdit(tag)} onDelete={() => onDelete(tag)} />
          </Table.Tr>
        ))}
      </Table.Tbody>
    </StackingTable>
  );
}
