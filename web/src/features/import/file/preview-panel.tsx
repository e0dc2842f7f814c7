import { Alert, Group, Loader, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { ImportProblems } from './import-problems.tsx';
import { failureText } from './import-run.tsx';
import type { FileImport } from './use-file-import.ts';

/**
 * What a preview found: "Reading the file…" while it runs, then the page's own view of the file (`children`, given
 * the answer) and every problem by line; a file that could not be read says why.
 */
export function PreviewPanel({ flow, children }: { flow: FileImport; children(preview: ImportStatus): ReactNode }): ReactNode {
  const { preview } = flow;
  if (!flow.checking && flow.error === null && preview === null) return null;
  return (
    <Stack gap="md" aria-busy={flow.checking}>
      {flow.checking && (
        <Group gap="sm" role="status">
          <Loader size="sm" aria-hidden="true" />
          <Text size="sm">{messages.imports.page.checking}</Text>
        </Group>
      )}
      {flow.error !== null && (
        <Alert color="red" title={messages.imports.page.couldNotStart} role="alert">
          {flow.error}
        </Alert>
      )}
      {preview?.state === 'failed' && (
        <Alert color="red" title={messages.imports.page.couldNotRead} role="alert">
          {failureText(preview)}
        </Alert>
      )}
      {preview?.state === 'done' && children(preview)}
      {preview !== null && (preview.state === 'done' || preview.state === 'failed') && <ImportProblems status={preview} />}
    </Stack>
  );
}
