import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorText } from './api-error.ts';

/** A list or page that could not be loaded: what failed, why (when known), and a way to try again. */
export function LoadFailed({ title, error, retry }: { title: string; error?: unknown; retry(): void }): ReactNode {
  return (
    <Alert color="red" title={title} role="alert">
      <Stack gap="xs" align="flex-start">
        {error !== undefined && <Text size="sm">{errorText(error)}</Text>}
        <Button size="xs" variant="light" color="red" onClick={retry}>
          Try again
        </Button>
      </Stack>
    </Alert>
  );
}
