import { describe, expect, test } from 'vitest';
import { strToU8, zipSync } from 'fflate';
import { messages } from '@inkpace/contracts/messages';
import { ZIP_MAX_RATIO } from '@inkpace/contracts/rules/import/limits';
import { isUnsafeMemberName, looksLikeZip, memberNamed, unpackMember, zipMembers } from './zip.ts';

const m = messages.imports;

/** Rewrites the declared unpacked size of every member (central directory and local headers), as a forger would. */
function declareSize(zip: Uint8Array, size: number): Uint8Array {
  const copy = zip.slice();
  const data = new DataView(copy.buffer);
  for (let at = 0; at + 4 <= copy.length; at += 1) {
    const signature = data.getUint32(at, true);
    if (signature === 0x02014b50) data.setUint32(at + 24, size, true);
    if (signature === 0x04034b50) data.setUint32(at + 22, size, true);
  }
  return copy;
}

describe('zip members', () => {
  test('reads the directory and unpacks one member, stored or deflated', () => {
    const zip = zipSync({ 'a.json': strToU8('{"a":1}'), 'dir/b.txt': [strToU8('hello '.repeat(50)), { level: 9 }], 'c.txt': [strToU8('plain'), { level: 0 }] });
    expect(looksLikeZip(zip)).toBe(true);
    const members = zipMembers(zip);
    expect(members.map((x) => x.name)).toEqual(['a.json', 'dir/b.txt', 'c.txt']);
    const b = memberNamed(members, ['missing.json', 'dir/b.txt']);
    expect(new TextDecoder().decode(unpackMember(zip, b!))).toBe('hello '.repeat(50));
    expect(new TextDecoder().decode(unpackMember(zip, memberNamed(members, ['c.txt'])!))).toBe('plain');
    expect(memberNamed(members, ['nothing'])).toBeNull();
  });

  test.each(['../up.json', 'a/../../b', '/etc/passwd', 'C:/x.json', 'c:x', 'a\\b.json'])('refuses the member name %s', (name) => {
    expect(isUnsafeMemberName(name)).toBe(true);
    expect(() => zipMembers(zipSync({ [name]: strToU8('{}') }))).toThrow(m.zipUnsafe);
  });

  test('keeps names that only look odd', () => {
    for (const name of ['a..b.json', 'dir/file..json', 'tallies/all-tallies.csv']) expect(isUnsafeMemberName(name)).toBe(false);
  });

  test('refuses a member declaring more than the ratio, from the directory alone', () => {
    const bomb = zipSync({ 'x.json': new Uint8Array(2 * 1024 * 1024) }, { level: 9 });
    expect(() => zipMembers(bomb)).toThrow(m.zipBomb);
  });

  test('a member lying about its size is stopped while it inflates', () => {
    // Declares a modest size, within the ratio of its packed size, but unpacks to far more.
    const zip = zipSync({ 'x.json': new Uint8Array(4 * 1024 * 1024) }, { level: 9 });
    const packed = zipMembers(declareSize(zip, 10)).at(0)!.packedSize;
    const forged = declareSize(zip, Math.min(packed * ZIP_MAX_RATIO, 100_000));
    const [member] = zipMembers(forged);
    expect(() => unpackMember(forged, member!)).toThrow(m.zipBomb);
  });

  test('a damaged zip is refused as unsafe, and text is no zip', () => {
    const zip = zipSync({ 'a.json': strToU8('{"a":1}') });
    expect(() => zipMembers(zip.subarray(0, zip.length - 10))).toThrow(m.zipUnsafe);
    expect(looksLikeZip(strToU8('date,count\n'))).toBe(false);
  });
});
