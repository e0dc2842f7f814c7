/**
 * `npm run bench`: starts Inkpace as `npm start` would (on a temporary DATA_DIR, or a fresh database on
 * DATABASE_URL's server), runs every scenario group against it, prints one table and writes it as JSON.
 * Figures are reported, never judged: the exit code is non-zero only when something crashed.
 *
 * Knobs: BENCH_SECONDS (each timed load, default 10), BENCH_SAMPLES (each sequential latency, default 200),
 * BENCH_IDLE_SECONDS (pause before the idle memory figure, default 5), BENCH_OUT (JSON file),
 * BENCH_LOG_LEVEL (the server's LOG_LEVEL, default info), BENCH_GROUPS (comma-separated group names to run). DATABASE_URL and REDIS_URL select the scaled mode.
 */
import os from 'node:os';
import path from 'node:path';
import { accountScenarios } from './accounts.ts';
import { backupScenarios } from './backup.ts';
import { postShareOfAppends } from './derived.ts';
import { adminScenarios } from './admin.ts';
import type { BenchContext, ScenarioGroup } from './context.ts';
import { eventStoreScenarios } from './event-store.ts';
import { exportScenarios } from './exports.ts';
import { goalScenarios } from './goals.ts';
import { leaderboardScenarios } from './leaderboards.ts';
import { historyScenarios } from './history.ts';
import { fileImportScenarios } from './file-imports.ts';
import { largestImportScenarios } from './largest-imports.ts';
import { importScenarios } from './imports.ts';
import { LAUNCH_COMMAND } from './instance.ts';
import { progressScenarios } from './progress.ts';
import { scaledScenarios } from './scaled.ts';
import { memoryRows, measureStartup } from './startup.ts';
import { sleep } from './stats.ts';
import { renderTable, writeReport, type Row } from './table.ts';
import { createWorkspace, type Workspace } from './workspace.ts';

/**
 * In run order. A new scenario file adds its group here. `history` (200,000 entries), `admin` (a million events) and
 * `largest-imports` (a 1,000,000-entry preview and a 250,000-entry import) are long: they run only when BENCH_GROUPS names them, as does `backup` (200,000 entries backed up and restored) and `scaled` (the
 * scaled mode through nginx against this process: needs nginx, and PostgreSQL and Redis on DATABASE_URL/REDIS_URL or the machine's).
 */
const groups: ScenarioGroup[] = [
  accountScenarios, eventStoreScenarios, progressScenarios, importScenarios, fileImportScenarios, exportScenarios, goalScenarios, leaderboardScenarios,
  historyScenarios, adminScenarios, largestImportScenarios, backupScenarios, scaledScenarios,
];

