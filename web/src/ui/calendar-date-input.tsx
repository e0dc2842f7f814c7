import '@mantine/dates/styles.css';
import { DateInput, type DateInputProps, type DayOfWeek } from '@mantine/dates';
import { useAtomValue } from 'jotai';
import { useState, type FocusEvent, type ReactNode } from 'react';
import { isCalendarDate } from '@inkpace/contracts/rules/dates';
import { userAtom } from '../app/session.ts';
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

/** The signed-in writer's first day of the week (their weekStartDay setting; Sunday, its default, until known). */
function useWritersWeekStart(): DayOfWeek {
  const day = useAtomValue(userAtom)?.userSettings.weekStartDay ?? 0;
  return (Number.isInteger(day) && day >= 0 && day <= 6 ? day : 0) as DayOfWeek;
}

/**
 * The one date picker of the app (issue 12 #12: progress, goals and API keys each had their own): a date typed as
 * YYYY-MM-DD or picked from the calendar; the value is the calendar string itself (never a `Date`), null when
 * cleared. Weeks start on the writer's week start day.
 *
 * What the writer typed is never dropped without a word (issue 27 #8): on leaving the field, a real date outside
 * `minDate`/`maxDate` becomes the value all the same, so the form's rule says why it cannot be used (those bounds
 * only guide the calendar: the form's schema must check them), and text that is no date clears the value, so the
 * form says a date is needed.
 */
export function CalendarDateInput({ value, onChange, onBlur, initialFocus = false, ...rest }: CalendarDateInputProps): ReactNode {
  const [calendarOpen, setCalendarOpen] = useState(false);
  // Mantine opens the calendar on every focus; the one the dialog gives on opening was not the writer's asking.
  const [quiet, setQuiet] = useState(initialFocus);
  const weekStart = useWritersWeekStart();
  const leave = (event: FocusEvent<HTMLInputElement>): void => {
    setQuiet(false);
    onBlur?.(event);
    const text = event.currentTarget.value.trim();
    if (text === '' || text === value) return;
    onChange(isCalendarDate(text) ? text : null);
  };
  return (
    <DateInput
      placeholder="YYYY-MM-DD"
      clearable
      data-autofocus={initialFocus || undefined}
      firstDayOfWeek={weekStart}
      {...rest}
      onClick={(event) => {
        setQuiet(false);
        rest.onClick?.(event);
      }}
      onKeyDown={(event) => {
        setQuiet(false);
        rest.onKeyDown?.(event);
      }}
      value={value}
      onChange={(next) => onChange(next && isCalendarDate(next) ? next : null)}
      onBlur={leave}
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
