import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';
import classes from './shell.module.css';

/**
 * Where toasts appear (ui/toast.ts): at the bottom right, above the floating Enter Progress button, where they cover
 * neither the header, nor a dialog's close button, nor the buttons at the top of a page. Signed-in layouts only.
 */
export default function ToastHost(): ReactNode {
  return <Notifications position="bottom-right" limit={3} classNames={{ root: classes.toasts }} />;
}
