import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { messages } from '@inkpace/contracts/messages';

/** A goal that does not exist, was deleted or belongs to someone else (the server answers 404 for all three). */
export function MissingGoal(): ReactNode {
  return (
    <Alert color="yellow" title="Goal not found">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{messages.errors.goalNotFound}</Text>
        <Button size="xs" variant="light" component={Link} href="/goals">
          Back to your goals
        </Button>
      </Stack>
    </Alert>
  );
}
