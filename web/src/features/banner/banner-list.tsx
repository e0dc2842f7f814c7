import { Alert, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Banner } from '@inkpace/contracts/api/banner';
import { bannerIconKind, type BannerIconKind } from '@inkpace/contracts/rules/banner-icons';
import { Markdown } from '../../ui/markdown.tsx';
import { BANNER_ICONS } from './banner-icons.tsx';
import classes from './banner.module.css';

/**
 * The banner's colour picks the alert's colour, and the icon it shows when its icon name is one the site does not
 * draw (spec §3: a Material or Prime icon name; no icon font is loaded, so no third-party requests).
 */
const LOOKS: Record<Banner['color'], { color: string; icon: BannerIconKind }> = {
  info: { color: 'blue', icon: 'info' },
  success: { color: 'teal', icon: 'check' },
  warning: { color: 'yellow', icon: 'warning' },
  error: { color: 'red', icon: 'error' },
};

/** One announcement as visitors see it; `onDismiss` adds the close button (the admin form's preview has none). */
export function BannerAlert({ message, color, icon, onDismiss }: Pick<Banner, 'message' | 'color' | 'icon'> & { onDismiss?(): void }): ReactNode {
  const look = LOOKS[color] ?? LOOKS.info;
  const kind = bannerIconKind(icon) ?? look.icon;
  const Icon = BANNER_ICONS[kind];
  return (
    <Alert
      role="note"
      variant="light"
      color={look.color}
      icon={<Icon size={20} data-icon={kind} />}
      withCloseButton={onDismiss !== undefined}
      closeButtonLabel="Dismiss announcement"
      onClose={onDismiss}
      classNames={{ message: classes.message }}
    >
      <Markdown source={message} headingLevel={3} className={classes.markdown} />
    </Alert>
  );
}

export default function BannerList({ banners, onDismiss }: { banners: Banner[]; onDismiss(uuid: string): void }): ReactNode {
  return (
    <Stack component="section" aria-label="Announcements" gap="xs" className={classes.list}>
      {banners.map((banner) => (
        <BannerAlert key={banner.uuid} message={banner.message} color={banner.color} icon={banner.icon} onDismiss={() => onDismiss(banner.uuid)} />
      ))}
    </Stack>
  );
}
