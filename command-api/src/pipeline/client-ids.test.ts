import { describe, expect, test } from 'vitest';
import { clientStreamUuid, identityFor } from './client-ids.ts';

const writer = '6f1c2f4e-3b7a-4d1e-9c55-0a8e2b7c9d10';
const other = '0b0e7c9e-6f3b-4c55-9d4e-2f9c1c7c2a10';
const chosen = '11111111-2222-4333-8444-555555555555';

describe('client-chosen identity', () => {
  test('the same writer, kind and uuid always name the same stream, a version-5-shaped uuid', () => {
    const stream = clientStreamUuid(writer, 'tally', chosen);
    expect(stream).toBe(clientStreamUuid(writer.toUpperCase(), 'tally', chosen.toUpperCase()));
    expect(stream).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(stream).not.toBe(chosen);
  });

  test('another writer or another kind gets another stream', () => {
    const stream = clientStreamUuid(writer, 'tally', chosen);
    expect(clientStreamUuid(other, 'tally', chosen)).not.toBe(stream);
    expect(clientStreamUuid(writer, 'project', chosen)).not.toBe(stream);
  });

  test('without a client uuid the thing gets a random uuid, which is its stream too', () => {
    const a = identityFor(writer, 'goal', undefined);
    expect(a.streamUuid).toBe(a.uuid);
    expect(identityFor(writer, 'goal', undefined).uuid).not.toBe(a.uuid);
    expect(identityFor(writer, 'goal', chosen)).toEqual({ uuid: chosen, streamUuid: clientStreamUuid(writer, 'goal', chosen) });
  });
});
