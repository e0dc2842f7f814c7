import { Alert, Anchor, NativeSelect, Stack, Switch } from '@mantine/core';
import { useState, type ChangeEvent, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SettingsChange, User, UserSettings } from '@inkpace/contracts/api/account';
import { WEEKDAY_NAMES } from '@inkpace/contracts/rules/week-order';
import { profilePath } from '../../app/routes.ts';
import { SubmitButton } from '../../ui/submit-button.tsx';
import { useAsyncSubmit } from '../../ui/use-async-submit.ts';
import { saveSettings, settingsFailure } from './save-settings.ts';

type Preferences = Pick<UserSettings, 'enablePublicProfile' | 'displayCovers' | 'displayStreaks' | 'weekStartDay'>;
const KEYS = ['enablePublicProfile', 'displayCovers', 'displayStreaks', 'weekStartDay'] as const satisfies ReadonlyArray<keyof Preferences>;
const WEEK_STARTS = WEEKDAY_NAMES.map((name, day) => ({ value: String(day), label: name }));

/** The preferences that differ from the saved ones: PATCH sends only those (the server changes only the fields sent). */
function changedPreferences(values: Preferences, saved: UserSettings): SettingsChange {
  const change: SettingsChange = {};
  for (const key of KEYS) if (values[key] !== saved[key]) Object.assign(change, { [key]: values[key] });
  return change;
}

/**
 * The public profile and what pages show (spec §3 userSettings): project covers, the dashboard's writing streaks and
 * the day weeks start on (calendars, heat maps, weekly charts and weekly habits).
 */
export function PreferencesForm({ user }: { user: User }): ReactNode {
  const saved = user.userSettings;
  const [values, setValues] = useState<Preferences>(() => ({
    enablePublicProfile: saved.enablePublicProfile, displayCovers: saved.displayCovers, displayStreaks: saved.displayStreaks, weekStartDay: saved.weekStartDay,
  }));
  const change = changedPreferences(values, saved);
  const save = useAsyncSubmit(() => saveSettings(change), { failure: settingsFailure });
  const toggle = (key: 'enablePublicProfile' | 'displayCovers' | 'displayStreaks') => ({
    checked: values[key],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const checked = event.currentTarget.checked;
      setValues((v) => ({ ...v, [key]: checked }));
    },
  });

  return (
    <form onSubmit={(event) => { event.preventDefault(); void save.run(); }} noValidate aria-label="Preferences">
      <Stack gap="md" maw={520}>
        <Switch
          label="Public profile"
          description={`Anyone can see your display name, lifetime totals, activity and the projects and goals you mark for it at ${profilePath(user.username)}. Notes always stay private.`}
          {...toggle('enablePublicProfile')}
        />
        {saved.enablePublicProfile && (
          <Anchor component={Link} href={profilePath(user.username)} size="sm">
            View your public profile
          </Anchor>
        )}
        <Switch label="Show project covers" description="Off: every project shows the placeholder image instead of its cover." {...toggle('displayCovers')} />
        <Switch label="Show writing streaks" description="Your current and longest writing streaks on the dashboard." {...toggle('displayStreaks')} />
        <NativeSelect
          label="Week starts on"
          description="Calendars, heat maps, weekly charts and weekly habits start on this day."
          data={WEEK_STARTS}
          value={String(values.weekStartDay)}
          onChange={(event) => {
            const day = Number(event.currentTarget.value);
            setValues((v) => ({ ...v, weekStartDay: day }));
          }}
          maw={420}
        />
        {save.error && <Alert color="red">{save.error}</Alert>}
        <SubmitButton valid pending={save.pending} loadingLabel="Saving..." disabled={Object.keys(change).length === 0} style={{ alignSelf: 'flex-start' }}>
          Save
        </SubmitButton>
      </Stack>
    </form>
  );
}
