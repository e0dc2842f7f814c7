import { messages } from '@inkpace/contracts/messages';
import { claimExport, finishExport, recordExportProgress, storeExportPart } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import { liveEntryCount } from '@inkpace/projector/progress';
import { ENTRY_PASSES, exportMembers, type ExportSource } from './members.ts';
import type { ExportedEntryRow } from './queries.ts';
import { exportSource, type ExportReads } from './source.ts';
import { zipBytes } from './zip.ts';

/**
 * The export job (issue 29): the same zip as GET /api/v1/export, by the same builder, stored a part at a time in
 * `export_parts` for GET /api/v1/export/{id}/file. Progress counts the entry rows written (each entry is written
 * ENTRY_PASSES times) and is recorded after each page of entries (ENTRY_PAGE rows, well under a second's work, and
 * one small update each), so the bar moves at least once a second.
 */

/** Bytes of zip per stored part: small enough to hold, large enough that a big zip is a few hundred rows. */
const PART_BYTES = 1024 * 1024;

export interface ExportJobDeps extends ExportReads {
  log: Logger;
}

/** The source with its entry pages counted as they are read (read is written: the zip pulls what it writes). */
function counted(source: ExportSource, onRows: (n: number) => void): ExportSource {
  async function* count(pages: AsyncIterable<ExportedEntryRow[]>): AsyncGenerator<ExportedEntryRow[]> {
    for await (const page of pages) {
      yield page;
      onRows(page.length);
    }
  }
  return { ...source, entries: (projectId) => count(source.entries(projectId)) };
}

export async function runExport(deps: ExportJobDeps, id: string): Promise<void> {
  const claimed = await claimExport(deps.db, id, deps.clock.now());
  if (!claimed) return; // taken by another worker, finished, or swept
  try {
    const [source, entries] = await Promise.all([exportSource(deps, claimed.ownerId), liveEntryCount(deps.db, claimed.ownerId)]);
    // Entries written meanwhile may pass the count: the bar stays full rather than running over.
    const total = entries * ENTRY_PASSES;
    let done = 0;
    await recordExportProgress(deps.db, id, { done, total });
    let recorded = done;
    let waiting: Uint8Array[] = [];
    let waitingBytes = 0;
    let seq = 0;
    let size = 0;
    const store = async () => {
      const part = Buffer.concat(waiting);
      waiting = [];
      waitingBytes = 0;
      await storeExportPart(deps.db, id, seq++, part);
    };
    for await (const chunk of zipBytes(exportMembers(counted(source, (n) => { done += n; })), deps.clock.now())) {
      waiting.push(chunk);
      waitingBytes += chunk.byteLength;
      size += chunk.byteLength;
      if (waitingBytes >= PART_BYTES) await store();
      if (done !== recorded) {
        recorded = done;
        await recordExportProgress(deps.db, id, { done: Math.min(done, total), total });
      }
    }
    if (waitingBytes > 0 || seq === 0) await store();
    await finishExport(deps.db, id, { state: 'done', done, size }, deps.clock.now());
  } catch (error) {
    deps.log.error({ err: error, exportId: id }, 'an export failed');
    await finishExport(deps.db, id, { state: 'failed', message: messages.imports.exportFailed }, deps.clock.now());
  }
}
