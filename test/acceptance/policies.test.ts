import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from 'vitest';

/**
 * One policy per feature (contracts/rules/policies/*.ts): commands and queries ask it who may touch, answer or
 * restore a thing, and never compare owners themselves. This finds a comparison written inline again.
 */
const root = path.resolve(import.meta.dirname, '../..');

function sources(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = path.join(dir, e.name);
    if (e.isDirectory()) return sources(rel);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [rel] : [];
  });
}

test('no command or query compares an owner with the caller inline', () => {
  const inline = /\.(ownerId|userId)\s*[!=]==\s*(caller|actor|writer)\.userId|(caller|actor|writer)\.userId\s*[!=]==\s*\w+\.(ownerId|userId)\b/;
  const found = [...sources('command-api/src'), ...sources('query-api/src')]
    .flatMap((file) => fs.readFileSync(path.join(root, file), 'utf8').split('\n').map((line, i) => ({ file, line: i + 1, text: line })))
    .filter((l) => inline.test(l.text))
    .map((l) => `${l.file}:${l.line}: ${l.text.trim()}`);
  expect(found).toEqual([]);
});
