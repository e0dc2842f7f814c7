import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../../app/title.ts';
import { ImportBreadcrumbs } from '../import-breadcrumbs.tsx';
import { ImportRun } from './import-run.tsx';
import type { FileImport } from './use-file-import.ts';

/** The frame of a file import page: its title and help, then the choosing and preview (`children`) or the run. */
export function FileImportFrame({ title, crumb, help, flow, onStartOver, children }: {
  title: string;
  crumb: string;
  help: string;
  flow: FileImport;
  onStartOver(): void;
  children: ReactNode;
}): ReactNode {
  usePageTitle(title);
  return (
    <Stack gap="lg">
      <ImportBreadcrumbs page={crumb} />
      <Title order={1}>{title}</Title>
      {flow.runId === null ? (
        <>
          <Text>{help}</Text>
          {children}
        </>
      ) : (
        <ImportRun id={flow.runId} onAnother={onStartOver} />
      )}
    </Stack>
  );
}
