import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { pino } from 'pino';
import type { FastifyInstance } from 'fastify';
import { createHttpServer } from './server.ts';

describe('request logs carry the request id and the correlation id', () => {
  const lines: Array<Record<string, unknown>> = [];
  let app: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line) as Record<string, unknown>);
        done();
      },
    });
    app = await createHttpServer({ log: pino({ level: 'info' }, sink), publicUrl: 'http://127.0.0.1', drainTimeoutMs: 1_000 });
    app.get('/api/v1/echo', async (request) => {
      request.log.info('handling');
      return { id: request.id };
    });
    url = await app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => { await app.close(); });

  const handlingLine = (reqId: string) => lines.find((l) => l.msg === 'handling' && l.reqId === reqId);

  test('a safe X-Correlation-Id is logged as sent', async () => {
    const res = await fetch(`${url}/api/v1/echo`, { headers: { 'x-correlation-id': 'job-42:retry.1' } });
    const { id } = await res.json() as { id: string };
    expect(handlingLine(id)).toMatchObject({ reqId: id, correlationId: 'job-42:retry.1' });
  });

  test('without one (or with an unsafe one) the request id is the correlation id', async () => {
    for (const headers of [new Headers(), new Headers({ 'x-correlation-id': 'a/b' })]) {
      const res = await fetch(`${url}/api/v1/echo`, { headers });
      const { id } = await res.json() as { id: string };
      expect(handlingLine(id)).toMatchObject({ reqId: id, correlationId: id });
    }
  });
});
