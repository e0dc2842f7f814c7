import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled section of a page (an h2 that names it for screen readers): the dashboard's and a profile's parts. */
export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactNode {
  return (
    <Stack component="section" aria-labelledby={id} gap="sm">
      <Title order={2} id={id} size="h3">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
