import { FileInput, SegmentedControl, Stack, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { messages } from '@inkpace/contracts/messages';
import classes from '../import.module.css';

const m = messages.imports.page;

/** `/projects/import/csv?paste` opens the page on the paste ("Manual Import" under "anywhere"). */
export const PASTE_PARAM = 'paste';

export type CsvSourceMode = 'upload' | 'paste';

/** Where the CSV comes from: a file, or text pasted in. */
export function CsvSource({ mode, file, text, onMode, onFile, onText }: {
  mode: CsvSourceMode;
  file: File | null;
  text: string;
  onMode(mode: CsvSourceMode): void;
  onFile(file: File | null): void;
  onText(text: string): void;
}): ReactNode {
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label="Where the CSV comes from"
        value={mode}
        onChange={(value) => onMode(value === 'paste' ? 'paste' : 'upload')}
        data={[{ value: 'upload', label: m.uploadFile }, { value: 'paste', label: m.pasteText }]}
        style={{ alignSelf: 'flex-start' }}
      />
      {mode === 'upload' ? (
        <FileInput label={m.csvFileLabel} accept=".csv,.tsv,.txt,text/csv,text/plain" value={file} onChange={onFile} clearable clearButtonProps={{ 'aria-label': 'Clear the file' }} />
      ) : (
        <Textarea
          label={m.csvTextLabel}
          value={text}
          onChange={(event) => onText(event.currentTarget.value)}
          rows={8}
          spellCheck={false}
          classNames={{ input: classes.paste }}
        />
      )}
    </Stack>
  );
}
