import { sql, type ColumnType, type QueryExecutorProvider, type RawBuilder } from 'kysely';

/**
 * A read-model table stated once: its columns (from which both the DDL and the Kysely row type come), its key and
 * its indexes. Adding a column is one line here; nothing else repeats the list.
 */

/** One column: its SQL type and constraints, and (as phantom types) what a read returns and a write takes. */
export interface Column<Select, Insert = Select, Nullable extends boolean = false> {
  readonly sql: string;
  readonly nullable: Nullable;
  readonly constraints: string;
  /** Computed by PostgreSQL from the row's other columns (`generated always as (...) stored`): never written. */
  readonly generated: boolean;
  /** Never set: carries the TypeScript types. */
  readonly __types?: { select: Select; insert: Insert };
}

interface ColumnBuilder<Select, Insert, Nullable extends boolean> extends Column<Select, Insert, Nullable> {
  /** Allows null (reads may return null; writes may leave it out). */
  orNull(): ColumnBuilder<Select, Insert, true>;
  unique(): ColumnBuilder<Select, Insert, Nullable>;
  primaryKey(): ColumnBuilder<Select, Insert, Nullable>;
  /** A database default: writes may leave the column out. */
  default(expression: string): ColumnBuilder<Select, Insert | undefined, Nullable>;
  /** Stored, computed from the row's other columns by `expression`: inserts and updates leave it out. */
  generatedAs(expression: string): ColumnBuilder<Select, never, Nullable>;
}

function column<Select, Insert = Select>(sqlType: string): ColumnBuilder<Select, Insert, false> {
  // Insert and Nullable are phantom types (carried by __types only): each step names the ones it changes.
  const make = <I, N extends boolean>(nullable: N, constraints: string, generated: boolean): ColumnBuilder<Select, I, N> => ({
    sql: sqlType,
    nullable,
    constraints,
    generated,
    orNull: () => make<I, true>(true, constraints, generated),
    unique: () => make<I, N>(nullable, `${constraints} unique`, generated),
    primaryKey: () => make<I, N>(nullable, `${constraints} primary key`, generated),
    default: (expression: string) => make<I | undefined, N>(nullable, `${constraints} default ${expression}`, generated),
    generatedAs: (expression: string) => make<never, N>(nullable, `${constraints} generated always as (${expression}) stored`, true),
  });
  return make<Insert, false>(false, '', false);
}

/** The column types read models use, with the JavaScript types the pg driver gives for them here. */
export const col = {
  integer: () => column<number>('integer'),
  /** int8 arrives as a string (no precision lost); callers convert. */
  bigint: () => column<string, number | string>('bigint'),
  text: <T extends string = string>() => column<T>('text'),
  uuid: () => column<string>('uuid'),
  boolean: () => column<boolean>('boolean'),
  /** A calendar date, kept as its `YYYY-MM-DD` text (never a Date: see infra/src/db). */
  date: () => column<string>('date'),
  timestamptz: () => column<Date, Date | string>('timestamptz'),
  /** Written as JSON text, read parsed. */
  jsonb: <T>() => column<T, string>('jsonb'),
  /** An array of integers (ids a row refers to), read and written as a JavaScript array. */
  integers: () => column<number[]>('integer[]'),
  /** An array of names (measures), read and written as a JavaScript array. */
  texts: <T extends string = string>() => column<T[]>('text[]'),
};

type AnyColumn = Column<unknown, unknown, boolean>;
export type Columns = Record<string, AnyColumn>;

export interface TableOptions<C extends Columns> {
  /** A key over several columns (one column uses `.primaryKey()`). */
  primaryKey?: ReadonlyArray<keyof C & string>;
  /** Indexes by name: what follows `on <table>`, e.g. `(owner_id) where state = 'active'`. */
  indexes?: Record<string, string>;
  /** Sets of columns whose values are unique together (`unique (a, b)` in the table's DDL). */
  uniqueTogether?: ReadonlyArray<ReadonlyArray<keyof C & string>>;
  /**
   * The projection's handlers only write this table (the query side reads it): a rebuild builds its indexes after the
   * replay (Projection.indexesAfterReplay), which is far faster than keeping them up to date row by row.
   */
  writeOnly?: boolean;
}

/** A table's columns and options; its name is its key in the projection's table map (see setupOf). */
export interface TableSpec<C extends Columns> {
  columns: C;
  options: { primaryKey?: readonly string[]; indexes?: Record<string, string>; uniqueTogether?: ReadonlyArray<readonly string[]>; writeOnly?: boolean };
}
export type AnyTable = TableSpec<Columns>;

