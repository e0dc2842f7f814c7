import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps } from '@mantine/dates';
import type { ReactNode } from 'react';
import { isCalendarDate } from '@inkpace/contracts/rules/dates';
import { calendarLabels } from './calendar-labels.ts';

type CalendarDateInputProps = Omit<DateInputProps, 'value' | 'onChange' | 'valueFormat' | 'dateParser'> & {
  value: string | null;
  onChange(value: string | null): void;
};

/**
 * A date typed as YYYY-MM-DD or picked from the calendar; the value is the calendar string itself (never a
 * `Date`), null when cleared.
 */
export function CalendarDateInput({ value, onChange, ...rest }: CalendarDateInputProps): ReactNode {
  return (
    <DateInput
      {...rest}
      value={value}
      onChange={(next) => onChange(next && isCalendarDate(next) ? next : null)}
      valueFormat="YYYY-MM-DD"
      dateParser={(text) => (isCalendarDate(text.trim()) ? text.trim() : null)}
      placeholder="YYYY-MM-DD"
      ariaLabels={calendarLabels}
      clearable
      clearButtonProps={{ 'aria-label': `Clear ${typeof rest.label === 'string' ? rest.label.toLowerCase() : 'the date'}` }}
    />
  );
}
