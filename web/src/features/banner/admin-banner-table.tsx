import { Badge, Group, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Banner } from '@inkpace/contracts/api/banner';
import { isBannerExpired } from '@inkpace/contracts/rules/banner';
import { Markdown } from '../../ui/markdown.tsx';
import { ActionsHeader, EditDeleteCell, stackingCells, StackingTable } from '../../ui/stacking-table.tsx';
import { bannerColorLabel, showingLabel } from './banner-format.ts';
import classes from './banner.module.css';

/** The alert colours of banner-list.tsx, as small swatches. */
const SWATCH: Record<Banner['color'], string> = { info: 'blue', success: 'teal', warning: 'yellow', error: 'red' };

interface AdminBannerTableProps {
  banners: Banner[];
  now: Date;
  onEdit(banner: Banner): void;
  onDelete(banner: Banner): void;
}

/** Every banner, newest first: its message, colour, whether it is enabled, and until when it shows (or "Expired"). */
export function AdminBannerTable({ banners, now, onEdit, onDelete }: AdminBannerTableProps): ReactNode {
  return (
    <StackingTable verticalSpacing="sm">
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">ID</Table.Th>
          <Table.Th scope="col">Message</Table.Th>
          <Table.Th scope="col">Color</Table.Th>
          <Table.Th scope="col">Status</Table.Th>
          <ActionsHeader />
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {banners.map((banner) => {
          const expired = isBannerExpired(banner.showUntil, now);
          return (
            <Table.Tr key={banner.id}>
              <Table.Th scope="row" className={`${stackingCells.primary} ${classes.rowName}`}>
                Banner {banner.id}
              </Table.Th>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Markdown source={banner.message} headingLevel={2} className={classes.markdown} />
              </Table.Td>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <Badge color={SWATCH[banner.color]} variant="filled" size="xs" circle aria-hidden />
                  <Text span size="sm">
                    {bannerColorLabel(banner.color)}
                  </Text>
                  <Text span size="xs" c="dimmed">
                    ({banner.icon})
                  </Text>
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={6}>
                  <Badge variant="dot" color={banner.enabled ? 'teal' : 'gray'}>
                    {banner.enabled ? 'Enabled' : 'Disabled'}
                  </Badge>
                  <Text span size="sm" c={expired ? 'dimmed' : undefined}>
                    {showingLabel(banner, now)}
                  </Text>
                </Group>
              </Table.Td>
              <EditDeleteCell name={`banner ${banner.id}`} onEdit={() => onEdit(banner)} onDelete={() => onDelete(banner)} />
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </StackingTable>
  );
}
