import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ESDB_SKIPPED, findEsdbServer, startEsdbServer, type EsdbServer } from '@inkpace/test/esdb';
import { FakeEsdbClient } from '@inkpace/test/esdb-fake';
import { eventStoreContract, type ContractStore } from './contract.ts';
import { event, streamName, tail, waitFor } from './contract-support.ts';
import { createEsdbEventStore, type EsdbEventStoreOptions } from './esdb/store.ts';
import { comparePositions } from './port.ts';

const source = await findEsdbServer();
// Said in the output, not only counted: a run without a server must not read as a pass of this suite.
if (!source) console.log(ESDB_SKIPPED);

/** The contract suite and the adapter's own tests, on a store made with `options()`. */
function esdbSuite(name: string, options: () => EsdbEventStoreOptions): void {
  eventStoreContract(name, async (): Promise<ContractStore> => {
    const store = createEsdbEventStore(options());
    return { store, cleanup: () => store.close() };
  }, { multiStreamAppend: true, readBySequence: false });

  test("the server's own events are not in readAll, and the head is the last of ours", async () => {
    const store = createEsdbEventStore(options());
    try {
      const from = await tail(store);
      const ours = streamName('esdb-system');
      const appended = await store.append(ours, [event('Ours')], { expectedRevision: 'no_stream' });
      // Stream metadata is written as an event of the server's `$$<stream>` stream.
      await store.append(`$$${ours}`, [event('$metadata', { $maxCount: 10 })], { expectedRevision: 'any' });
      const head = await store.headPosition();
      const read = await store.readAll(from, 10_000);
      expect(read.filter((e) => e.streamId.endsWith(ours)).map((e) => e.streamId)).toEqual([ours]);
      // Other writers may share the server: the head is then theirs, but always a readable event, never the server's.
      expect(comparePositions(head, appended.position)).toBeGreaterThanOrEqual(0);
      expect(read.some((e) => comparePositions(e.position, head) === 0)).toBe(true);
      expect(await store.countAfter(from)).toBeGreaterThanOrEqual(read.length);
    } finally {
      await store.close();
    }
  });

  test('onWake names the category of each append, from the live $all subscription', async () => {
    const store = createEsdbEventStore(options());
    const heard: Array<string | null> = [];
    const stop = store.onWake((category) => heard.push(category));
    try {
      const s = streamName('esdbwake');
      // The subscription may open after the first append: append until it is heard.
      await waitFor('a wake-up naming esdbwake', async () => {
        await store.append(s, [event('Woke')], { expectedRevision: 'any' });
        return heard.includes('esdbwake') ? true : undefined;
      });
    } finally {
      stop();
      await store.close();
    }
  });
}

describe('EventStoreDB adapter on the in-memory stand-in for the server', () => {
  // One stand-in for the whole file, as one server would be: the contract's stores share it.
  const fake = new FakeEsdbClient();
  esdbSuite('EventStoreDB (in-memory stand-in)', () => ({ url: 'esdb://stand-in', client: fake }));
});

describe.skipIf(source === null)('EventStoreDB adapter', () => {
  let server: EsdbServer | undefined;
  const url = (): string => {
    if (!server) throw new Error('no EventStoreDB server');
    return server.url;
  };
  beforeAll(async () => {
    if (source) server = await startEsdbServer(source);
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
  });

  esdbSuite('EventStoreDB', () => ({ url: url() }));
});
