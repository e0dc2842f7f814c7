import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { renderNginxSite } from './nginx.ts';

/**
 * `node dist/server/nginx-config.js --listen 80 --query host:port[,...] --command host:port[,...] [--cache-dir dir]
 * [--out file]`: renders the Inkpace site from infra/deploy/nginx for an nginx of your own (a system nginx, or the
 * compose file's). Without --out it is printed.
 */
const { values } = parseArgs({
  options: {
    listen: { type: 'string', default: '80' },
    query: { type: 'string' },
    command: { type: 'string' },
    'cache-dir': { type: 'string', default: '/var/cache/nginx/inkpace' },
    out: { type: 'string' },
  },
});
const list = (value: string | undefined) => (value ?? '').split(',').map((s) => s.trim()).filter(Boolean);
const site = renderNginxSite({ listen: values.listen, query: list(values.query), command: list(values.command), cacheDir: values['cache-dir'] });
if (values.out) fs.writeFileSync(values.out, site);
else process.stdout.write(site);
