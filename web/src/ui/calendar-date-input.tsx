import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import { useState, type ReactNode } from 'react';
import { isCalendarDate } from '@inkpace/contracts/rules/dates';
import { calendarLabels } from './calendar-labels.ts';

type CalendarDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null;
  onChange(value: string | null): void;
  /**
   * The field takes the first focus of the dialog it is in (Mantine's `data-autofocus`) without opening its calendar
   * over the form: the calendar opens once the writer clicks or types in the field, as it does on any later focus.
   */
  initialFocus?: boolean;
};

/**
 * The one date picker of the app (issue 12 #12: progress, goals and API keys each had their own): a date typed as
 * YYYY-MM-DD or picked from the calendar; the value is the calendar string itself (never a `Date`), null when
 * cleared.
 */
export function CalendarDateInput({ value, onChange, initialFocus = false, ...rest }: CalendarDateInputProps): ReactNode {
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Mantine opens the calendar on every focus; the one the dialog gives on opening was not the writer's asking.
  const [quiet, setQuiet] = useState(initialFocus);
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      clearable
      data-autofocus={initialFocus || undefined}
      {...rest}
      onClick={(event) => {
        setQuiet(false);
        rest.onClick?.(event);
      }}
      onKeyDown={(event) => {
        setQuiet(false);
        rest.onKeyDown?.(event);
      }}
      onBlur={(event) => {
        setQuiet(false);
        rest.onBlur?.(event);
      }}
      value={value}
      onChange={(next) => onChange(next && isCalendarDate(next) ? next : null)}
      valueFormat="YYYY-MM-DD"
      dateParser={(text) => (isCalendarDate(text.trim()) ? text.trim() : null)}
      ariaLabels={calendarLabels}
      clearButtonProps={{ 'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label.toLowerCase() : 'the date'}` }}
      popoverProps={{ ...(quiet ? { opened: false } : {}), onOpen: () => setCalendarOpen(true), onClose: () => setCalendarOpen(false) }}
      // Escape with the calendar open closes only the calendar, not the dialog the field is in (the progress form):
      // Mantine's modal leaves alone an Escape from an element marked so.
      data-mantine-stop-propagation={calendarOpen ? 'true' : undefined}
    />
  );
}
