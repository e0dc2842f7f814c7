import { describe, expect, test } from 'vitest';
import { BANNER_DEFAULTS } from './banner.ts';
import { bannerIconKind } from './banner-icons.ts';

describe('bannerIconKind', () => {
  test.each([
    ['campaign', 'campaign'],
    ['info', 'info'],
    ['warning', 'warning'],
    ['check_circle', 'check'],
    ['celebration', 'celebration'],
    ['pi-megaphone', 'campaign'],
    ['pi pi-check', 'check'],
    ['pi-exclamation-triangle', 'warning'],
    ['  Celebration ', 'celebration'],
    ['info_outlined', 'info'],
    ['star_rounded', 'star'],
    ['new-releases', 'new'],
  ] as const)('%s → %s', (name, kind) => {
    expect(bannerIconKind(name)).toBe(kind);
  });

  test.each([['rocket_launch'], ['pi-unknown'], [''], ['   '], ['<svg onload=alert(1)>'], ['constructor'], ['__proto__']])(
    'an unknown name (%s) draws nothing of its own: the colour\'s icon stands in',
    (name) => {
      expect(bannerIconKind(name)).toBeNull();
    },
  );

  test('the default icon (spec §9: campaign) is one the site draws', () => {
    expect(bannerIconKind(BANNER_DEFAULTS.icon)).toBe('campaign');
  });
});
