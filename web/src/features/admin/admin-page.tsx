import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../app/title.ts';

/** Spec §2: the admin landing page is a placeholder; its content is not shown. */
export default function AdminPage(): ReactNode {
  usePageTitle('Admin');
  return (
    <Stack gap="xs">
      <Title order={1}>Admin</Title>
      <Text c="dimmed">Choose a section from the menu.</Text>
    </Stack>
  );
}
