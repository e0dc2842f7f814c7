import { isIPv6 } from 'node:net';

/**
 * The budget a client address counts against: an IPv4 address as is (also when it arrives IPv4-mapped), an IPv6
 * address by its /64, since one customer usually holds a whole /64 and counting per address would hand them
 * billions of budgets.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return `ip:${mapped[1]}`;
  if (!isIPv6(ip)) return `ip:${ip}`;
  const [head = '', tail] = ip.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0');
  const prefix = [...left, ...zeros, ...right].slice(0, 4).map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
  return `ip6:${prefix.join(':')}::/64`;
}
