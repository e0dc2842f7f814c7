import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AdminUser } from '@inkpace/contracts/api/admin';
import { StateBadge, VerifiedBadge } from './account-badges.tsx';
import { dateTimeWords } from './history/history-words.ts';

function Field({ label, children }: { label: string; children: ReactNode }): ReactNode {
  return (
    <div>
      <Text component="dt" size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/** The account as the server has it (spec §3 User, without the settings). */
export function UserProfile({ user }: { user: AdminUser }): ReactNode {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="profile-heading">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="profile-heading">
            Profile
          </Title>
          <Group gap="xs">
            <StateBadge state={user.state} />
            <VerifiedBadge verified={user.isEmailVerified} />
          </Group>
        </Group>
        <SimpleGrid component="dl" cols={{ base: 1, xs: 2, md: 3 }} spacing="sm" verticalSpacing="sm" m={0}>
          <Field label="Username">{user.username}</Field>
          <Field label="Display name">{user.displayName}</Field>
          <Field label="Email">{user.email}</Field>
          <Field label="ID">{user.id}</Field>
          <Field label="Created">
            <time dateTime={user.createdAt}>{dateTimeWords(user.createdAt)}</time>
          </Field>
          <Field label="Updated">
            <time dateTime={user.updatedAt}>{dateTimeWords(user.updatedAt)}</time>
          </Field>
          <Field label="UUID">{user.uuid}</Field>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
