import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '@inkpace/infra/config';
import { ManualClock } from '@inkpace/infra/clock';
import { createLogger } from '@inkpace/infra/log';
import { readOutbox } from '@inkpace/infra/mail';
import { ALL_ROLES, startApp, type ImageRenderLimits, type Role, type RunningApp } from '@inkpace/infra/run';
import { createTestDatabase, redisUrl, type TestDatabase } from './db.ts';

export interface TestApp {
  url: string;
  app: RunningApp;
  database: TestDatabase;
  clock: ManualClock;
  outboxDir: string;
  /** Mails written so far, oldest first. */
  mails(): Promise<Array<{ to: string; subject: string; text: string }>>;
  /** Waits until a mail to `to` whose subject matches arrives, and returns the link in it. */
  linkFromMail(to: string, subject: RegExp, pathPrefix: string): Promise<string>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  roles?: Role[];
  /** Use BullMQ on the run's Redis instead of the in-process queue. */
  redis?: boolean;
  env?: Record<string, string>;
  settleTimeoutMs?: number;
  projectorBackoffMs?: number;
  /** The listening address; null leaves it to the configuration (HOST). Default 127.0.0.1. */
  host?: string | null;
  /** Run the projector on its own thread as `npm start` does (off by default: feature tests start faster). */
  projectorThread?: boolean;
  /** Limits of the image renderer (default: the production ones). */
  imageRenders?: ImageRenderLimits;
  /** Another app's database, to run a second process of the same installation (it is left for its owner to drop). */
  database?: TestDatabase;
}

/** The composed app as `npm start` runs it, on its own database, a free port and a temporary outbox. */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = options.database ?? await createTestDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-app-'));
  const outboxDir = path.join(dir, 'outbox');
  const config = loadConfig({
    PORT: '0',
    DATABASE_URL: database.url,
    DATA_DIR: dir,
    MAIL_OUTBOX_DIR: outboxDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    AUTH_RATE_LIMIT: '100000',
    // Tests make requests far faster than any client may; the rate-limit tests set their own low limits.
    API_RATE_LIMIT: '1000000',
    ...(options.redis ? { REDIS_URL: redisUrl() } : {}),
    ...options.env,
  });
  const clock = new ManualClock(new Date());
  const app = await startApp(config, {
    roles: options.roles ?? ALL_ROLES,
    clock,
    log: createLogger(config.logLevel),
    ...(options.host === null ? {} : { host: options.host ?? '127.0.0.1' }),
    ...(options.settleTimeoutMs ? { settleTimeoutMs: options.settleTimeoutMs } : {}),
    ...(options.projectorBackoffMs ? { projectorBackoffMs: options.projectorBackoffMs } : {}),
    projectorThread: options.projectorThread ?? false,
    ...(options.imageRenders ? { imageRenders: options.imageRenders } : {}),
  });
  const mails = async () => {
    if (!fs.existsSync(outboxDir)) return [];
    return readOutbox(outboxDir);
  };
  return {
    url: app.url ?? '',
    app,
    database,
    clock,
    outboxDir,
    mails,
    async linkFromMail(to, subject, pathPrefix) {
      const deadline = Date.now() + 10_000;
      for (;;) {
        const found = (await mails()).filter((m) => m.to.includes(to) && subject.test(m.subject)).at(-1);
        const link = found?.text.match(new RegExp(`https?://\\S+${pathPrefix}\\S+`))?.[0];
        if (link) return link;
        if (Date.now() > deadline) throw new Error(`no mail to ${to} matching ${subject}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async close() {
      await app.close();
      if (!options.database) await database.drop();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
