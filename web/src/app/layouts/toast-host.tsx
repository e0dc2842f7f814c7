import '@mantine/notifications/styles.css';
import { Notifications } from '@mantine/notifications';
import type { ReactNode } from 'react';

/** Where toasts appear (ui/toast.ts): rendered by the signed-in layouts only. */
export default function ToastHost(): ReactNode {
  return <Notifications position="top-right" limit={3} />;
}
