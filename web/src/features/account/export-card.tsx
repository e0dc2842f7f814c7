import { Alert, Button, Stack, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { EXPORT_ZIP_NAME } from '@inkpace/contracts/api/export-format';
import { exportPaths } from '@inkpace/contracts/api/paths';
import { messages } from '@inkpace/contracts/messages';
import { fetchFile } from '../../app/api.ts';
import { errorText } from '../../ui/api-error.ts';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';

const m = messages.imports;

const exportFailure = (error: unknown): string => errorText(error, { TOO_MANY_REQUESTS: m.exportTooSoon });

/** Hands a fetched file to the browser as a download, under `name`. */
function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the next task may let it go.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * The export (issue 29): fetches the zip rather than opening it in a new window (as the reference does), so a
 * refusal (once a minute) shows in words here instead of as a JSON page.
 */
export function ExportCard(): ReactNode {
  const download = useAsyncSubmit(async () => saveFile(await fetchFile(exportPaths.download), EXPORT_ZIP_NAME), { failure: exportFailure });
  const helpId = useId();
  return (
    <Stack gap="sm" maw={560}>
      <Text size="sm" id={helpId}>
        {m.exportHelp}
      </Text>
      {download.error && <Alert color="red">{download.error}</Alert>}
      <Button
        onClick={() => void download.run()}
        disabled={download.pending}
        aria-busy={download.pending}
        aria-describedby={helpId}
        style={{ alignSelf: 'flex-start' }}
      >
        {download.pending ? m.exportPreparing : m.exportButton}
      </Button>
    </Stack>
  );
}
