import type { ImportKind, ImportStatus } from '@inkpace/contracts/api/import';
import { INKPACE_JSON } from '@inkpace/contracts/api/export-format';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { csvPlan } from '@inkpace/contracts/rules/import/csv-plan';
import { EXPORT_DATA_FILES, planFromInkpaceExport, planFromReferenceExport } from '@inkpace/contracts/rules/import/export-readers';
import { IMPORT_MAX_ENTRIES } from '@inkpace/contracts/rules/import/limits';
import { isNanoPaste } from '@inkpace/contracts/rules/import/nano-paste';
import { nanoPlan } from '@inkpace/contracts/rules/import/nano-plan';
import type { ImportPlan } from '@inkpace/contracts/rules/import/plan';
import type { CsvMapping } from '@inkpace/contracts/api/import';
import { looksLikeZip, memberNamed, unpackMember, zipMembers } from '@inkpace/infra/files';

const m = messages.imports;

/**
 * Telling a file's kind by its content, and reading it into an ImportPlan (issue 29). The kind and the zip's safety
 * are judged when the file is posted (cheap: the zip's directory, the text's first line), so the writer hears a
 * refusal at once; the job reads the file again in full and judges it again.
 */

export interface ImportOptions {
  mapping?: CsvMapping;
  workId?: number;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as UTF-8 text; anything else is not a file we import. */
function textOf(bytes: Uint8Array): string {
  try {
    return utf8.decode(bytes);
  } catch {
    throw new DomainError('VALIDATION_FAILED', m.fileUnknown);
  }
}

/** The export data file of a zip (refusing unsafe names, bombs and zips without one). */
function exportMember(bytes: Uint8Array) {
  const member = memberNamed(zipMembers(bytes), EXPORT_DATA_FILES);
  if (!member) throw new DomainError('VALIDATION_FAILED', m.zipNoData);
  return member;
}

/** Counting lines is cheap: a text with more rows than one import may bring is refused before anything is read. */
function refuseTooManyRows(text: string): void {
  let lines = 0;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) {
    lines += 1;
    if (lines > IMPORT_MAX_ENTRIES + 1) throw new DomainError('VALIDATION_FAILED', m.tooManyEntries);
  }
}

/** The kind of file by its content; throws the refusal (a 4xx) a writer should hear at once. */
export function detectKind(bytes: Uint8Array, options: ImportOptions): ImportKind {
  if (looksLikeZip(bytes)) return exportMember(bytes).name === INKPACE_JSON ? 'inkpace' : 'trackbear';
  const text = textOf(bytes);
  refuseTooManyRows(text);
  if (!isNanoPaste(text)) return 'csv';
  if (options.workId === undefined) throw new DomainError('VALIDATION_FAILED', m.projectRequired);
  return 'nano';
}

export interface FileReading {
  plan: ImportPlan;
  columns: ImportStatus['columns'];
  sample: string[][];
}

/** The whole file into a plan (the job's first step): the writer's projects are what a CSV's project column names. */
export function readImportFile(
  bytes: Uint8Array, kind: ImportKind, options: ImportOptions, existingProjects: Array<{ id: number; title: string }>,
): FileReading {
  if (kind === 'inkpace' || kind === 'trackbear') {
    const text = textOf(unpackMember(bytes, exportMember(bytes)));
    const plan = kind === 'inkpace' ? planFromInkpaceExport(text) : planFromReferenceExport(text);
    return { plan, columns: [], sample: [] };
  }
  const text = textOf(bytes);
  if (kind === 'nano') {
    if (options.workId === undefined) throw new DomainError('VALIDATION_FAILED', m.projectRequired);
    return { plan: nanoPlan(text, { kind: 'existing', id: options.workId }), columns: [], sample: [] };
  }
  return csvPlan(text, { ...options, existingProjects });
}
