import type { Updateable } from 'kysely';

/**
 * Where each field of an entity's map (contracts/api: `projectFieldMap`, `goalFieldMap`, ...) lives in its read-model
 * table, and how it is written and read back. A projection's inserts and updates and the API's JSON (built by
 * PostgreSQL or from rows) all go by the map, so a new field is one line in it (and its column in tables.ts).
 * `column-maps.test.ts` checks every map against its field list and its table.
 */
export interface ColumnSpec<V, Row> {
  column: keyof Row & string;
  /** The value as the column takes it (default: as it is; jsonb columns take JSON text). */
  write?: (value: V) => unknown;
  /** The SQL that reads the column back as the field's JSON, given the qualified column (default: the column). */
  json?: (column: string) => string;
  /** The field's value from a selected row's column, for answers built in JavaScript (default: as it is). */
  read?: (value: never) => V;
  /** Further columns that follow from the value, written with it (a goal's `measure` from its parameters). */
  derived?: (value: V) => Updateable<Row>;
}

export type ColumnSpecs<V, Row> = { [K in keyof V]-?: ColumnSpec<V[K], Row> };

export interface ColumnMap<V, Row> {
  readonly fields: ReadonlyArray<keyof V & string>;
  readonly specs: ColumnSpecs<V, Row>;
  /** The columns to write for the fields present in `values` (an edit event carries only what changed). */
  columns(values: Partial<V>): Updateable<Row>;
  /** `'title', p.title, ...`: the fields as jsonb_build_object arguments, for the table aliased `alias`. */
  jsonArguments(alias: string): string;
  /** The fields' values of a selected row (API shapes built in JavaScript). */
  values(row: Record<string, unknown>): V;
}

/** A jsonb column: written as JSON text, read back as it is. */
export const asJson = <V>(value: V): string => JSON.stringify(value);
/** A nullable jsonb column: null stays SQL null. */
export const asNullableJson = <V>(value: V | null): string | null => (value === null ? null : JSON.stringify(value));

export function columnMap<V, Row>(fields: ReadonlyArray<keyof V & string>, specs: ColumnSpecs<V, Row>): ColumnMap<V, Row> {
  const spec = (field: keyof V & string) => specs[field] as ColumnSpec<unknown, Row>;
  return {
    fields,
    specs,
    columns(values) {
      const out: Record<string, unknown> = {};
      for (const field of fields) {
        const value = values[field];
        if (value === undefined) continue;
        const s = spec(field);
        out[s.column] = s.write ? s.write(value) : value;
        if (s.derived) Object.assign(out, s.derived(value));
      }
      return out as Updateable<Row>;
    },
    jsonArguments: (alias) =>
      fields.map((field) => {
        const column = `${alias}.${spec(field).column}`;
        return `'${field}', ${spec(field).json?.(column) ?? column}`;
      }).join(', '),
    values: (row) => Object.fromEntries(fields.map((field) => {
      const { column, read } = spec(field);
      return [field, read ? (read as (value: unknown) => unknown)(row[column]) : row[column]];
    })) as V,
  };
}
