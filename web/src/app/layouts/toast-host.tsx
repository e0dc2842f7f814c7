import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import classes from './shell.module.css';

/** Where toasts appear (ui/toast.ts), below the header so they never cover its controls: signed-in layouts only. */
export default function ToastHost(): ReactNode {
  return <Notifications position="top-right" limit={3} classNames={{ root: classes.toasts }} />;
}
