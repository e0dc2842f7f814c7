import { accountRoutes, type SettingsChange } from '@inkpace/contracts/api/account';
import { messages } from '@inkpace/contracts/messages';
import { call } from '../../app/api.ts';
import { refreshAll } from '../../app/cache.ts';
import { userChanged } from '../../app/session.ts';
import { errorText } from '../../ui/api-error.ts';
import { toast } from '../../ui/toast.ts';

/**
 * Sends the settings that changed (the server changes only those) and makes every page follow at once: the user
 * (covers, streaks, week starts, today) is replaced, and every cached answer is read again, since the server shapes
 * some of them by the settings (habit periods, a day's date, lifetime totals).
 */
export async function saveSettings(change: SettingsChange): Promise<void> {
  const updated = await call(accountRoutes.updateSettings, { body: change });
  userChanged(updated);
  refreshAll();
  toast.success(messages.success.saved);
}

/** What a failed save says (spec §8): the server's words for a refused value, else the settings message. */
export const settingsFailure = (error: unknown): string => errorText(error, { VALIDATION_FAILED: null }, messages.errors.settingsSaveFailed);
