import { describe, expect, test } from 'vitest';
import { LEADERBOARD_LIVE_PATH } from '@inkpace/contracts/api/leaderboard-standings';
import { IMAGE_MAX_BYTES } from '@inkpace/contracts/rules/images';
import { IMPORT_MAX_BYTES } from '@inkpace/contracts/rules/import/limits';
import { fillTemplate, LARGEST_REQUEST_BYTES, livePathRegex, renderNginxSite } from './nginx.ts';

describe('the nginx site', () => {
  const site = renderNginxSite({ listen: '127.0.0.1:8080', query: ['127.0.0.1:4001', '127.0.0.1:4002'], command: ['127.0.0.1:5001'], cacheDir: '/tmp/cache' });

  test('lists every instance in its upstream and takes bodies up to the largest upload with its framing', () => {
    expect(site).toMatch(/upstream inkpace_query \{\s+server 127\.0\.0\.1:4001 [^;]*;\s+server 127\.0\.0\.1:4002 /);
    expect(site).toMatch(/upstream inkpace_command \{\s+server 127\.0\.0\.1:5001 /);
    expect(LARGEST_REQUEST_BYTES).toBeGreaterThan(Math.max(IMPORT_MAX_BYTES, IMAGE_MAX_BYTES));
    expect(site).toContain(`client_max_body_size ${LARGEST_REQUEST_BYTES};`);
    expect(site).not.toMatch(/\{\{/);
  });

  test('the live-stream location matches a board\'s stream and nothing longer', () => {
    const pattern = new RegExp(livePathRegex());
    expect(pattern.test(LEADERBOARD_LIVE_PATH.replace(':uuid', '3f1e2d4c-0000-4000-8000-000000000001'))).toBe(true);
    expect(pattern.test('/api/v1/leaderboard/x/live/more')).toBe(false);
    expect(pattern.test('/api/v1/leaderboard/live')).toBe(false);
    expect(site).toContain(`location ~ ${livePathRegex()} {`);
  });

  test('a placeholder without a value, or a value without a placeholder, is an error', () => {
    expect(() => fillTemplate('a {{ONE}} b', {})).toThrow('ONE');
    expect(() => fillTemplate('a {{ONE}} b', { ONE: '1', TWO: '2' })).toThrow('TWO');
    expect(fillTemplate('a {{ONE}} b', { ONE: '1' })).toBe('a 1 b');
  });
});
