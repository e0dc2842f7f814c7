import { Anchor, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { NOT_FOUND_PAGE } from '@inkpace/contracts/not-found-message';

export function NotFoundPage(): ReactNode {
  return (
    <Stack align="center" py="xl" gap="md">
      <Title order={1}>404</Title>
      <Text size="lg">{NOT_FOUND_PAGE}</Text>
      <Anchor component={Link} href="/">
        Go to the homepage
      </Anchor>
    </Stack>
  );
}
