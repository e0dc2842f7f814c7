/**
 * Run as a child process (`node --import tsx`): starts every role on INKPACE_TEST_DATABASE_URL as `npm start` does
 * without REDIS_URL or SMTP_URL (the projector on its thread), then prints, as JSON, the npm packages the process
 * has loaded (imported by an ES module, as this records, or required by CommonJS, as Node's cache lists), and stops.
 */
import fs from 'node:fs';
import { createRequire, register } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';

const packageOf = (file: string): string | null => /node_modules\/((@[^/]+\/)?[^/]+)\//.exec(file)?.[1] ?? null;

const loaded = new Set<string>();
const { port1, port2 } = new MessageChannel();
port1.on('message', (url: string) => {
  const name = packageOf(url);
  if (name) loaded.add(name);
});
port1.unref();
// A resolve hook that reports every module resolved from here on (the app is imported below, after it).
const hook = `let port;
export function initialize(data) { port = data.port; }
export async function resolve(specifier, context, next) { const found = await next(specifier, context); port.postMessage(found.url); return found; }`;
register(`data:text/javascript,${encodeURIComponent(hook)}`, { data: { port: port2 }, transferList: [port2] });

const { loadConfig } = await import('@inkpace/infra/config');
const { createLogger } = await import('@inkpace/infra/log');
const { ALL_ROLES, startApp } = await import('@inkpace/infra/run');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inkpace-packages-'));
const config = loadConfig({
  PORT: '0',
  DATABASE_URL: process.env.INKPACE_TEST_DATABASE_URL ?? '',
  DATA_DIR: dir,
  MAIL_OUTBOX_DIR: path.join(dir, 'outbox'),
  LOG_LEVEL: 'silent',
});
const app = await startApp(config, { roles: ALL_ROLES, log: createLogger('silent'), host: '127.0.0.1' });
for (const file of Object.keys(createRequire(import.meta.url).cache)) {
  const name = packageOf(file);
  if (name) loaded.add(name);
}
await app.close();
// Messages from the hook's thread still on their way.
await new Promise((resolve) => setTimeout(resolve, 100));
fs.rmSync(dir, { recursive: true, force: true });
process.stdout.write(JSON.stringify([...loaded].sort()));
