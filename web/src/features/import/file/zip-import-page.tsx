import { Button, FileInput, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { FileImportFrame } from './file-import-frame.tsx';
import { ImportCountsGrid } from './import-counts.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { useFileImport } from './use-file-import.ts';

const m = messages.imports;

/**
 * /projects/import/zip (issue 29): a TrackBear or Inkpace export zip, previewed (what it would bring, every problem),
 * then imported with a progress bar and the result. A second import of the same zip adds nothing and says so.
 */
export default function ZipImportPage(_props: { params: Record<string, string> }): ReactNode {
  const flow = useFileImport();
  const [file, setFile] = useState<File | null>(null);
  const startOver = (): void => {
    setFile(null);
    flow.clearPreview();
    flow.startOver();
  };
  return (
    <FileImportFrame title={m.page.exportZip} crumb="Export zip" help={m.page.exportZipHelp} flow={flow} onStartOver={startOver}>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          if (file) void flow.previewFile({ file });
        }}
      >
        <FileInput
          label={m.page.zipFileLabel}
          accept=".zip,application/zip"
          value={file}
          onChange={(next) => {
            setFile(next);
            flow.clearPreview();
          }}
          clearable
          clearButtonProps={{ 'aria-label': 'Clear the file' }}
         
        />
        <Group>
          <SubmitButton valid={file !== null} pending={flow.checking} loadingLabel="Reading…" variant="default">
            Preview
          </SubmitButton>
        </Group>
      </Stack>
      <PreviewPanel flow={flow}>{(status) => <ImportCountsGrid title={m.page.wouldBring} counts={status.result} />}</PreviewPanel>
      <Group>
        <Button disabled={!flow.ready || flow.starting} loading={flow.starting} onClick={() => file && void flow.importFile({ file })}>
          Import
        </Button>
      </Group>
    </FileImportFrame>
  );
}
