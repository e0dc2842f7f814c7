import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../config/index.ts';
import { createDb, createPool, ensureDatabase, migrate } from '../db/index.ts';
import { freePort } from '../net/index.ts';
import { checkNginxConfig, ensureNginx, writeNginxConfig } from './nginx.ts';
import { repoRoot } from './repo-root.ts';
import { SupervisedProcess, type ProcessSpec } from './supervisor.ts';

/**
 * `npm run start:scaled`: Inkpace as many processes on this machine behind one nginx on the public port (PORT):
 * 2 command APIs, 2 query APIs, 2 projectors (one leads, one stands by) and 2 workers, against the machine's
 * PostgreSQL and Redis. Each instance is supervised (restarted with backoff); SIGINT/SIGTERM stops them all; SIGHUP
 * restarts them one at a time (each drains, starts again and is ready before the next), so nothing is refused.
 */

/** The machine's own services, used when DATABASE_URL or REDIS_URL is not set. */
const MACHINE_DEFAULTS = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/inkpace', REDIS_URL: 'redis://127.0.0.1:6379' };
const INSTANCES = 2;
/** The built entry (dist/server/<entry>.js) of each role, and whether it serves HTTP behind nginx. */
const ROLES = [
  { entry: 'projector', http: false },
  { entry: 'workers', http: false },
  { entry: 'command-api', http: true },
  { entry: 'query-api', http: true },
] as const;
/** The instances see every request come from nginx on this address: only it may name the client (X-Forwarded-For). */
const NGINX_ADDRESS = '127.0.0.1';
const DEFAULT_METRICS_PORT = 9464;

const log = (line: string) => process.stdout.write(`[scaled] ${line}\n`);

const answers = (host: string, port: number) => () => new Promise<boolean>((resolve) => {
  const socket = net.connect(port, host, () => { socket.end(); resolve(true); });
  socket.on('error', () => resolve(false));
});

/** Each instance gets a metrics port of its own counted from METRICS_PORT; an empty METRICS_PORT turns them off. */
/**
 * Each instance's pool when DATABASE_POOL_SIZE is unset: eight processes with the default 20 (plus their listeners and
 * a projector thread's own) could ask for about 180 connections, past PostgreSQL's default max_connections of 100.
 */
const INSTANCE_POOL_SIZE = 6;

function metricsPort(env: NodeJS.ProcessEnv, instance: number): string {
  const base = env.METRICS_PORT;
  if (base !== undefined && base.trim() === '') return '';
  return String((base === undefined ? DEFAULT_METRICS_PORT : Number(base)) + instance);
}

async function migrateOnce(databaseUrl: string): Promise<void> {
  await ensureDatabase(databaseUrl);
  const pool = createPool(databaseUrl, 1);
  try {
    await migrate(createDb<unknown>(pool));
  } finally {
    await pool.end();
  }
}

async function run(): Promise<void> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: process.env.DATABASE_URL || MACHINE_DEFAULTS.DATABASE_URL, REDIS_URL: process.env.REDIS_URL || MACHINE_DEFAULTS.REDIS_URL };
  const config = loadConfig(env);
  const databaseUrl = config.databaseUrl ?? MACHINE_DEFAULTS.DATABASE_URL;
  const nginxBinary = ensureNginx(log);
  // Once, before any instance starts, so they do not all wait on the migrator's lock.
  await migrateOnce(databaseUrl);

  const root = repoRoot();
  const processes: SupervisedProcess[] = [];
  const upstreams = { command: [] as string[], query: [] as string[] };
  const announce = (p: SupervisedProcess) => process.send?.({ restarted: p.spec.name, pid: p.pid });
  let instance = 0;
  for (const role of ROLES) {
    for (let i = 1; i <= INSTANCES; i++) {
      const port = role.http ? await freePort() : 0;
      if (role.http) upstreams[role.entry === 'command-api' ? 'command' : 'query'].push(`${NGINX_ADDRESS}:${port}`);
      const spec: ProcessSpec = {
        name: `${role.entry}#${i}`,
        command: process.execPath,
        args: ['--enable-source-maps', path.join(root, 'dist', 'server', `${role.entry}.js`)],
        env: {
          ...env, HOST: NGINX_ADDRESS, PORT: String(port), PUBLIC_URL: config.publicUrl, DATA_DIR: config.dataDir,
          TRUST_PROXY: NGINX_ADDRESS, METRICS_PORT: metricsPort(env, instance++),
          DATABASE_POOL_SIZE: env.DATABASE_POOL_SIZE || String(INSTANCE_POOL_SIZE),
        },
        ready: 'ipc',
        stopSignal: 'SIGTERM',
      };
      processes.push(new SupervisedProcess(spec, log, announce));
    }
  }

  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-nginx-'));
  fs.chmodSync(prefix, 0o755); // nginx's workers (an unprivileged account when we are root) reach their folders in it
  const listenHost = config.host.includes(':') ? `[${config.host}]` : config.host;
  const nginxConfig = writeNginxConfig(prefix, { listen: `${listenHost}:${config.port}`, ...upstreams });
  checkNginxConfig(nginxBinary, prefix, nginxConfig);
  const probeHost = ['0.0.0.0', '::'].includes(config.host) ? '127.0.0.1' : config.host;
  const nginx = new SupervisedProcess({
    name: 'nginx', command: nginxBinary, args: ['-p', prefix, '-c', nginxConfig], env: process.env,
    ready: answers(probeHost, config.port), stopSignal: 'SIGQUIT',
  }, log, announce);

  let stopping: Promise<void> | null = null;
  const stopAll = () => {
    stopping ??= (async () => {
      log('stopping: nginx finishes its requests while the instances drain');
      await Promise.all([nginx, ...processes].map((p) => p.stop()));
      fs.rmSync(prefix, { recursive: true, force: true });
    })();
    return stopping;
  };
  const exitAfterStop = (code: number) => void stopAll().then(() => process.exit(code));
  process.on('SIGINT', () => exitAfterStop(0));
  process.on('SIGTERM', () => exitAfterStop(0));
  // Started by a test (or another supervisor) that went away: nothing else would ever stop us.
  process.on('disconnect', () => exitAfterStop(0));

  let rolling: Promise<void> | null = null;
  process.on('SIGHUP', () => {
    rolling ??= (async () => {
      log('rolling restart: one instance at a time');
      for (const p of processes) {
        if (stopping) return;
        await p.restart().catch((error: unknown) => log(`${p.spec.name} did not come back: ${error instanceof Error ? error.message : String(error)}`));
        announce(p);
      }
      log('rolling restart done');
      process.send?.({ rolled: true });
    })().finally(() => { rolling = null; });
  });

  const started = Date.now();
  try {
    await Promise.all(processes.map((p) => p.start()));
    await nginx.start();
  } catch (error) {
    log(`start-up failed: ${error instanceof Error ? error.message : String(error)}`);
    exitAfterStop(1);
    return;
  }
  const url = `http://${probeHost.includes(':') ? `[${probeHost}]` : probeHost}:${config.port}`;
  log(`Inkpace is running at ${config.publicUrl} (nginx on ${url}; ${processes.length} instances, ${Date.now() - started} ms)`);
  process.send?.({
    ready: true, url, nginxPid: nginx.pid,
    instances: processes.map((p) => ({ name: p.spec.name, pid: p.pid, port: Number(p.spec.env.PORT) || null })),
  });
}

await run();