function numberFromEnv(name: string, fallback: number): number {
  const raw = process.env[name]?.trim();
  if (!raw) return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name} must be a positive number, got "${raw}"`);
  return value;
}

const seconds = Math.max(1, Math.round(numberFromEnv('BENCH_SECONDS', 10))); // autocannon takes whole seconds
const samples = Math.max(1, Math.round(numberFromEnv('BENCH_SAMPLES', 200)));
const idleSeconds = numberFromEnv('BENCH_IDLE_SECONDS', 5);
const outFile = process.env.BENCH_OUT ?? path.join(os.tmpdir(), 'inkpace-bench', 'latest.json');
/** BENCH_GROUPS=progress,accounts runs only those groups (all by default). */
const onlyGroups = process.env.BENCH_GROUPS?.split(',').map((g) => g.trim()).filter(Boolean);
const baseDatabaseUrl = process.env.DATABASE_URL?.trim() || undefined;

const benchStart = performance.now();
const progress = (message: string): void => {
  process.stderr.write(`[${((performance.now() - benchStart) / 1000).toFixed(1).padStart(6)} s] ${message}\n`);
};

// Clean-ups run newest first (instances stop before their workspace is removed), once, also on Ctrl-C.
const cleanups: Array<() => Promise<void>> = [];
let cleaning: Promise<void> | null = null;
function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const fn of cleanups.reverse()) {
      await fn().catch((error: unknown) => progress(`clean-up failed: ${String(error)}`));
    }
  })();
  return cleaning;
}
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by the tsx CLI), and a
// second signal without a handler would kill it halfway through the clean-up.
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    progress(`${signal}: stopping the server and removing temporary files`);
    void cleanUp().finally(() => {
      progress('cleaned up');
      process.exit(130);
    });
  });
}

function crashRow(scenario: string, error: unknown): Row {
  const firstLine = (e: unknown) => (e instanceof Error ? (e.message.split('\n')[0] ?? e.name) : String(e));
  // fetch's own message is only "fetch failed"; what failed (ECONNREFUSED...) is in its cause.
  const cause = error instanceof Error && error.cause !== undefined ? `: ${firstLine(error.cause)}` : '';
  return { scenario, figure: 'CRASHED', value: null, unit: '', warning: `${firstLine(error)}${cause}` };
}

function environment(): Record<string, string | number> {
  const database = baseDatabaseUrl ? `DATABASE_URL server ${new URL(baseDatabaseUrl).host} (fresh database)` : 'embedded PostgreSQL';
  return {
    node: process.version,
    cpus: os.cpus().length,
    memoryGiB: Math.round(os.totalmem() / 2 ** 30),
    // Other work on the machine moves every figure here; the load average says how much there was.
    loadAverage1mAtStart: Number(os.loadavg()[0]?.toFixed(2) ?? 0),
    launch: LAUNCH_COMMAND,
    database,
    queue: process.env.REDIS_URL ? 'BullMQ on REDIS_URL' : 'in-process',
    loadGenerator: 'autocannon, in the bench process on the same machine',
    benchSeconds: seconds,
    benchSamples: samples,
  };
}

async function run(): Promise<{ rows: Row[]; crashed: boolean }> {
  const rows: Row[] = [];
  let crashed = false;
  let ws: Workspace | null = null;
  try {
    ws = await createWorkspace(baseDatabaseUrl);
    const workspace = ws;
    cleanups.push(() => workspace.dispose());
    progress(`workspace ${ws.root}`);
    const startup = await measureStartup(ws, { idleSeconds, progress, adopt: (i) => cleanups.push(() => i.stop()) });
    rows.push(...startup.rows);
    const ctx: BenchContext = { instance: startup.instance, seconds, samples, progress };
    for (const group of groups.filter((g) => (onlyGroups ? onlyGroups.includes(g.name) : !g.optIn))) {
      if (!startup.instance.running()) {
        // Every later figure would be a connection error or a long timeout: say why instead.
        crashed = true;
        rows.push(crashRow(group.name, new Error('skipped: the server exited (its log is kept next to the JSON report)')));
        continue;
      }
      try {
        rows.push(...(await group.run(ctx)));
      } catch (error) {
        // The other groups can still report: one broken scenario should not hide every figure.
        crashed = true;
        progress(`${group.name} crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
        rows.push(crashRow(group.name, error));
        // A server that died shows first as connection errors, its exit event after: wait for it briefly,
        // so the next group is skipped rather than left to time out against a dead server.
        await startup.instance.exited(1_000);
      }
    }
    rows.push(...postShareOfAppends(rows));
    if (startup.instance.running()) {
      await sleep(2_000); // let in-flight work and GC settle, so this is memory kept, not memory in use
      rows.push(...memoryRows(startup.instance, 'after the load scenarios'));
    }
  } catch (error) {
    crashed = true;
    progress(`crashed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    rows.push(crashRow('bench', error));
  } finally {
    if (crashed && ws) {
      // The workspace goes with the clean-up; a crash's explanation is usually in the server's log.
      try {
        for (const file of ws.keepLogs(path.dirname(outFile))) progress(`server log kept: ${file}`);
      } catch (error) {
        progress(`could not keep the server logs: ${String(error)}`);
      }
    }
    progress('stopping the server and removing temporary files');
    await cleanUp();
  }
  return { rows, crashed };
}

const startedAt = new Date().toISOString();
const env = environment();
const { rows, crashed } = await run();
const summary = Object.entries(env).map(([k, v]) => `  ${k}: ${v}`).join('\n');
process.stdout.write(`\nInkpace bench, ${startedAt}\n${summary}\n\n${renderTable(rows)}\n\n`);
writeReport(outFile, { startedAt, finishedAt: new Date().toISOString(), environment: env, rows });
process.stdout.write(`JSON: ${outFile}\n`);
// autocannon and fetch may leave keep-alive sockets behind; they must not keep the process alive.
process.exit(crashed ? 1 : 0);
