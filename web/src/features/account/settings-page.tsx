import { Divider, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useCurrentUser } from '../../app/session.ts';
import { usePageTitle } from '../../app/title.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { LifetimeBalanceForm } from './lifetime-balance-form.tsx';
import { PreferencesForm } from './preferences-form.tsx';
import { YourDayForm } from './your-day-form.tsx';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }): ReactNode {
  return (
    <Stack gap="sm" component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}

/**
 * /account/settings (spec §2, §3 userSettings): the profile and display preferences with the week start, the
 * writer's day (time zone, day end) and the lifetime starting balance. Each form sends only what it changed; every
 * page follows a save at once (saveSettings).
 */
export default function SettingsPage(): ReactNode {
  usePageTitle('Settings');
  const user = useCurrentUser();
  if (!user) return <PageLoader />;
  // Each form is keyed by its own saved settings: once they change (saved here, or the browser's time zone adopted)
  // it starts from them, while what another form holds unsaved stays.
  const s = user.userSettings;
  const keyOf = (...values: unknown[]): string => JSON.stringify([user.id, ...values]);

  return (
    <Stack gap="xl">
      <Title order={1}>Settings</Title>
      <Section id="settings-preferences" title="Profile and Display">
        <PreferencesForm key={keyOf(s.enablePublicProfile, s.displayCovers, s.displayStreaks, s.weekStartDay)} user={user} />
      </Section>
      <Divider />
      <Section id="settings-day" title="Your Day">
        <YourDayForm key={keyOf(s.timeZone, s.dayEndHour)} user={user} />
      </Section>
      <Divider />
      <Section id="settings-balance" title="Lifetime Starting Balance">
        <LifetimeBalanceForm key={keyOf(s.lifetimeStartingBalance)} user={user} />
      </Section>
    </Stack>
  );
}
