import { z } from 'zod';
import { csvMapping, type ImportCounts } from '@inkpace/contracts/api/import';
import { DomainError } from '@inkpace/contracts/errors';
import { messages } from '@inkpace/contracts/messages';
import { IMPORT_MAX_ENTRIES } from '@inkpace/contracts/rules/import/limits';
import type { ImportPlan } from '@inkpace/contracts/rules/import/plan';
import {
  claimImport, finishImport, nextQueuedImport, recordHeartbeat, recordProgress, recordReading, runningImportBeat, type ClaimedImport, type ImportOutcome,
  type ImportRun,
} from '@inkpace/infra/db';
import type { Caller } from '@inkpace/infra/http';
import { JOB_CLAIM_LAPSES_AFTER_MS, JOB_HEARTBEAT_EVERY_MS, keepHeartbeat } from '@inkpace/infra/queue';
import { ENTRIES_PER_WRITER_LIMIT } from '@inkpace/contracts/rules/history-bounds';
import { liveEntryCount, ownProjectTitles } from '@inkpace/projector/progress';
import type { CommandDeps } from '../pipeline/deps.ts';
import type { CommandMeta } from '../pipeline/meta.ts';
import { itemsToWrite, newCounts, newWork } from './new-work.ts';
import { readImportFile } from './read-file.ts';
import { ImportTakenBack, writeWork } from './write-plan.ts';

const m = messages.imports;

/**
 * The import job (issue 29): read the whole file into a plan, check all of it, leave out what the writer already has,
 * then write the rest through the commands as the writer who posted it. A preview stops before writing. Progress is
 * written to the import's row at most every PROGRESS_EVERY_MS (and so at least once a second while writing).
 *
 * The row's updated time is the run's heartbeat (keepHeartbeat, every second): the sweep takes back a run whose
 * heartbeat stopped (its process died) and runs it again, and a run that finds itself taken back stops. A writer's
 * imports that write run one at a time (claimImport); when one ends, it starts the writer's next.
 */

const PROGRESS_EVERY_MS = 250;
const NONE: ImportCounts = { projects: 0, entries: 0, tags: 0, goals: 0, skipped: 0 };

/** Who posted the import, as stored with it. */
const storedCaller = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('session'), userId: z.number(), userUuid: z.string(), username: z.string(), sessionId: z.string(), isAdmin: z.boolean() }),
  z.object({ kind: z.literal('apiKey'), userId: z.number(), userUuid: z.string(), username: z.string(), apiKeyId: z.number(), isAdmin: z.literal(false) }),
]);
const storedOptions = z.object({ mapping: csvMapping.optional(), workId: z.number().optional() });

const planItems = (plan: ImportPlan) => plan.projects.length + plan.tags.length + plan.entries.length + plan.goals.length;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Claims the import for this job. A job that finds it running (BullMQ's retry after the worker died, or a second
 * start) waits until the running claim's heartbeat would have lapsed, one beat more, and takes it over if it did: a
 * live run's heartbeat moved meanwhile, and it goes on alone. So a killed worker's import goes on within seconds.
 */
async function claimRun(deps: CommandDeps, id: string): Promise<ClaimedImport | null> {
  const claim = () => {
    const now = deps.clock.now();
    return claimImport(deps.db, id, now, new Date(now.getTime() - JOB_CLAIM_LAPSES_AFTER_MS));
  };
  const claimed = await claim();
  if (claimed) return claimed;
  const beat = await runningImportBeat(deps.db, id);
  if (!beat) return null;
  const untilLapsed = beat.getTime() + JOB_CLAIM_LAPSES_AFTER_MS - deps.clock.now().getTime();
  await sleep(Math.min(Math.max(untilLapsed, 0), JOB_CLAIM_LAPSES_AFTER_MS) + JOB_HEARTBEAT_EVERY_MS);
  return claim();
}

