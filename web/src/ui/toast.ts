import { notifications } from '@mantine/notifications';
import { createElement } from 'react';
import { messages } from '@inkpace/contracts/messages';
import { TOAST_MS, UNDO_MS } from '../app/constants.ts';
import { UndoMessage } from './undo-message.tsx';

/**
 * Short notices (spec §9: toasts last 3 s). The signed-in layouts render the toast host (<Notifications />); the
 * public pages do not carry it, to stay light. A toast asked for on a public page waits in the store and shows
 * once a signed-in layout opens (e.g. right after logging in).
 */
type Kind = 'success' | 'error' | 'info';
const COLORS: Record<Kind, string> = { success: 'teal', error: 'red', info: 'indigo' };
const closeButtonProps = { 'aria-label': 'Close' };

function show(kind: Kind, message: string, title?: string): void {
  notifications.show({ title, message, color: COLORS[kind], autoClose: TOAST_MS, withBorder: true, closeButtonProps });
}

export interface Undoable {
  /** What happened ("Harbour Lights has been deleted."). */
  message: string;
  /** Takes it back; resolves with the success message to show in its place. */
  undo(): Promise<string>;
  /** What to say when `undo` fails (e.g. the server's 409). */
  failure(error: unknown): string;
}

let undoCount = 0;

/**
 * A success toast that offers Undo for UNDO_MS (issue 28). Undo turns the same toast into "Restoring…", then into
 * the outcome, so a screen reader hears each step in the one alert region and nothing piles up.
 */
function undoable({ message, undo, failure }: Undoable): void {
  const id = `undo-${++undoCount}`;
  const settle = (kind: Kind, text: string) =>
    notifications.update({ id, message: text, color: COLORS[kind], loading: false, autoClose: TOAST_MS, withCloseButton: true });
  const onUndo = (): void => {
    notifications.update({ id, message: messages.success.restoring, loading: true, autoClose: false, withCloseButton: false });
    undo().then(
      (restored) => settle('success', restored),
      (error: unknown) => settle('error', failure(error)),
    );
  };
  notifications.show({
    id,
    message: createElement(UndoMessage, { message, onUndo }),
    color: COLORS.success,
    autoClose: UNDO_MS,
    withBorder: true,
    closeButtonProps,
  });
}

/** `title`, when given, heads the message (e.g. spec §8's 'Error suspending user (FORBIDDEN)' over the server's words). */
export const toast = {
  success: (message: string, title?: string): void => show('success', message, title),
  error: (message: string, title?: string): void => show('error', message, title),
  info: (message: string, title?: string): void => show('info', message, title),
  undoable,
};
