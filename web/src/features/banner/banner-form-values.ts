import { z } from 'zod';
import { bannerFields, bannerShowUntilProblem, type Banner, type CreateBannerBody, type UpdateBannerBody } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { BANNER_DEFAULTS, defaultBannerShowUntilDate } from '@inkpace/contracts/rules/banner';
import { isCalendarDate, writerDate } from '@inkpace/contracts/rules/dates';

/**
 * The banner form's values: the server's fields, with showUntil as a date and a time on the admin's own clock
 * (the browser's time zone), which the form turns into the instant the server stores.
 */
export interface BannerFormValues {
  message: string;
  icon: string;
  color: Banner['color'];
  /** YYYY-MM-DD, or null while the date field is empty. */
  showUntilDate: string | null;
  /** HH:mm (24 hours). */
  showUntilTime: string;
  enabled: boolean;
}

const pad = (n: number): string => String(n).padStart(2, '0');

/** The instant of a local date and time, as ISO 8601 (UTC), or null when either is missing or not valid. */
export function showUntilInstant(date: string | null, time: string): string | null {
  if (date === null || !isCalendarDate(date) || !/^([01][0-9]|2[0-3]):[0-5][0-9]$/.test(time)) return null;
  const local = new Date(`${date}T${time}:00`);
  return Number.isNaN(local.getTime()) ? null : local.toISOString();
}

/**
 * The form's starting values: a banner's own, or for a new one the defaults of spec §9 (contracts/rules/banner.ts),
 * showUntil at the admin's local midnight seven days ahead.
 */
export function initialBannerValues(banner: Banner | null, now: Date): BannerFormValues {
  if (banner) {
    const until = new Date(banner.showUntil);
    return {
      message: banner.message,
      icon: banner.icon,
      color: banner.color,
      showUntilDate: writerDate(until),
      showUntilTime: `${pad(until.getHours())}:${pad(until.getMinutes())}`,
      enabled: banner.enabled,
    };
  }
  return {
    message: '',
    icon: BANNER_DEFAULTS.icon,
    color: BANNER_DEFAULTS.color,
    showUntilDate: defaultBannerShowUntilDate(writerDate(now)),
    showUntilTime: '00:00',
    enabled: BANNER_DEFAULTS.enabled,
  };
}

/**
 * The form's rules, the server's (contracts' bannerFields; spec §5): a message and an icon, a colour from the
 * list, and a valid date and time which, for a new banner, lies after now (an edit may end a banner at once). The
 * showUntil problem is reported on both of its fields, so it shows under whichever the admin changed.
 */
export function bannerFormSchema(mode: 'create' | 'edit', now: () => Date) {
  return z
    .object({
      message: bannerFields.message,
      icon: bannerFields.icon,
      color: bannerFields.color,
      showUntilDate: z.string().nullable(),
      showUntilTime: z.string(),
      enabled: bannerFields.enabled,
    })
    .superRefine((values, ctx) => {
      const instant = showUntilInstant(values.showUntilDate, values.showUntilTime);
      const problem = instant === null ? messages.validation.bannerShowUntilInvalid : mode === 'create' ? bannerShowUntilProblem(instant, now()) : null;
      if (problem) for (const path of ['showUntilDate', 'showUntilTime']) ctx.addIssue({ code: 'custom', message: problem, path: [path] });
    });
}

/** A new banner as POST sends it. */
export function createBody(values: BannerFormValues): CreateBannerBody {
  const { showUntilDate, showUntilTime, ...fields } = values;
  return { ...fields, showUntil: showUntilInstant(showUntilDate, showUntilTime) ?? '' };
}

/**
 * What an edit sends: only the fields that changed (PATCH changes only those). The date and time count as changed
 * only when they differ from the form's starting ones, so a showUntil with seconds is not rounded by an edit of the
 * message.
 */
export function changedBannerFields(initial: BannerFormValues, values: BannerFormValues): UpdateBannerBody {
  const changes: UpdateBannerBody = {};
  if (values.message !== initial.message) changes.message = values.message;
  if (values.icon !== initial.icon) changes.icon = values.icon;
  if (values.color !== initial.color) changes.color = values.color;
  if (values.enabled !== initial.enabled) changes.enabled = values.enabled;
  if (values.showUntilDate !== initial.showUntilDate || values.showUntilTime !== initial.showUntilTime) {
    changes.showUntil = showUntilInstant(values.showUntilDate, values.showUntilTime) ?? '';
  }
  return changes;
}
