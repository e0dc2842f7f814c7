import { zipSync, strToU8 } from 'fflate';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { INKPACE_JSON, REFERENCE_JSON } from '@inkpace/contracts/api/export-format';
import type { Client } from './http.ts';

/** Importing files over HTTP as the web app does (issue 29): post the file with its fields, then follow the import. */

export interface ImportFields {
  mapping?: Record<string, string>;
  workId?: number;
  preview?: boolean;
}

export function importForm(file: Uint8Array, name: string, fields: ImportFields = {}): FormData {
  const form = new FormData();
  if (fields.mapping) form.append('mapping', JSON.stringify(fields.mapping));
  if (fields.workId !== undefined) form.append('workId', String(fields.workId));
  if (fields.preview !== undefined) form.append('preview', String(fields.preview));
  form.append('file', new Blob([new Uint8Array(file)]), name);
  return form;
}

export const postImport = (client: Client, file: Uint8Array, name: string, fields: ImportFields = {}) =>
  client.request<{ id: string }>('POST', '/api/v1/import', importForm(file, name, fields));

/** Polls the import until it is done or failed; `seen` collects every state it was seen in, in order. */
export async function waitForImport(client: Client, id: string, seen: string[] = [], timeoutMs = 60_000): Promise<ImportStatus> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const res = await client.get<ImportStatus>(`/api/v1/import/${id}`);
    if (!res.body.success) throw new Error(`import ${id}: ${res.status} ${JSON.stringify(res.body)}`);
    const status = res.body.data;
    if (seen.at(-1) !== status.state) seen.push(status.state);
    if (status.state === 'done' || status.state === 'failed') return status;
    if (Date.now() > deadline) throw new Error(`import ${id} still ${status.state} after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A zip of the given files (text), as an export would be. */
export const zipOf = (files: Record<string, string>): Uint8Array =>
  zipSync(Object.fromEntries(Object.entries(files).map(([name, text]) => [name, strToU8(text)])));

const at = '2026-01-02T03:04:05.000Z';
const owned = (id: number, uuid: string) => ({ id, uuid, createdAt: at, updatedAt: at, state: 'active', ownerId: 99 });
const uuidOf = (kind: number, n: number) => `${String(kind).padStart(8, '0')}-0000-4000-8000-${String(n).padStart(12, '0')}`;

/** The established tracker's export data with `entries` entries over two projects, two tags, a target and a habit. */
export function referenceExportData(entries: number): Record<string, unknown> {
  const projects = [1, 2].map((id) => ({
    ...owned(id, uuidOf(1, id)), title: `Novel ${id}`, description: 'From TrackBear', phase: id === 1 ? 'drafting' : 'revising',
    startingBalance: { word: 1000 * id }, displayOnProfile: id === 2, cover: null, starred: id === 1,
  }));
  const tags = [1, 2].map((id) => ({ ...owned(id, uuidOf(2, id)), name: `tag${id}`, color: id === 1 ? 'red' : 'blue' }));
  const tallies = Array.from({ length: entries }, (_, i) => ({
    ...owned(i + 1, uuidOf(3, i + 1)), date: new Date(Date.UTC(2020, 0, 1) + (i % 2000) * 86_400_000).toISOString().slice(0, 10),
    measure: 'word', count: 100 + (i % 50), note: i % 3 === 0 ? `note ${i}` : '', workId: (i % 2) + 1, tagIds: i % 4 === 0 ? [1] : [],
  }));
  const goal = (id: number, type: 'target' | 'habit') => ({
    ...owned(id, uuidOf(4, id)), title: `${type} ${id}`, description: '', type,
    parameters: type === 'target' ? { threshold: { measure: 'word', count: 50_000 } } : { cadence: { unit: 'day', period: 1 }, threshold: { measure: 'word', count: 500 } },
    startDate: '2020-01-01', endDate: '2020-12-31', workIds: [1], tagIds: type === 'habit' ? [2] : [], displayOnProfile: false, plan: null, starred: false,
  });
  return { tallies, projects, targets: [goal(1, 'target')], habits: [goal(2, 'habit')], tags };
}

export const referenceZip = (data: Record<string, unknown>): Uint8Array => zipOf({ [REFERENCE_JSON]: JSON.stringify(data), 'tallies/all-tallies.csv': 'id\n' });
export const inkpaceZip = (data: Record<string, unknown>): Uint8Array => zipOf({ [INKPACE_JSON]: JSON.stringify(data) });
