import { notifications } from '@mantine/notifications';
import { TOAST_MS } from '../app/constants.ts';

/**
 * Short notices (spec §9: toasts last 3 s). The signed-in layouts render the toast host (<Notifications />); the
 * public pages do not carry it, to stay light. A toast asked for on a public page waits in the store and shows
 * once a signed-in layout opens (e.g. right after logging in).
 */
type Kind = 'success' | 'error' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', info: 'indigo' };

function show(kind: Kind, message: string, title?: string): void {
  notifications.show({ title, message, color: COLORS[kind], autoClose: TOAST_MS, withBorder: true, closeButtonProps: { 'aria-label': 'Close' } });
}

/** `title`, when given, heads the message (e.g. spec §8's 'Error suspending user (FORBIDDEN)' over the server's words). */
export const toast = {
  success: (message: string, title?: string): void => show('success', message, title),
  error: (message: string, title?: string): void => show('error', message, title),
  info: (message: string, title?: string): void => show('info', message, title),
};
