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

export default function BannerList({ banners, onDismiss }: { banners: Banner[]; onDismiss(uuid: string): void }): ReactNode {
  return (
    <Stack component="section" aria-label="Announcements" gap="xs" className={classes.list}>
      {banners.map((banner) => {
        const look = LOOKS[banner.color] ?? LOOKS.info;
        return (
          <Alert
            key={banner.uuid}
            role="note"
            variant="light"
            color={look.color}
            icon={<look.Icon size={20} />}
            withCloseButton
            closeButtonLabel="Dismiss announcement"
            onClose={() => onDismiss(banner.uuid)}
            classNames={{ message: classes.message }}
          >
            <Markdown source={banner.message} headingLevel={3} className={classes.markdown} />
          </Alert>
        );
      })}
    </Stack>
  );
}
