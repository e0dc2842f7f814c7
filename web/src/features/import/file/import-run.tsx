import { Alert, Button, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { refreshAll } from '../../../app/cache.ts';
import { errorText } from '../../../ui/api-error.ts';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { WorkProgress } from '../../../ui/work-progress.tsx';
import { useImportStatus } from '../use-import-status.ts';
import { broughtNothing, ImportCountsGrid } from './import-counts.tsx';
import { ImportProblems } from './import-problems.tsx';

const m = messages.imports;

/** Why an import failed, in the writer's words: the server's reason, else the spec's "Could not import the data". */
export const failureText = (status: ImportStatus): string => status.message ?? m.importFailed;

function ImportResult({ status }: { status: ImportStatus }): ReactNode {
  if (status.state === 'failed') {
    return (
      <Stack gap="md">
        <Alert color="red" title={m.page.failedTitle} role="alert">
          {failureText(status)}
        </Alert>
        <ImportProblems status={status} />
      </Stack>
    );
  }
  const nothing = broughtNothing(status.result);
  return (
    <Stack gap="md">
      <Alert color="green" role="status">
        <Stack gap={4}>
          <Text size="sm">{nothing ? m.nothingNew : m.imported(status.result.entries)}</Text>
          {status.result.skipped > 0 && <Text size="sm">{m.skipped(status.result.skipped)}</Text>}
        </Stack>
      </Alert>
      <ImportCountsGrid title={m.page.imported} counts={status.result} />
      {status.problems.length > 0 && <ImportProblems status={status} />}
    </Stack>
  );
}

/**
 * An import under way (its id is in the address, so a reload finds it): the bar moves with the rows done, then the
 * result shows. When it is done, every cached answer is read again: projects, entries, tags and goals changed.
 */
export function ImportRun({ id, onAnother }: { id: string; onAnother(): void }): ReactNode {
  const { status, error } = useImportStatus(id, (finished) => {
    if (finished.state === 'done') refreshAll();
  });
  let body: ReactNode;
  if (error !== undefined) {
    body = (
      <Alert color="red" title={m.page.couldNotReadImport} role="alert">
        {errorText(error)}
      </Alert>
    );
  } else if (status === null) body = <PageLoader />;
  else if (status.state === 'queued' || status.state === 'running') {
    body = <WorkProgress label={m.page.progressLabel} done={status.done} total={status.total} text={m.page.progressText(status.done, status.total)} />;
  } else body = <ImportResult status={status} />;
  const finished = error !== undefined || status?.state === 'done' || status?.state === 'failed';
  return (
    <Stack gap="lg" align="stretch">
      {body}
      {finished && (
        <Button variant="default" onClick={onAnother} style={{ alignSelf: 'flex-start' }}>
          {m.page.startOver}
        </Button>
      )}
    </Stack>
  );
}
