import { Button, Group, Stack } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useSearch } from 'wouter';
import type { CsvMapping } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { SubmitButton } from '../../../ui/submit-button.tsx';
import { pastedFile } from '../import-api.ts';
import { ColumnMapping, mappingOf } from './column-mapping.tsx';
import { CsvSource, PASTE_PARAM, type CsvSourceMode } from './csv-source.tsx';
import { FileImportFrame } from './file-import-frame.tsx';
import { PreviewPanel } from './preview-panel.tsx';
import { ProjectForRows } from './project-for-rows.tsx';
import { SampleRows } from './sample-rows.tsx';
import { useFileImport } from './use-file-import.ts';

const m = messages.imports;

/**
 * /projects/import/csv (issue 29): a CSV uploaded or pasted, previewed (its columns, which the writer can map, its
 * first rows and every problem by line), then imported with a progress bar and the result.
 */
export default function CsvImportPage(_props: { params: Record<string, string> }): ReactNode {
  const flow = useFileImport();
  const search = useSearch();
  const [mode, setMode] = useState<CsvSourceMode>(new URLSearchParams(search).has(PASTE_PARAM) ? 'paste' : 'upload');
  const [file, setFile] = useState<File | null>(null);
  const [text, setText] = useState('');
  const [workId, setWorkId] = useState<number | undefined>(undefined);
  // The writer's mapping once they change a column; until then the server's detection stands.
  const [mapping, setMapping] = useState<CsvMapping | undefined>(undefined);

  const source = (): File | null => (mode === 'upload' ? file : text.trim() === '' ? null : pastedFile(text));
  const hasSource = mode === 'upload' ? file !== null : text.trim() !== '';
  const sourceChanged = (): void => {
    setMapping(undefined);
    flow.clearPreview();
  };
  const request = (nextMapping = mapping) => {
    const chosen = source();
    return chosen && { file: chosen, mapping: nextMapping, workId };
  };
  const preview = (nextMapping = mapping): void => {
    const r = request(nextMapping);
    if (r) void flow.previewFile(r);
  };
  const startOver = (): void => {
    setFile(null);
    setText('');
    sourceChanged();
    flow.startOver();
  };

  return (
    <FileImportFrame title={m.page.csvTitle} crumb="CSV" help={m.page.uploadCsvHelp} flow={flow} onStartOver={startOver}>
      <Stack
        component="form"
        gap="md"
        onSubmit={(event) => {
          event.preventDefault();
          preview();
        }}
      >
        <CsvSource
          mode={mode}
          file={file}
          text={text}
          onMode={(next) => { setMode(next); sourceChanged(); }}
          onFile={(next) => { setFile(next); sourceChanged(); }}
          onText={(next) => { setText(next); sourceChanged(); }}
        />
        <ProjectForRows value={workId} disabled={flow.checking} onChange={(id) => { setWorkId(id); flow.clearPreview(); }} />
        <Group>
          <SubmitButton valid={hasSource} pending={flow.checking} loadingLabel="Reading…" variant="default">
            Preview
          </SubmitButton>
        </Group>
      </Stack>
      <PreviewPanel flow={flow}>
        {(status) => (
          <>
            <ColumnMapping
              columns={status.columns}
              mapping={mapping ?? mappingOf(status.columns)}
              disabled={flow.checking}
              onChange={(next) => {
                setMapping(next);
                preview(next);
              }}
            />
            <SampleRows columns={status.columns} sample={status.sample} />
          </>
        )}
      </PreviewPanel>
      <Group>
        <Button
          disabled={!flow.ready || flow.starting}
          loading={flow.starting}
          onClick={() => {
            const r = request();
            if (r) void flow.importFile(r);
          }}
        >
          Import
        </Button>
      </Group>
    </FileImportFrame>
  );
}
