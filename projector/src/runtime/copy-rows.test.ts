/**
 * COPY must store exactly what the one-statement insert stores, whatever the text holds: the audit trail writes an
 * import's items one way and a handful of items the other, and a rebuild must match the live rows.
 */
import { expect, test } from 'vitest';
import { sql } from 'kysely';
import { copyRowsOn } from './batch-connection.ts';
import { copyText } from './copy-rows.ts';
import { bulkInsert, col, table, tableDdl, type AnyTable, type BulkRow } from './table.ts';
import { testEnv, type TestEnv } from './testing.ts';

const things = table({
  id: col.integer().primaryKey(),
  big: col.bigint(),
  label: col.text().orNull(),
  uuid: col.uuid().orNull(),
  flag: col.boolean(),
  day: col.date().orNull(),
  at: col.timestamptz(),
  doc: col.jsonb<unknown>().orNull(),
  ids: col.integers(),
  names: col.texts(),
});
type Row = BulkRow<typeof things>;

const awkward = ['tab\there', 'line\nbreak', 'return\rhere', 'back\\slash', '\\N', 'NULL', '', ' spaced ', 'quote "q" \'s\'',
  '{braces}', 'comma, list', 'émoji 🖋️ ünïcode', '\\t not a tab', 'end\\'];

const rows: Row[] = awkward.map((label, i) => ({
  id: i + 1,
  big: i % 2 === 0 ? '9007199254740993' : -(10 ** 12) + i,
  label: i === 3 ? null : label,
  uuid: i % 3 === 0 ? null : `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  flag: i % 2 === 0,
  day: i % 4 === 0 ? null : `2026-0${(i % 9) + 1}-1${i % 10}`,
  at: new Date(Date.UTC(2026, 10, 24, 12, 0, i, 123)),
  doc: i % 5 === 0 ? null : { label, nested: [label, { deeper: `${label}\t${label}` }], n: i, none: null },
  ids: i % 2 === 0 ? [] : [i, i * 1000, -i],
  names: i % 2 === 0 ? [label, awkward[(i + 1) % awkward.length] ?? ''] : [],
}));

/** COPY `rows` into `name` in a transaction of its own, committed. */
async function copyCommitted(env: TestEnv, name: string, spec: AnyTable, list: ReadonlyArray<BulkRow<AnyTable>>): Promise<void> {
  const client = await env.pool.connect();
  try {
    await client.query('begin');
    await copyRowsOn(client)(name, spec, list);
    await client.query('commit');
  } finally {
    client.release();
  }
}

test('COPY stores every kind of column exactly as the one-statement insert does, escapes and all', async () => {
  const env = await testEnv();
  for (const name of ['by_insert', 'by_copy']) for (const ddl of tableDdl(name, things)) await sql.raw(ddl).execute(env.db);

  await bulkInsert('by_insert', things, rows).execute(env.db);
  await copyCommitted(env, 'by_copy', things, rows);

  const read = async (name: string) => (await sql.raw(`select * from ${name} order by id`).execute(env.db)).rows;
  const inserted = await read('by_insert');
  expect(inserted).toHaveLength(awkward.length);
  expect(await read('by_copy')).toEqual(inserted);
  expect(inserted[0]).toMatchObject({ label: 'tab\there', big: '9007199254740993', names: ['tab\there', 'line\nbreak'] });
});

test('a COPY is part of its batch\'s transaction: rolled back with it', async () => {
  const env = await testEnv();
  for (const ddl of tableDdl('things', things)) await sql.raw(ddl).execute(env.db);
  const client = await env.pool.connect();
  try {
    await client.query('begin');
    await copyRowsOn(client)('things', things, rows);
    expect((await client.query('select count(*)::int as n from things')).rows[0]).toEqual({ n: rows.length });
    await client.query('rollback');
  } finally {
    client.release();
  }
  expect((await sql<{ n: number }>`select count(*)::int as n from things`.execute(env.db)).rows[0]).toEqual({ n: 0 });
});

test('COPY text: one line per row, fields in column order, null as \\N, and nothing for no rows', () => {
  const spec = table({ a: col.integer(), b: col.text().orNull(), c: col.texts() });
  expect(copyText(spec, [{ a: 1, b: 'x\ty', c: ['p,q', 'r"s'] }, { a: 2, b: null, c: [] }]))
    .toBe('1\tx\\ty\t{"p,q","r\\\\"s"}\n2\t\\N\t{}\n');
  expect(copyText(spec, [])).toBe('');
});

test('a generated column is computed by the database: bulk inserts and COPY leave it out, updates recompute it', async () => {
  const env = await testEnv();
  const named = table({
    id: col.integer().primaryKey(),
    first: col.text(),
    last: col.text(),
    full_name: col.text().generatedAs("lower(first) || ' ' || lower(last)"),
  });
  for (const name of ['named_insert', 'named_copy']) for (const ddl of tableDdl(name, named)) await sql.raw(ddl).execute(env.db);
  const people = [{ id: 1, first: 'Ada', last: 'LOVELACE' }, { id: 2, first: 'Émile', last: 'Zola' }];

  await bulkInsert('named_insert', named, people).execute(env.db);
  await copyCommitted(env, 'named_copy', named, people);
  await sql`update named_copy set last = 'Byron' where id = 1`.execute(env.db);

  const fullNames = async (name: string) => (await sql.raw<{ full_name: string }>(`select full_name from ${name} order by id`).execute(env.db)).rows.map((r) => r.full_name);
  expect(await fullNames('named_insert')).toEqual(['ada lovelace', 'émile zola']);
  expect(await fullNames('named_copy')).toEqual(['ada byron', 'émile zola']);
});
