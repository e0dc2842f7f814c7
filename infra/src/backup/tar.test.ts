import { Readable } from 'node:stream';
import { expect, test } from 'vitest';
import { readTar, tarEnd, tarHeader, tarPadding, TarFormatError } from './tar.ts';

const archive = (members: Array<[string, Buffer]>): Buffer => Buffer.concat([
  ...members.flatMap(([name, data]) => [tarHeader(name, data.length, new Date(0)), data, tarPadding(data.length)]),
  tarEnd(),
]);

async function readAll(bytes: Buffer, chunkSize = 700): Promise<Array<[string, string]>> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const out: Array<[string, string]> = [];
  await readTar(Readable.from(chunks), async (member, body) => {
    const parts: Buffer[] = [];
    for await (const part of body) parts.push(part);
    out.push([member.name, Buffer.concat(parts).toString()]);
  });
  return out;
}

const longName = `uploads/${'covers/'.repeat(15)}${'x'.repeat(90)}.webp`;

test('members written are read back in order, long names and empty members included, across any chunking', async () => {
  const bytes = archive([['a.copy', Buffer.from('1\tone\n')], [longName, Buffer.from('image')], ['empty', Buffer.alloc(0)], ['b', Buffer.alloc(512, 'b')]]);
  for (const size of [1, 511, 512, 4096]) {
    expect(await readAll(bytes, size)).toEqual([['a.copy', '1\tone\n'], [longName, 'image'], ['empty', ''], ['b', 'b'.repeat(512)]]);
  }
});

test('a handler that stops reading early does not lose the next member', async () => {
  const bytes = archive([['first', Buffer.alloc(3000, 'f')], ['second', Buffer.from('s')]]);
  const names: string[] = [];
  await readTar(Readable.from([bytes]), async (member, body) => {
    names.push(member.name);
    for await (const part of body) { void part; break; }
  });
  expect(names).toEqual(['first', 'second']);
});

test('a truncated or damaged archive is refused', async () => {
  const bytes = archive([['a', Buffer.alloc(2000, 'a')]]);
  await expect(readAll(bytes.subarray(0, 1000))).rejects.toThrow(TarFormatError);
  await expect(readAll(bytes.subarray(0, bytes.length - 1024))).rejects.toThrow(/truncated/);
  const damaged = Buffer.from(bytes);
  damaged.write('z', 0);
  await expect(readAll(damaged)).rejects.toThrow(/damaged tar header/);
});
