import { createHash } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { BodyHash, multipartBoundary } from './body-hash.ts';

const hashOf = (boundary: string | null, chunks: Buffer[]) => {
  const h = new BodyHash(boundary);
  for (const c of chunks) h.update(c);
  return h.digest();
};

const form = (boundary: string, file: string) =>
  Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="cover"; filename="a.png"\r\n\r\n${file}\r\n--${boundary}--\r\n`);

/** Every way of cutting `body` into two or three chunks. */
function cuts(body: Buffer): Buffer[][] {
  const out: Buffer[][] = [];
  for (let i = 1; i < body.length; i++) {
    out.push([body.subarray(0, i), body.subarray(i)]);
    const j = Math.min(body.length - 1, i + 7);
    if (j > i) out.push([body.subarray(0, i), body.subarray(i, j), body.subarray(j)]);
  }
  return out;
}

describe('BodyHash', () => {
  test('a body without a boundary hashes as sent', () => {
    const body = Buffer.from('{"count":500}');
    expect(hashOf(null, [body.subarray(0, 4), body.subarray(4)])).toBe(createHash('sha256').update(body).digest('hex'));
  });

  test('the same form sent with two boundaries hashes the same, however it is cut into chunks', () => {
    const a = form('----formdata-undici-0123456789', 'PNGDATA');
    const expected = hashOf('----formdata-undici-0123456789', [a]);
    expect(hashOf('xyz-other-boundary', [form('xyz-other-boundary', 'PNGDATA')])).toBe(expected);
    for (const chunks of cuts(a)) expect(hashOf('----formdata-undici-0123456789', chunks)).toBe(expected);
  });

  test('another file hashes differently', () => {
    expect(hashOf('b1', [form('b1', 'PNGDATA')])).not.toBe(hashOf('b1', [form('b1', 'PNGDATB')]));
  });
});

describe('multipartBoundary', () => {
  test('reads a plain or quoted boundary of multipart/form-data only', () => {
    expect(multipartBoundary('multipart/form-data; boundary=----abc')).toBe('----abc');
    expect(multipartBoundary('multipart/form-data; charset=utf-8; boundary="a b"')).toBe('a b');
    expect(multipartBoundary('application/json')).toBeNull();
    expect(multipartBoundary(undefined)).toBeNull();
  });
});
