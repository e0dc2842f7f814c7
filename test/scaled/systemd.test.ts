import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

/** infra/deploy/systemd: each unit starts a real entry, drains on SIGTERM, and the target names only units that exist. */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const dir = path.join(root, 'infra/deploy/systemd');
const read = (file: string) => fs.readFileSync(path.join(dir, file), 'utf8');
/** `Key=value` lines (a key may repeat), comments left out. */
const settings = (text: string) => text.split('\n').filter((l) => /^[A-Za-z]+=/.test(l)).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)] as const);
const units = fs.readdirSync(dir).filter((f) => f.endsWith('@.service'));

test.each(units)('%s runs a built entry, restarts always and drains on SIGTERM', (unit) => {
  const s = new Map(settings(read(unit)));
  const entry = /dist\/server\/[a-z-]+\.js/.exec(s.get('ExecStart') ?? '')?.[0];
  expect(entry, 'ExecStart names an entry').toBeDefined();
  expect(fs.existsSync(path.join(root, 'infra/src/run', path.basename(entry ?? '', '.js') + '.ts'))).toBe(true);
  expect(s.get('Restart')).toBe('always');
  expect(s.get('KillSignal')).toBe('SIGTERM');
  expect(s.get('EnvironmentFile')).toBe('/etc/inkpace/env');
  expect(Number(s.get('TimeoutStopSec'))).toBeGreaterThanOrEqual(30);
});

test('inkpace.target wants two instances of each unit, and only units that exist', () => {
  const wanted = settings(read('inkpace.target')).filter(([k]) => k === 'Wants').flatMap(([, v]) => v.split(/\s+/));
  expect(wanted).toHaveLength(2 * units.length);
  for (const name of wanted) expect(units, name).toContain(name.replace(/@[^.]+\.service$/, '@.service'));
});