export async function runImport(deps: CommandDeps, id: string, jobId: string): Promise<void> {
  const claimed = await claimRun(deps, id);
  if (!claimed) return; // taken by another worker, already finished, or waiting for the writer's running import
  const run: ImportRun = { id, run: claimed.run };
  const heartbeat = keepHeartbeat(
    () => recordHeartbeat(deps.db, run, deps.clock.now()),
    (err) => deps.log.warn({ err, importId: id }, 'an import could not record its heartbeat'),
  );
  try {
    await runClaimed(deps, claimed, run, jobId, heartbeat.takenBack);
  } finally {
    heartbeat.stop();
    if (!claimed.preview) await startNextImport(deps, claimed.ownerId, run);
  }
}

/** The writer's next import that waited for this one; one whose start fails is started by the sweep. */
async function startNextImport(deps: CommandDeps, ownerId: number, after: ImportRun): Promise<void> {
  try {
    const next = await nextQueuedImport(deps.db, ownerId);
    if (next) await deps.importJobs?.start(next, `after-${after.id}-${after.run}`);
  } catch (err) {
    deps.log.warn({ err, importId: after.id }, 'an import could not start the next one');
  }
}

async function runClaimed(deps: CommandDeps, claimed: ClaimedImport, run: ImportRun, jobId: string, wasTakenBack: () => boolean): Promise<void> {
  const { id } = claimed;
  const caller: Caller = storedCaller.parse(claimed.caller);
  const meta: CommandMeta = { ...(claimed.meta as CommandMeta), causationId: jobId };
  const finish = (outcome: ImportOutcome) => finishImport(deps.db, run, outcome, deps.clock.now());
  let done = 0;
  try {
    const reading = readImportFile(claimed.file, claimed.kind, storedOptions.parse(claimed.options), await ownProjectTitles(deps.db, claimed.ownerId));
    const { plan } = reading;
    if (plan.entries.length > IMPORT_MAX_ENTRIES) throw new DomainError('VALIDATION_FAILED', m.tooManyEntries);
    const total = planItems(plan);
    await recordReading(deps.db, run, { total, columns: reading.columns, sample: reading.sample }, deps.clock.now());
    if (plan.problems.length > 0) {
      const message = claimed.preview ? null : m.problemsFound(plan.problems.length);
      await finish({ state: claimed.preview ? 'done' : 'failed', done: 0, result: NONE, problems: plan.problems, message });
      return;
    }
    const work = await newWork(deps, claimed.ownerId, plan);
    const result = newCounts(work);
    // The writer's bound on entries is checked before anything is written, not met part-way and undone.
    if (work.entries.length > 0 && (await liveEntryCount(deps.db, claimed.ownerId)) + work.entries.length > ENTRIES_PER_WRITER_LIMIT) {
      const problems = [{ line: 1, message: messages.validation.entriesPerWriter }];
      await finish({ state: claimed.preview ? 'done' : 'failed', done: 0, result, problems, message: claimed.preview ? null : messages.validation.entriesPerWriter });
      return;
    }
    const nothingNew = itemsToWrite(work) === 0;
    if (claimed.preview || nothingNew) {
      await finish({ state: 'done', done: total, result, problems: [], message: nothingNew ? m.nothingNew : null });
      return;
    }
    let recordedAt = 0;
    await writeWork(deps, caller, meta, work, plan.settings, {
      async progress(written) {
        done = written;
        if (wasTakenBack()) throw new ImportTakenBack();
        if (performance.now() - recordedAt < PROGRESS_EVERY_MS) return;
        recordedAt = performance.now();
        if (!(await recordProgress(deps.db, run, done + work.skipped, deps.clock.now()))) throw new ImportTakenBack();
      },
    });
    await finish({ state: 'done', done: total, result, problems: [], message: m.imported(result.entries) });
  } catch (error) {
    // Taken back while it ran (its heartbeat had stopped): the next run goes on from what this one wrote.
    if (error instanceof ImportTakenBack) {
      deps.log.warn({ importId: id }, 'an import was taken back while it ran; it stops');
      return;
    }
    // A refusal the writer can act on says why; anything else is the spec's words, and the log keeps the cause.
    if (!(error instanceof DomainError)) deps.log.error({ err: error, importId: id }, 'an import failed');
    const problems = error instanceof DomainError ? [{ line: 1, message: error.message }] : [];
    const message = error instanceof DomainError && error.code === 'VALIDATION_FAILED' ? error.message : m.importFailed;
    await finish({ state: 'failed', done, result: NONE, problems, message });
  }
}
