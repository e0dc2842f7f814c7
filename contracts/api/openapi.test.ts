import { describe, expect, test } from 'vitest';
import { openApiDocument } from './openapi.ts';

type Operation = { parameters: Array<{ name: string; in: string }> };
const doc = openApiDocument({ version: 'test', serverUrl: 'http://127.0.0.1' }) as { paths: Record<string, Record<string, Operation>> };
const takesKey = (op: Operation | undefined) => op?.parameters.some((p) => p.in === 'header' && p.name === 'Idempotency-Key');

describe('the OpenAPI document', () => {
  test('signed-in writes list the optional Idempotency-Key header; reads, public routes and a new API key do not', () => {
    expect(takesKey(doc.paths['/api/v1/tally']?.post)).toBe(true);
    expect(takesKey(doc.paths['/api/v1/project/{id}/cover']?.post)).toBe(true);
    expect(takesKey(doc.paths['/api/v1/tag/{id}']?.delete)).toBe(true);
    expect(takesKey(doc.paths['/api/v1/tally']?.get)).toBe(false);
    expect(takesKey(doc.paths['/api/auth/login']?.post)).toBe(false);
    expect(takesKey(doc.paths['/api/v1/api-key']?.post)).toBe(false);
  });

  test('the export downloads are in it, answering a zip file rather than a JSON envelope', () => {
    for (const path of ['/api/v1/export', '/export/progress']) {
      const ok = (doc.paths[path]?.get as { responses?: Record<string, { content?: Record<string, unknown> }> } | undefined)?.responses?.['200'];
      expect({ path, types: Object.keys(ok?.content ?? {}) }).toEqual({ path, types: ['application/zip'] });
      expect(ok?.content?.['application/zip']).toEqual({ schema: { type: 'string', format: 'binary' } });
    }
  });
});
