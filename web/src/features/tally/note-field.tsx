import { Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { NOTE_MAX, NOTE_WARN } from '@inkpace/contracts/api/tally';
import classes from './tally.module.css';

export type NoteLevel = 'normal' | 'warning' | 'danger';
/** Spec §5: the counter turns to the warning colour above 120 characters and to danger above 140. */
export const noteLevel = (length: number): NoteLevel => (length > NOTE_MAX ? 'danger' : length > NOTE_WARN ? 'warning' : 'normal');

/**
 * The entry's note with its "n / 140" counter under it. The counter is the field's description, so it is read out
 * with the field (not only shown by colour), next to any error.
 */
export function NoteField({ value, onChange, error }: { value: string; onChange(value: string): void; error: string | undefined }): ReactNode {
  return (
    <Textarea
      label="Note"
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      error={error}
      rows={3}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <span className={classes.counter} data-level={noteLevel(value.length)}>
          {value.length} / {NOTE_MAX}
        </span>
      }
      styles={{ description: { textAlign: 'right' } }}
    />
  );
}
