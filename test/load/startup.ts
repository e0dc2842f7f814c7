import { startInstance, type Instance } from './instance.ts';
import { sleep } from './stats.ts';
import type { Row } from './table.ts';
import type { Workspace } from './workspace.ts';

export interface StartupOptions {
  idleSeconds: number;
  progress(message: string): void;
  /** Registers the instance's stop with the run's clean-up, before anything else can fail. */
  adopt(instance: Instance): void;
}

/** The launch command is in the report's header; the table keeps to what was measured. */
const startScenario = 'cold start to first 200 of /api/v1/ping';

export function memoryRows(instance: Instance, when: string): Row[] {
  const memory = instance.memory();
  const scenario = `memory, ${when}`;
  if (!memory) {
    const warning = instance.running() ? '/proc not readable (not Linux?)' : 'the server exited';
    return [{ scenario, figure: 'RSS', value: null, unit: 'MiB', warning }];
  }
  const rows: Row[] = [{ scenario, figure: 'Node process RSS', value: memory.nodeRssKb / 1024, unit: 'MiB' }];
  // With DATABASE_URL the database is someone else's process: only the embedded one belongs to the figure.
  if (memory.children > 0) {
    rows.push(
      { scenario, figure: `embedded PostgreSQL PSS (${memory.children} processes)`, value: memory.childrenPssKb / 1024, unit: 'MiB' },
      { scenario, figure: 'total (Node RSS + PostgreSQL PSS)', value: (memory.nodeRssKb + memory.childrenPssKb) / 1024, unit: 'MiB' },
    );
  }
  return rows;
}

/** Starts again after a kill -9 of `killed` (see Instance.kill), a moment after it was up. */
async function restartAfterKill(ws: Workspace, killed: Instance, scope: 'server' | 'group', options: StartupOptions): Promise<Instance> {
  await sleep(1_000);
  await killed.kill(scope);
  const instance = await startInstance(ws, `after-kill-${scope}`);
  options.adopt(instance);
  return instance;
}

/**
 * Starts on an empty DATA_DIR (initdb, migrations, projection set-up), stops, then starts again on the same
 * one; in the embedded mode also after a kill -9 of the server alone (its PostgreSQL left running, reused) and of
 * the server with its PostgreSQL (crash recovery). The last instance stays up for the other scenarios, after an
 * idle pause for the memory figure.
 */
export async function measureStartup(ws: Workspace, options: StartupOptions): Promise<{ rows: Row[]; instance: Instance }> {
  options.progress('cold start on a fresh DATA_DIR');
  const fresh = await startInstance(ws, 'fresh');
  options.adopt(fresh);
  await fresh.stop();

  options.progress('cold start on the existing DATA_DIR');
  let instance = await startInstance(ws, 'existing');
  options.adopt(instance);
  const freshWhat = ws.databaseUrl ? 'fresh DATA_DIR + empty database' : 'fresh DATA_DIR (incl. initdb)';
  const rows: Row[] = [
    { scenario: startScenario, figure: freshWhat, value: fresh.startMs, unit: 'ms', target: { atMost: 3_000 } },
    { scenario: startScenario, figure: 'existing DATA_DIR', value: instance.startMs, unit: 'ms', target: { atMost: 2_000 } },
  ];
  if (!ws.databaseUrl) {
    options.progress('restart after kill -9 of the server (its PostgreSQL left running)');
    instance = await restartAfterKill(ws, instance, 'server', options);
    rows.push({ scenario: startScenario, figure: 'after kill -9 of the server', value: instance.startMs, unit: 'ms', target: { atMost: 2_000 } });
    options.progress('restart after kill -9 of the server and its PostgreSQL (crash recovery)');
    instance = await restartAfterKill(ws, instance, 'group', options);
    rows.push({ scenario: startScenario, figure: 'after kill -9 of server and PostgreSQL', value: instance.startMs, unit: 'ms', target: { atMost: 2_000 } });
  }

  options.progress(`idle for ${options.idleSeconds} s`);
  await sleep(options.idleSeconds * 1000);
  rows.push(...memoryRows(instance, `idle ${options.idleSeconds} s after start`));
  return { rows, instance };
}
