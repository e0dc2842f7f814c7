import { createCommandLocks, grantAdmin, systemMeta } from '@inkpace/command-api';
import { createProgressWaiter, formatStatus, projectionInterests, projectionNames, projections, projectionStatus, rebuildProjections, startProjector, type ReadModels } from '@inkpace/projector';
import { systemClock } from '../clock/index.ts';
import { loadConfig } from '../config/index.ts';
import { createDb, createPool, ensureDatabase, migrate, startEmbeddedPostgres } from '../db/index.ts';
import { createEventStore } from '../event-store/index.ts';
import { isDomainError } from '@inkpace/contracts/errors';
import { MemoryLimitStore } from '../limits/index.ts';
import { createLogger } from '../log/index.ts';
import { LinkTokens } from '../secrets/index.ts';
import path from 'node:path';
import { rebuildProgressBar } from './progress-bar.ts';
import { startImageRenderer } from './image-renderer.ts';
import { backupCommand, restoreCommand } from './backup-commands.ts';

const usage = `Usage:
  npm run cli -- projections status           each projection's version, position, lag, leader process, last rebuild; a failing one shows the event and error
  npm run cli -- projections rebuild [name]   rebuild read models from the event log (all, or one) with a progress bar, then swap them in
  npm run cli -- admin grant <username>       make a user an administrator (appends the grant as an event)
  npm run cli -- backup <file>                write a consistent backup (event log, read models, uploads) while the app serves
  npm run cli -- restore <file> [--force]     restore a backup into an empty DATABASE_URL or DATA_DIR (--force replaces what is there); stop the app first`;

async function run(args: string[]): Promise<number> {
  const force = args.includes('--force');
  const [group, action, arg] = args.filter((a) => a !== '--force');
  const config = loadConfig();
  const log = createLogger(config.logLevel === 'info' ? 'warn' : config.logLevel);
  let stopEmbedded: (() => Promise<void>) | null = null;
  let url = config.databaseUrl;
  if (url) await ensureDatabase(url);
  else {
    // The embedded server of a running `npm start` is reused (its pid file names its port).
    const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
    url = embedded.url;
    stopEmbedded = embedded.stop;
  }
  // A rebuild pins a connection per projection, and reads the log and writes its progress beside them.
  const pool = createPool(url, 12);
  const store = await createEventStore({ pool, esdbUrl: config.esdbUrl, log });
  try {
    await migrate(createDb<unknown>(pool));
    if (group === 'backup' && action && !arg) return await backupCommand(pool, config, action);
    if (group === 'restore' && action && !arg) return await restoreCommand(pool, config, projections, action, force);
    if (group === 'projections' && action === 'status') {
      const status = await projectionStatus(createDb<unknown>(pool), store, projections);
      console.log(formatStatus(status));
      // Scripts and health checks can tell a failing projection by the exit code.
      return status.some((s) => s.failure) ? 3 : 0;
    }
    if (group === 'projections' && action === 'rebuild') {
      const bar = rebuildProgressBar();
      try {
        await rebuildProjections({
          pool, store, projections, log, origin: 'cli', onProgress: bar.onProgress, ...(arg ? { names: [arg] } : {}),
        });
      } finally {
        bar.end();
      }
      console.log(`Rebuilt ${arg ?? projectionNames.join(', ')}.`);
      return 0;
    }
    if (group === 'admin' && action === 'grant' && arg) {
      // When no app is running, this process projects the grant itself; otherwise it stands by.
      const projector = await startProjector({ pool, store, projections, log });
      const waiter = createProgressWaiter({ pool, projections: projectionInterests, log });
      const db = createDb<ReadModels>(pool);
      const linkTokens = await LinkTokens.load(createDb<unknown>(pool));
      // A grant renders no image: the renderer starts no process unless asked to.
      const images = startImageRenderer(log);
      try {
        const user = await grantAdmin({ pool, store, db, waiter, clock: systemClock, linkTokens, log, uploadsDir: config.uploadsDir, images, limits: new MemoryLimitStore(), locks: createCommandLocks() }, arg, systemMeta(`cli-${Date.now()}`));
        console.log(`${user.username} is now an administrator.`);
      } finally {
        await images.close();
        await waiter.close();
        await projector.stop();
      }
      return 0;
    }
    console.error(usage);
    return 2;
  } catch (error) {
    console.error(isDomainError(error) ? error.message : error);
    return 1;
  } finally {
    await store.close();
    await pool.end();
    if (stopEmbedded) await stopEmbedded();
  }
}

// Exit explicitly: the tsx runner does not pass process.exitCode on.
process.exit(await run(process.argv.slice(2)));
