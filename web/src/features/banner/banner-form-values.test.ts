import { describe, expect, test } from 'vitest';
import type { Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { bannerFormSchema, changedBannerFields, createBody, initialBannerValues, showUntilInstant, type BannerFormValues } from './banner-form-values.ts';

const v = messages.validation;
const now = new Date(2026, 2, 10, 15, 30); // Mar 10, 2026, 15:30 on this machine's clock
const local = (date: string, time: string) => new Date(`${date}T${time}:00`).toISOString();
const banner: Banner = {
  id: 4,
  uuid: '00000000-0000-4000-8000-000000000004',
  message: 'Hello',
  icon: 'campaign',
  color: 'warning',
  showUntil: new Date(2026, 2, 20, 18, 45, 30).toISOString(),
  enabled: true,
  updatedAt: '2026-03-01T00:00:00.000Z',
};

describe('the banner form values', () => {
  test("a new banner starts with spec §9's defaults: info, campaign, disabled, until local midnight seven days ahead", () => {
    expect(initialBannerValues(null, now)).toEqual({
      message: '', icon: 'campaign', color: 'info', showUntilDate: '2026-03-17', showUntilTime: '00:00', enabled: false,
    });
    expect(createBody({ ...initialBannerValues(null, now), message: 'Hi' })).toEqual({
      message: 'Hi', icon: 'campaign', color: 'info', showUntil: local('2026-03-17', '00:00'), enabled: false,
    });
  });

  test("an edit starts from the banner's own values, showUntil on the local clock", () => {
    expect(initialBannerValues(banner, now)).toEqual({
      message: 'Hello', icon: 'campaign', color: 'warning', showUntilDate: '2026-03-20', showUntilTime: '18:45', enabled: true,
    });
  });

  test('an edit sends only what changed; an untouched showUntil keeps its seconds', () => {
    const initial = initialBannerValues(banner, now);
    expect(changedBannerFields(initial, initial)).toEqual({});
    expect(changedBannerFields(initial, { ...initial, enabled: false, message: 'Bye' })).toEqual({ enabled: false, message: 'Bye' });
    expect(changedBannerFields(initial, { ...initial, showUntilTime: '19:00' })).toEqual({ showUntil: local('2026-03-20', '19:00') });
  });

  test.each([
    ['2026-03-17', '00:00', local('2026-03-17', '00:00')],
    ['2026-03-17', '23:59', local('2026-03-17', '23:59')],
    [null, '00:00', null],
    ['2026-02-30', '00:00', null],
    ['2026-03-17', '24:00', null],
    ['2026-03-17', '', null],
  ])('%s at %s is the instant %s', (date, time, instant) => {
    expect(showUntilInstant(date, time)).toBe(instant);
  });
});

describe('the banner form rules (spec §5)', () => {
  const valid: BannerFormValues = { message: 'Hi', icon: 'campaign', color: 'info', showUntilDate: '2026-03-17', showUntilTime: '00:00', enabled: false };
  const problems = (mode: 'create' | 'edit', values: Partial<BannerFormValues>) => {
    const result = bannerFormSchema(mode, () => now).safeParse({ ...valid, ...values });
    return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
  };

  test.each([
    ['a valid banner', 'create', {}, {}],
    ['a blank message', 'create', { message: '  ' }, { message: v.bannerMessage }],
    ['no icon', 'create', { icon: '' }, { icon: v.bannerIcon }],
    ['a colour off the list', 'create', { color: 'purple' }, { color: v.bannerColor }],
    ['a showUntil of now, on create', 'create', { showUntilDate: '2026-03-10', showUntilTime: '15:30' }, { showUntilDate: v.bannerShowUntilPast, showUntilTime: v.bannerShowUntilPast }],
    ['a minute from now, on create', 'create', { showUntilDate: '2026-03-10', showUntilTime: '15:31' }, {}],
    ['a past showUntil, on edit (ends the banner)', 'edit', { showUntilDate: '2026-03-01' }, {}],
    ['no date, on edit', 'edit', { showUntilDate: null }, { showUntilDate: v.bannerShowUntilInvalid, showUntilTime: v.bannerShowUntilInvalid }],
  ] as const)('%s', (_what, mode, values, expected) => {
    expect(problems(mode, values as Partial<BannerFormValues>)).toEqual(expected);
  });
});
