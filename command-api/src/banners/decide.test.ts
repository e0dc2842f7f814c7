import { describe, expect, test } from 'vitest';
import type { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { BANNER_DEFAULTS, defaultBannerShowUntil } from '@inkpace/contracts/rules/banner';
import type { Loaded } from '../pipeline/aggregate.ts';
import type { BannerState } from './banner-aggregate.ts';
import { decideCreateBanner, decideDeleteBanner, decideUpdateBanner } from './decide.ts';

const uuid = '0d9e8f7a-6b5c-4d3e-8f2a-1b0c9d8e7f6a';
const now = new Date('2026-03-01T12:00:00.000Z');
const admin = { isAdmin: true };
const writer = { isAdmin: false };
const banner = (over: Partial<BannerState> = {}, exists = true): Loaded<BannerState> => ({ state: { id: 4, deletedAt: null, deletedBy: null, ...over }, exists, revision: 2 });
const thrown = (fn: () => unknown): DomainError | null => { try { fn(); } catch (e) { return e as DomainError; } return null; };
const events = (decision: ReturnType<typeof decideCreateBanner>) => decision.flatMap((w) => w.events);

describe('creating a banner', () => {
  test('only a message: the defaults, showing for the default days', () => {
    expect(decideCreateBanner({ id: 4, uuid }, { message: 'Welcome' }, now, admin)).toEqual([{ streamId: `banner-${uuid}`, expected: 'no_stream', events: [
      { type: 'BannerCreated', data: { id: 4, uuid, message: 'Welcome', ...BANNER_DEFAULTS, showUntil: defaultBannerShowUntil(now).toISOString() } },
    ] }]);
  });

  test('the values sent, with showUntil in UTC', () => {
    const body = { message: 'Down tonight', icon: 'build', color: 'warning' as const, showUntil: '2026-03-02T10:00:00+02:00', enabled: true };
    expect(events(decideCreateBanner({ id: 4, uuid }, body, now, admin))[0]?.data).toEqual({ id: 4, uuid, ...body, showUntil: '2026-03-02T08:00:00.000Z' });
  });

  test('a showUntil that is not ahead is refused with the spec message', () => {
    for (const showUntil of ['2026-03-01T11:00:00Z', now.toISOString()]) {
      expect(thrown(() => decideCreateBanner({ id: 4, uuid }, { message: 'm', showUntil }, now, admin)))
        .toMatchObject({ code: 'VALIDATION_FAILED', message: messages.validation.bannerShowUntilPast });
    }
  });

  test('administrators only', () => {
    expect(thrown(() => decideCreateBanner({ id: 4, uuid }, { message: 'm' }, now, writer))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });
});

describe('editing a banner', () => {
  test('the event holds only the fields sent, even a showUntil in the past (it ends the banner)', () => {
    expect(decideUpdateBanner(banner(), uuid, { enabled: true, showUntil: '2020-01-01T01:00:00+01:00' }, admin)).toEqual([
      { streamId: `banner-${uuid}`, expected: 2, events: [{ type: 'BannerUpdated', data: { id: 4, enabled: true, showUntil: '2020-01-01T00:00:00.000Z' } }] },
    ]);
  });

  test('sending nothing appends nothing', () => {
    expect(decideUpdateBanner(banner(), uuid, {}, admin)).toEqual([]);
  });

  test('a deleted or missing banner is a 404; a non-admin a 403', () => {
    for (const loaded of [banner({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), banner({}, false)]) {
      expect(thrown(() => decideUpdateBanner(loaded, uuid, { enabled: false }, admin))).toMatchObject({ status: 404, message: messages.errors.notFound });
    }
    expect(thrown(() => decideUpdateBanner(banner(), uuid, { enabled: false }, writer))).toMatchObject({ status: 403 });
  });
});

describe('deleting a banner', () => {
  test('once: deleting again is a 404', () => {
    expect(events(decideDeleteBanner(banner(), uuid, admin))).toEqual([{ type: 'BannerDeleted', data: { id: 4 } }]);
    expect(thrown(() => decideDeleteBanner(banner({ deletedAt: '2026-01-01T00:00:00.000Z', deletedBy: 'user' }), uuid, admin))).toMatchObject({ status: 404 });
    expect(thrown(() => decideDeleteBanner(banner(), uuid, writer))).toMatchObject({ status: 403 });
  });
});
