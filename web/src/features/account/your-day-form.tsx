import { Alert, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState, type ReactNode } from 'react';
import type { User } from '@inkpace/contracts/api/account';
import { DAY_END_HOUR_MAX } from '@inkpace/contracts/rules/settings';
import { timeZoneChoices, type TimeZoneChoice } from '@inkpace/contracts/rules/time-zone-label';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { saveSettings, settingsFailure } from './save-settings.ts';

/**
 * Every zone the browser knows, for the picker (the server checks the choice against its own list), labelled with
 * its offset from UTC today: "(UTC+01:00) Europe/Berlin", found by city or by offset.
 */
function timeZones(current: string | null, now: Date): TimeZoneChoice[] {
  const known = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return timeZoneChoices(current && !known.includes(current) ? [current, ...known] : known, now);
}

const hourLabel = (hour: number): string => (hour === 0 ? 'Midnight' : `${hour} a.m.`);
const DAY_END_CHOICES = Array.from({ length: DAY_END_HOUR_MAX + 1 }, (_, hour) => ({ value: String(hour), label: hourLabel(hour) }));

/**
 * "Your day": the time zone and the hour a writer's day ends at, which decide what "today" is for their goals,
 * streaks and the progress form (a writer who works until 2 a.m. can count that as the day before).
 */
export function YourDayForm({ user }: { user: User }): ReactNode {
  const zones = useMemo(() => timeZones(user.userSettings.timeZone, new Date()), [user.userSettings.timeZone]);
  const [timeZone, setTimeZone] = useState<string | null>(user.userSettings.timeZone);
  const [dayEndHour, setDayEndHour] = useState(String(user.userSettings.dayEndHour));
  const unchanged = timeZone === user.userSettings.timeZone && Number(dayEndHour) === user.userSettings.dayEndHour;

  const save = useAsyncSubmit(() => saveSettings({
    ...(timeZone !== user.userSettings.timeZone ? { timeZone } : {}),
    ...(Number(dayEndHour) !== user.userSettings.dayEndHour ? { dayEndHour: Number(dayEndHour) } : {}),
  }), { failure: settingsFailure });

  return (
    <form onSubmit={(event) => { event.preventDefault(); void save.run(); }} noValidate aria-label="Your day">
      <Stack gap="sm" maw={420}>
        <Select label="Time zone" data={zones} value={timeZone} onChange={setTimeZone} searchable nothingFoundMessage="No such time zone"
          placeholder="UTC" description="Goals, streaks and the progress form go by your calendar day here."
          // Some 400 zones: the list itself scrolls (not a scroll area inside it), so it stays the combobox's listbox
          // that the arrow keys move through (axe: scrollable-region-focusable).
          withScrollArea={false} styles={{ options: { maxHeight: 280, overflowY: 'auto' } }} />
        <Select label="My day ends at" data={DAY_END_CHOICES} value={dayEndHour} onChange={(value) => setDayEndHour(value ?? '0')}
          allowDeselect={false} description="Progress before this hour counts for the day before." />
        {!user.userSettings.timeZone && <Text size="sm" c="dimmed">No time zone is set yet, so your days follow UTC.</Text>}
        {save.error && <Alert color="red">{save.error}</Alert>}
        <SubmitButton valid pending={save.pending} loadingLabel="Saving..." disabled={unchanged} style={{ alignSelf: 'flex-start' }}>
          Save
        </SubmitButton>
      </Stack>
    </form>
  );
}