export const table = <C extends Columns>(columns: C, options: TableOptions<C> = {}): TableSpec<C> => ({ columns, options });

/** The columns a write names: all but the generated ones, in the table's order. */
export const writableColumns = (spec: AnyTable): Array<[string, Column<unknown, unknown, boolean>]> =>
  Object.entries(spec.columns).filter(([, c]) => !c.generated);

const indexDdl = (name: string, spec: AnyTable): string[] =>
  Object.entries(spec.options.indexes ?? {}).map(([index, rest]) => `create index ${index} on ${name} ${rest}`);

/** The DDL of one table with unqualified names: `create table`, then its indexes (those of a write-only table aside). */
export function tableDdl(name: string, spec: AnyTable): string[] {
  const lines = Object.entries(spec.columns).map(([column, c]) => `${column} ${c.sql}${c.nullable ? '' : ' not null'}${c.constraints}`);
  if (spec.options.primaryKey) lines.push(`primary key (${spec.options.primaryKey.join(', ')})`);
  for (const columns of spec.options.uniqueTogether ?? []) lines.push(`unique (${columns.join(', ')})`);
  return [`create table ${name} (\n  ${lines.join(',\n  ')}\n)`, ...(spec.options.writeOnly ? [] : indexDdl(name, spec))];
}

/** Every table's DDL in map order: a projection's `setup`. */
export const setupOf = (tables: Record<string, AnyTable>): string[] =>
  Object.entries(tables).flatMap(([name, spec]) => tableDdl(name, spec));

/** The indexes of the write-only tables: a projection's `indexesAfterReplay`. */
export const indexesAfterReplayOf = (tables: Record<string, AnyTable>): string[] =>
  Object.entries(tables).flatMap(([name, spec]) => (spec.options.writeOnly ? indexDdl(name, spec) : []));

type Types<T> = T extends Column<infer S, infer I, infer N> ? { select: S; insert: I; nullable: N } : never;
type ColumnOf<T> = Types<T>['nullable'] extends true
  ? ColumnType<Types<T>['select'] | null, Types<T>['insert'] | null | undefined, Types<T>['insert'] | null>
  : ColumnType<Types<T>['select'], Types<T>['insert'], Types<T>['insert']>;

/** The Kysely row type of a table: each column's select, insert and update types (null where allowed). */
export type RowOf<T extends AnyTable> = { [K in keyof T['columns']]: ColumnOf<T['columns'][K]> };

/** The table map of a projection (Kysely's database type), from its table specs. */
export type TablesOf<T extends Record<string, AnyTable>> = { [K in keyof T]: RowOf<T[K]> };

/** A row for bulkInsert: jsonb columns take the value itself (not JSON text), left-out columns are null. */
export type BulkRow<T extends AnyTable> = { readonly [K in keyof T['columns']]?: unknown };

/**
 * Inserts any number of rows in one statement with one parameter (the rows as a JSON array), typed by the table's own
 * columns: no statement with tens of thousands of parameters to build, send and plan (a batch of 2,000 rows of 21
 * columns was 42,000 of them). `then` follows the select, e.g. an `on conflict` clause.
 */
export function bulkInsert<T extends AnyTable>(name: string, spec: T, rows: ReadonlyArray<BulkRow<T>>, then: RawBuilder<unknown> = sql``): RawBuilder<unknown> {
  const columns = writableColumns(spec);
  const list = sql.raw(columns.map(([c]) => c).join(', '));
  const record = sql.raw(columns.map(([c, def]) => `${c} ${def.sql}`).join(', '));
  return sql`insert into ${sql.table(name)} (${list}) select ${list} from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as x(${record}) ${then}`;
}

/**
 * Runs data-modifying statements as the parts of one statement: one round trip to the database. They must touch
 * different tables, since none of them sees what the others change. `sources` are named queries (`name as (...)`)
 * put first, which the writes may read.
 */
export async function writeTogether(trx: QueryExecutorProvider, writes: readonly RawBuilder<unknown>[], sources: readonly RawBuilder<unknown>[] = []): Promise<void> {
  if (writes.length === 0) return;
  const parts = [...sources, ...writes.map((w, i) => sql`${sql.ref(`w${i}`)} as (${w})`)];
  await sql`with ${sql.join(parts, sql`, `)} select 1`.execute(trx);
}
