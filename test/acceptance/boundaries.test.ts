import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

/** The import boundaries of DESIGN.md, as the linter enforces them (a file that breaks one fails `npm test`). */
const root = path.resolve(import.meta.dirname, '../..');
const eslint = new ESLint({ cwd: root });

async function importErrors(filePath: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${source}\nexport const used = imported;\n`, { filePath: path.join(root, filePath) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries', () => {
  test.each([
    ['command-api/src/tallies/boundary-probe.ts', "import { imported } from '@inkpace/query-api';", /command-api never imports query-api/],
    ['command-api/src/tallies/boundary-probe.ts', "import { imported } from '@inkpace/query-api/tallies';", /command-api never imports query-api/],
    ['infra/src/http/boundary-probe.ts', "import { imported } from '@inkpace/projector';", /infra is adapters only/],
    ['infra/src/db/boundary-probe.ts', "import { imported } from '@inkpace/command-api';", /infra is adapters only/],
    ['contracts/rules/boundary-probe.ts', "import { imported } from '@inkpace/infra/log';", /contracts imports no other package/],
    ['web/src/ui/boundary-probe.ts', "import { imported } from '@inkpace/projector';", /web imports only contracts/],
  ])('%s may not: %s', async (file, source, message) => {
    const errors = await importErrors(file, source);
    expect(errors.some((e) => message.test(e)), errors.join(' | ') || 'no error').toBe(true);
  });

  test.each([
    ['command-api/src/tallies/boundary-probe.ts', "import { imported } from '@inkpace/projector/progress';"],
    ['infra/src/run/boundary-probe.ts', "import { imported } from '@inkpace/projector';"],
    ['query-api/src/tags/boundary-probe.ts', "import { imported } from '@inkpace/projector/progress';"],
  ])('%s may: %s', async (file, source) => {
    expect(await importErrors(file, source)).toEqual([]);
  });
});
