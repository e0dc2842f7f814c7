import { z } from 'zod';

/**
 * The backup file: a gzip-compressed POSIX tar whose members are, in order,
 *   tables/<schema>.<table>/<nnnnnn>.copy  a table's rows in PostgreSQL COPY text format, in parts of at most
 *                                          COPY_PART_BYTES (each part ends at a row's end); a table without rows
 *                                          has no part
 *   uploads/<path>                         each file under UPLOADS_DIR
 *   manifest.json                          BackupManifest, last: it lists every other member with its sha256
 * A restore reads the whole file and checks the manifest before it touches anything.
 */
export const BACKUP_FORMAT = 'inkpace-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_MEMBER = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';
export const COPY_PART_BYTES = 4 * 1024 * 1024;

export const tableMemberPrefix = (schema: string, table: string): string => `tables/${schema}.${table}/`;
export const tablePartName = (schema: string, table: string, part: number): string =>
  `${tableMemberPrefix(schema, table)}${String(part).padStart(6, '0')}.copy`;

const decimal = z.string().regex(/^\d+$/);

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(BACKUP_FORMAT_VERSION),
  appVersion: z.string(),
  createdAt: z.string(),
  /** The last migration applied to the backed-up database. */
  migration: z.string(),
  /** The highest global position in the snapshot (0 for an empty log), and the highest transaction id of its events. */
  logHead: decimal,
  maxTxId: decimal,
  /** Projections by name, with the version their tables were built by. */
  projections: z.record(z.string(), z.number().int()),
  tables: z.array(z.object({
    schema: z.string(),
    name: z.string(),
    columns: z.array(z.string()),
    rows: z.number().int().nonnegative(),
    parts: z.number().int().nonnegative(),
  })),
  /** Each sequence's value when the backup was taken (at or past every value the snapshot holds). */
  sequences: z.array(z.object({ schema: z.string(), name: z.string(), value: decimal })),
  uploads: z.number().int().nonnegative(),
  members: z.record(z.string(), z.object({ size: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })),
});

export type BackupManifest = z.infer<typeof manifestSchema>;
export type BackupTable = BackupManifest['tables'][number];

/** Why a backup file cannot be restored; the CLI prints the message as it is. */
export class BackupFileError extends Error {}
/** Why the target of a restore was left alone. */
export class RestoreRefusedError extends Error {}

/** A schema.table name for SQL, quoted. */
export const qualified = (schema: string, table: string): string =>
  `"${schema.replace(/"/g, '""')}"."${table.replace(/"/g, '""')}"`;
export const quoteIdent = (name: string): string => `"${name.replace(/"/g, '""')}"`;
