import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LEADERBOARD_LIVE_PATH, LIVE_KEEPALIVE_MS } from '@inkpace/contracts/api/leaderboard-standings';
import { IMPORT_MAX_BYTES } from '@inkpace/contracts/rules/import/limits';
import { IMAGE_MAX_BYTES } from '@inkpace/contracts/rules/images';
import { BODY_LIMIT } from '../http/server.ts';
import { MULTIPART_OVERHEAD } from '../http/upload.ts';
import { repoRoot } from './repo-root.ts';

/** The deploy templates' folder (infra/deploy/nginx). */
export const NGINX_TEMPLATES = path.join(repoRoot(), 'infra', 'deploy', 'nginx');

/** The largest request body any route takes: an upload with its multipart framing, or a JSON body. */
export const LARGEST_REQUEST_BYTES = Math.max(IMPORT_MAX_BYTES + MULTIPART_OVERHEAD, IMAGE_MAX_BYTES + MULTIPART_OVERHEAD, BODY_LIMIT);

/** A live stream sends a keepalive comment this often; nginx waits for several before it gives the stream up. */
const LIVE_READ_TIMEOUT_S = Math.ceil((3 * LIVE_KEEPALIVE_MS) / 1000);

/**
 * How long one failure (a refused connection) takes an instance out of its upstream: nginx OSS's passive health
 * check. Until this has passed, nginx sends it nothing even when it is back, so a rolling restart waits it out
 * before stopping the next instance (scaled.ts); otherwise both look down and nginx answers 502.
 */
export const UPSTREAM_FAIL_TIMEOUT_S = 2;
const PASSIVE_CHECK = `max_fails=1 fail_timeout=${UPSTREAM_FAIL_TIMEOUT_S}s`;

export interface NginxSite {
  /** `host:port` (or port) nginx listens on. */
  listen: string;
  /** `host:port` of each query API instance. */
  query: string[];
  /** `host:port` of each command API instance. */
  command: string[];
  /** Where nginx keeps its copy of the hashed assets. */
  cacheDir: string;
}

/** Fills a template's {{NAME}} placeholders; every placeholder must have a value and every value a placeholder. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  for (const name of Object.keys(values)) {
    if (!template.includes(`{{${name}}}`)) throw new Error(`the template has no {{${name}}}`);
  }
  return template.replace(/\{\{([A-Z_]+)\}\}/g, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {{${name}}}`);
    return value;
  });
}

/** The live-stream route as a regular expression for an nginx location (`:uuid` becomes one path segment). */
export function livePathRegex(routePath: string = LEADERBOARD_LIVE_PATH): string {
  const pattern = routePath.split('/').map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))).join('/');
  return `^${pattern}$`;
}

const upstreamServers = (addresses: string[]): string =>
  addresses.map((a) => `    server ${a} ${PASSIVE_CHECK};`).join('\n');

/** The Inkpace site (upstreams and server block) for an nginx http block. */
export function renderNginxSite(site: NginxSite): string {
  if (site.query.length === 0 || site.command.length === 0) throw new Error('nginx needs at least one query and one command instance');
  return fillTemplate(fs.readFileSync(path.join(NGINX_TEMPLATES, 'inkpace.conf.template'), 'utf8'), {
    QUERY_SERVERS: upstreamServers(site.query),
    COMMAND_SERVERS: upstreamServers(site.command),
    CACHE_DIR: site.cacheDir,
    LISTEN: site.listen,
    MAX_BODY_BYTES: String(LARGEST_REQUEST_BYTES),
    LIVE_PATH_REGEX: livePathRegex(),
    LIVE_READ_TIMEOUT: `${LIVE_READ_TIMEOUT_S}s`,
  });
}

/**
 * As root, nginx's workers drop to an unprivileged account (Debian's nginx would otherwise look for a group named
 * `nobody`, which Debian does not have); its own folders are handed to that account.
 */
const WORKER_ACCOUNT = { user: 'www-data', group: 'www-data' };

/** Writes nginx's main configuration and the site into `prefix`; returns the main configuration's path. */
export function writeNginxConfig(prefix: string, site: Omit<NginxSite, 'cacheDir'>): string {
  const asRoot = process.getuid?.() === 0;
  const cacheDir = path.join(prefix, 'cache');
  for (const dir of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi', 'cache']) {
    fs.mkdirSync(path.join(prefix, dir), { recursive: true });
    if (asRoot) execFileSync('chown', [`${WORKER_ACCOUNT.user}:${WORKER_ACCOUNT.group}`, path.join(prefix, dir)]);
  }
  const sitePath = path.join(prefix, 'inkpace.conf');
  fs.writeFileSync(sitePath, renderNginxSite({ ...site, cacheDir }));
  const mainPath = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(mainPath, fillTemplate(fs.readFileSync(path.join(NGINX_TEMPLATES, 'nginx.conf.template'), 'utf8'), {
    WORKER_PROCESSES: String(Math.min(4, os.availableParallelism())),
    PREFIX: prefix,
    USER: asRoot ? `user ${WORKER_ACCOUNT.user} ${WORKER_ACCOUNT.group};` : '',
    SITE: sitePath,
  }));
  return mainPath;
}

/** The nginx binary: on PATH, else in Debian's sbin (not on a normal user's PATH). */
export function findNginx(): string | null {
  for (const dir of [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/sbin']) {
    const candidate = path.join(dir, 'nginx');
    if (dir && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** Finds nginx, installing Debian's package when it is missing and we may (root with apt-get), as .ci/run does. */
export function ensureNginx(log: (line: string) => void): string {
  const found = findNginx();
  if (found) return found;
  if (process.getuid?.() !== 0 || !fs.existsSync('/usr/bin/apt-get')) {
    throw new Error('nginx is not installed: install it (Debian: `sudo apt-get install nginx`) and start again');
  }
  log('nginx is missing: installing Debian\'s package');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', 'nginx'], { stdio: 'inherit', env });
  const installed = findNginx();
  if (!installed) throw new Error('nginx was installed but is not found');
  return installed;
}

/** Checks a configuration (`nginx -t`): a mistake is reported before anything listens. */
export function checkNginxConfig(binary: string, prefix: string, mainConfig: string): void {
  execFileSync(binary, ['-t', '-q', '-p', prefix, '-c', mainConfig], { stdio: ['ignore', 'inherit', 'inherit'] });
}
