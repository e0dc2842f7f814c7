import { z } from 'zod';
import { messages } from '../messages.ts';
import { IMPORT_MAX_BYTES } from '../rules/import/limits.ts';
import { decimalId } from './fields.ts';
import { importPaths, exportPaths } from './paths.ts';
import { EXPORT_CONTENT_TYPE, EXPORT_ZIP_NAME } from './export-format.ts';
import { route, type FileAnswer, type UploadRule } from './route.ts';

const m = messages.imports;

/** POST /api/v1/import takes one file in the multipart field `file`, and these text fields beside it. */
export const IMPORT_FILE_FIELD = 'file';
export const IMPORT_TEXT_FIELDS = ['mapping', 'workId', 'preview'] as const;
export const importUpload: UploadRule = {
  field: IMPORT_FILE_FIELD, maxBytes: IMPORT_MAX_BYTES, missingMessage: m.fileMissing, tooLargeMessage: m.fileTooLarge,
  textFields: IMPORT_TEXT_FIELDS,
};

/** What a CSV column can hold; `total` is a running total, turned into daily entries. */
export const CSV_FIELDS = ['date', 'count', 'total', 'measure', 'project', 'note', 'tags', 'ignore'] as const;
export type CsvField = (typeof CSV_FIELDS)[number];
/** Column (by its header) → field. */
export const csvMapping = z.record(z.string(), z.enum(CSV_FIELDS));
export type CsvMapping = z.infer<typeof csvMapping>;

/** The multipart text fields of POST /api/v1/import, as strings on the wire. */
export const importFields = z.strictObject({
  /** JSON: column → field, for a CSV; columns left out are detected. */
  mapping: z.string().transform((text, ctx) => {
    try {
      const parsed = csvMapping.safeParse(JSON.parse(text));
      if (parsed.success) return parsed.data;
    } catch { /* reported below */ }
    ctx.addIssue({ code: 'custom', message: m.mappingInvalid });
    return z.NEVER;
  }).optional(),
  /** The project for rows (or pasted lines) that name none. */
  workId: decimalId(messages.validation.tallyProject).optional(),
  /** true: read and check only, write nothing. */
  preview: z.enum(['true', 'false']).transform((v) => v === 'true').optional(),
});
export type ImportFields = z.output<typeof importFields>;

export const IMPORT_STATES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportState = (typeof IMPORT_STATES)[number];
export const IMPORT_KINDS = ['nano', 'csv', 'trackbear', 'inkpace'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

const counts = z.object({
  projects: z.number().int(), entries: z.number().int(), tags: z.number().int(), goals: z.number().int(), skipped: z.number().int(),
});
export type ImportCounts = z.infer<typeof counts>;

/** GET /api/v1/import/{id}: where an import is, what it wrote (or, for a preview, would write) and what is wrong. */
export const importStatus = z.object({
  id: z.uuid(),
  state: z.enum(IMPORT_STATES),
  preview: z.boolean(),
  /** What the file was read as; null until it has been read. */
  kind: z.enum(IMPORT_KINDS).nullable(),
  /** Items written (or checked) so far, and in all: moves while running. */
  done: z.number().int(),
  total: z.number().int(),
  result: counts,
  /** Every problem found, by line (at most IMPORT_PROBLEMS_MAX; `moreProblems` counts the rest). */
  problems: z.array(z.object({ line: z.number().int(), message: z.string() })),
  moreProblems: z.number().int(),
  /** A CSV's columns with the field each was mapped to, and its first rows as read (for the mapping and preview). */
  columns: z.array(z.object({ name: z.string(), field: z.enum(CSV_FIELDS) })),
  sample: z.array(z.array(z.string())),
  /** In words for the writer: why a failed import failed, or what a finished one did (imported(n), nothingNew); null while it runs and for a preview with something new. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ImportStatus = z.infer<typeof importStatus>;

export const importStarted = z.object({ id: z.uuid() });
export const importIdParam = z.strictObject({ id: z.uuid({ error: m.importNotFound }) });

export const importRoutes = {
  start: route({ ...importPaths.start, status: 202, upload: importUpload, response: importStarted, summary: 'Import a file (multipart: file, mapping, workId, preview); answers 202 with the import id' }),
  get: route({ ...importPaths.get, params: importIdParam, response: importStatus, summary: "An import's state, progress, result and problems" }),
};

/**
 * The export downloads answer a zip file (docs/export-format.md), not a JSON envelope: no `data` is ever sent, so
 * the response schema admits none. Errors (401, 429) are the usual envelope.
 */
/** GET /api/v1/export/{id}: an export job's state; `done` and `total` count the entry rows written to the zip. */
export const exportStatus = z.object({
  id: z.uuid(),
  state: z.enum(IMPORT_STATES),
  done: z.number().int(),
  total: z.number().int(),
  /** The zip's size in bytes once done (0 before). */
  size: z.number().int(),
  /** In words for the writer: why a failed export failed; null otherwise. */
  message: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type ExportStatus = z.infer<typeof exportStatus>;
export const exportIdParam = z.strictObject({ id: z.uuid({ error: m.exportNotFound }) });

export const exportFile: FileAnswer = { contentType: EXPORT_CONTENT_TYPE, fileName: EXPORT_ZIP_NAME };
export const exportRoutes = {
  download: route({ ...exportPaths.download, response: z.never(), file: exportFile, summary: 'Everything the writer owns as a zip (session only, once a minute)' }),
  reference: route({ ...exportPaths.reference, response: z.never(), file: exportFile, summary: "The same zip at the reference's path" }),
  start: route({ ...exportPaths.start, status: 202, response: importStarted, summary: 'Make the same zip as a job (session only, once a minute, with the download); answers 202 with its id' }),
  get: route({ ...exportPaths.get, params: exportIdParam, response: exportStatus, summary: "An export job's state and progress" }),
  file: route({ ...exportPaths.file, params: exportIdParam, response: z.never(), file: exportFile, summary: "A finished export job's zip" }),
};
