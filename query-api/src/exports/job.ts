import { messages } from '@inkpace/contracts/messages';
import { claimExport, finishExport, recordExportHeartbeat, recordExportProgress, storeExportPart, type ExportRun } from '@inkpace/infra/db';
import type { Logger } from '@inkpace/infra/log';
import { keepHeartbeat } from '@inkpace/infra/queue';
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
 *
 * The row's updated time is the run's heartbeat (keepHeartbeat, every second, and each progress): the sweep takes back
 * a run whose heartbeat stopped (its process died), removes the parts it stored, and runs the export again. A run that
 * was only slow finds its claim gone and stops, storing no part and leaving the row to the new run.
 */

/** Bytes of zip per stored part: small enough to hold, large enough that a big zip is a few hundred rows. */
const PART_BYTES = 1024 * 1024;

/** Thrown inside a run that finds its claim gone: it stops without finishing the row. */
class ExportTakenBack extends Error {
  constructor() {
    super('the export was taken back while it ran');
  }
}

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
  const { run } = claimed;
  const heartbeat = keepHeartbeat(
    () => recordExportHeartbeat(deps.db, run, deps.clock.now()),
    (err) => deps.log.warn({ err, exportId: id }, 'an export could not record its heartbeat'),
  );
  try {
    const size = await writeZip(deps, claimed.ownerId, run, heartbeat.takenBack);
    await finishExport(deps.db, run, { state: 'done', done: size.done, size: size.bytes }, deps.clock.now());
  } catch (error) {
    if (error instanceof ExportTakenBack) {
      deps.log.warn({ exportId: id }, 'an export was taken back while it ran; it stops');
      return;
    }
    deps.log.error({ err: error, exportId: id }, 'an export failed');
    await finishExport(deps.db, run, { state: 'failed', message: messages.imports.exportFailed }, deps.clock.now());
  } finally {
    heartbeat.stop();
  }
}

/** Makes the writer's zip into the run's parts; what it counted and how many bytes it stored. */
async function writeZip(deps: ExportJobDeps, ownerId: number, run: ExportRun, wasTakenBack: () => boolean): Promise<{ done: number; bytes: number }> {
  const ours = (stillOurs: boolean) => {
    if (!stillOurs || wasTakenBack()) throw new ExportTakenBack();
  };
  const [source, entries] = await Promise.all([exportSource(deps, ownerId), liveEntryCount(deps.db, ownerId)]);
  // Entries written meanwhile may pass the count: the bar stays full rather than running over.
  const total = entries * ENTRY_PASSES;
  let done = 0;
  ours(await recordExportProgress(deps.db, run, { done, total }, deps.clock.now()));
  let recorded = done;
  let waiting: Uint8Array[] = [];
  let waitingBytes = 0;
  let seq = 0;
  let bytes = 0;
  const store = async () => {
    const part = Buffer.concat(waiting);
    waiting = [];
    waitingBytes = 0;
    ours(await storeExportPart(deps.db, run, seq++, part));
  };
  for await (const chunk of zipBytes(exportMembers(counted(source, (n) => { done += n; })), deps.clock.now())) {
    waiting.push(chunk);
    waitingBytes += chunk.byteLength;
    bytes += chunk.byteLength;
    if (waitingBytes >= PART_BYTES) await store();
    if (done !== recorded) {
      recorded = done;
      ours(await recordExportProgress(deps.db, run, { done: Math.min(done, total), total }, deps.clock.now()));
    }
  }
  if (waitingBytes > 0 || seq === 0) await store();
  return { done, bytes };
}
