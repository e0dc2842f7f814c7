import { Alert, Stack } from '@mantine/core';
import type { ComponentType, ReactNode } from 'react';
import type { Banner } from '@inkpace/contracts/api/banner';
import { CheckIcon, ErrorIcon, InfoIcon, WarningIcon } from '../../ui/app-icons.tsx';
import { Markdown } from '../../ui/markdown.tsx';
import classes from './banner.module.css';

/**
 * The banner's colour picks the alert's colour and icon. The stored icon names a Material or Prime icon font,
 * which the site does not load (no third-party requests), so each colour has its own drawn icon instead.
 */
const LOOKS: Record<Banner['color'], { color: string; Icon: ComponentType<{ size?: number }> }> = {
  info: { color: 'blue', Icon: InfoIcon },
  success: { color: 'teal', Icon: CheckIcon },
  warning: { color: 'yellow', Icon: WarningIcon },
  error: { color: 'red', Icon: ErrorIcon },
};

/** One announcement as visitors see it; `onDismiss` adds the close button (the admin form's preview has none). */
export function BannerAlert({ message, color, onDismiss }: Pick<Banner, 'message' | 'color'> & { onDismiss?(): void }): ReactNode {
  const look = LOOKS[color] ?? LOOKS.info;
  return (
    <Alert
      role="note"
      variant="light"
      color={look.color}
      icon={<look.Icon size={20} />}
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
        <BannerAlert key={banner.uuid} message={banner.message} color={banner.color} onDismiss={() => onDismiss(banner.uuid)} />
      ))}
    </Stack>
  );
}
