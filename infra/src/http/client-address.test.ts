import { expect, test } from 'vitest';
import { addressKey } from './client-address.ts';

test.each([
  ['203.0.113.7', 'ip:203.0.113.7'],
  ['::ffff:203.0.113.7', 'ip:203.0.113.7'],
  ['2001:db8:85a3:8d3:1319:8a2e:370:7348', 'ip6:2001:db8:85a3:8d3::/64'],
  ['2001:0DB8:85a3:08d3:ffff::1', 'ip6:2001:db8:85a3:8d3::/64'],
  ['2001:db8::1', 'ip6:2001:db8:0:0::/64'],
  ['2001:db8:0:0:abcd::2', 'ip6:2001:db8:0:0::/64'],
  ['::1', 'ip6:0:0:0:0::/64'],
  ['fe80::1%eth0', 'ip6:fe80:0:0:0::/64'],
])('%s counts as %s', (ip, key) => {
  expect(addressKey(ip)).toBe(key);
});
