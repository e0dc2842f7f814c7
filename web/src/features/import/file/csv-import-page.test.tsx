import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../../app/cache.ts';
import { signedIn } from '../../../app/session.ts';
import { testProject, testUser } from '../../../test/data.ts';
import { fail, fakeServer, ok, writes, type SentRequest } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import CsvImportPage from './csv-import-page.tsx';

const m = messages.imports;
const PREVIEW_1 = '11111111-1111-4111-8111-111111111111';
const PREVIEW_2 = '22222222-2222-4222-8222-222222222222';
const RUN = '33333333-3333-4333-8333-333333333333';
const CSV = 'When,Amount\n2025-11-01,500\n2025-11-02,700\n';

const status = (id: string, fields: Partial<ImportStatus>): ImportStatus => ({
  id, state: 'done', preview: true, kind: 'csv', done: 2, total: 2,
  result: { projects: 0, entries: 2, tags: 0, goals: 0, skipped: 0 },
  problems: [], moreProblems: 0, columns: [], sample: [], message: null,
  createdAt: '2026-11-28T09:00:00Z', finishedAt: '2026-11-28T09:00:01Z', ...fields,
});
const sample = [['2025-11-01', '500'], ['2025-11-02', '700']];
// Detection missed the count column: every row has a problem until the writer maps it.
const missed = status(PREVIEW_1, {
  columns: [{ name: 'When', field: 'date' }, { name: 'Amount', field: 'ignore' }], sample,
  problems: [{ line: 2, message: m.pasteCount(2) }, { line: 3, message: m.pasteCount(3) }],
});
const fixed = status(PREVIEW_2, { columns: [{ name: 'When', field: 'date' }, { name: 'Amount', field: 'count' }], sample });

const fields = (r: SentRequest | undefined): Record<string, string> => {
  const form = r?.body as FormData;
  return Object.fromEntries([...form.entries()].filter(([k]) => k !== 'file').map(([k, v]) => [k, String(v)]));
};

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

describe('the CSV import page', () => {
  test('a pasted CSV is previewed; a column mapped by hand is previewed again, then imported with a moving bar and the result', async () => {
    const starts = [PREVIEW_1, PREVIEW_2, RUN];
    let runReads = 0;
    const server = fakeServer({
      'GET /api/v1/project': ok([testProject({ id: 4, title: 'Harbour Lights' })]),
      'POST /api/v1/import': () => ok({ id: starts.shift() }, 202),
      [`GET /api/v1/import/${PREVIEW_1}`]: ok(missed),
      [`GET /api/v1/import/${PREVIEW_2}`]: ok(fixed),
      [`GET /api/v1/import/${RUN}`]: () => (runReads++ === 0
        ? ok(status(RUN, { preview: false, state: 'running', done: 1, total: 2 }))
        : ok(status(RUN, { preview: false, finishedAt: null }))),
    });
    const page = renderAt('/projects/import/csv?paste', <CsvImportPage params={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('textbox', { name: m.page.csvTextLabel }));
    await user.paste(CSV);
    await user.selectOptions(await screen.findByRole('combobox', { name: m.page.defaultProjectLabel }), 'Harbour Lights');
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const amount = await screen.findByRole('combobox', { name: 'Amount' });
    expect(amount).toHaveValue('ignore');
    expect(screen.getByRole('combobox', { name: 'When' })).toHaveValue('date');
    expect(screen.getByText(m.problemAt(3, m.pasteCount(3)))).toBeInTheDocument();
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual(['WhenAmount', '2025-11-01500', '2025-11-02700']);
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    const [firstPreview] = writes(server.sent);
    expect(fields(firstPreview)).toEqual({ preview: 'true', workId: '4' });
    expect(await (((firstPreview?.body as FormData).get('file')) as File).text()).toBe(CSV);

    await user.selectOptions(amount, m.page.csvFieldLabels.count);
    expect(await screen.findByText(m.noProblems)).toBeInTheDocument();
    expect(fields(writes(server.sent)[1])).toEqual({ preview: 'true', workId: '4', mapping: JSON.stringify({ When: 'date', Amount: 'count' }) });

    await user.click(screen.getByRole('button', { name: 'Import' }));
    const bar = await screen.findByRole('progressbar', { name: m.page.progressLabel });
    expect(bar).toHaveAttribute('aria-valuenow', '1');
    expect(bar).toHaveAttribute('aria-valuemax', '2');
    expect(page.history.at(-1)).toBe(`/projects/import/csv?import=${RUN}`);
    expect(fields(writes(server.sent)[2])).toEqual({ preview: 'false', workId: '4', mapping: JSON.stringify({ When: 'date', Amount: 'count' }) });

    expect(await screen.findByText(m.imported(2), {}, { timeout: 2000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  test('an import in the address (a reload) shows its progress and result; nothing new says so', async () => {
    fakeServer({
      'GET /api/v1/project': ok([]),
      [`GET /api/v1/import/${RUN}`]: ok(status(RUN, { preview: false, result: { projects: 0, entries: 0, tags: 0, goals: 0, skipped: 2 } })),
    });
    renderAt(`/projects/import/csv?import=${RUN}`, <CsvImportPage params={{}} />);
    expect(await screen.findByText(m.nothingNew)).toBeInTheDocument();
    expect(screen.getByText(m.skipped(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: m.page.startOver })).toBeInTheDocument();
  });

  test('an import that failed says why, and lists its problems by line', async () => {
    fakeServer({
      'GET /api/v1/project': ok([]),
      [`GET /api/v1/import/${RUN}`]: ok(status(RUN, { preview: false, state: 'failed', message: m.zipBomb, problems: [{ line: 4, message: 'Bad row.' }] })),
    });
    renderAt(`/projects/import/csv?import=${RUN}`, <CsvImportPage params={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.zipBomb);
    expect(screen.getByText(m.problemAt(4, 'Bad row.'))).toBeInTheDocument();
  });

  test('a read that fails on the way is tried again; an import the server does not know stops with its message', async () => {
    let reads = 0;
    fakeServer({
      'GET /api/v1/project': ok([]),
      [`GET /api/v1/import/${RUN}`]: () => (reads++ === 0 ? fail('SERVER_ERROR', 'boom', 503) : ok(status(RUN, { preview: false }))),
      [`GET /api/v1/import/${PREVIEW_1}`]: fail('NOT_FOUND', m.importNotFound, 404),
    });
    const first = renderAt(`/projects/import/csv?import=${RUN}`, <CsvImportPage params={{}} />);
    expect(await screen.findByText(m.imported(2), {}, { timeout: 4000 })).toBeInTheDocument();
    expect(reads).toBe(2);
    first.unmount();

    renderAt(`/projects/import/csv?import=${PREVIEW_1}`, <CsvImportPage params={{}} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.importNotFound);
  });
});
