import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { ImportStatus } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../../app/cache.ts';
import { signedIn } from '../../../app/session.ts';
import { testUser } from '../../../test/data.ts';
import { fakeServer, ok, writes } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import ZipImportPage from './zip-import-page.tsx';

const m = messages.imports;
const PREVIEW = '44444444-4444-4444-8444-444444444444';
const RUN = '55555555-5555-4555-8555-555555555555';
const counts = { projects: 2, entries: 40, tags: 3, goals: 1, skipped: 0 };
const status = (id: string, fields: Partial<ImportStatus>): ImportStatus => ({
  id, state: 'done', preview: true, kind: 'trackbear', done: 46, total: 46, result: counts, problems: [], moreProblems: 0,
  columns: [], sample: [], message: null, createdAt: '2026-11-28T09:00:00Z', finishedAt: '2026-11-28T09:00:01Z', ...fields,
});

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

describe('the export-zip import page', () => {
  test('a zip is previewed (what it would bring), then imported; the address keeps the import', async () => {
    const starts = [PREVIEW, RUN];
    const server = fakeServer({
      'POST /api/v1/import': () => ok({ id: starts.shift() }, 202),
      [`GET /api/v1/import/${PREVIEW}`]: ok(status(PREVIEW, {})),
      [`GET /api/v1/import/${RUN}`]: ok(status(RUN, { preview: false })),
    });
    const page = renderAt('/projects/import/zip', <ZipImportPage params={{}} />);
    const user = userEvent.setup();
    expect(screen.getByRole('button', { name: 'Preview' })).toBeDisabled();
    const zip = new File([new Uint8Array([0x50, 0x4b, 0x03, 0x04])], 'trackbear-export.zip', { type: 'application/zip' });
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, zip);
    await user.click(screen.getByRole('button', { name: 'Preview' }));

    const wouldBring = await screen.findByRole('region', { name: m.page.wouldBring });
    expect(within(wouldBring).getByText('Entries').closest('div')).toHaveTextContent(/^Entries.*40$/);
    expect(screen.getByText(m.noProblems)).toBeInTheDocument();
    expect((writes(server.sent)[0]?.body as FormData).get('preview')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText(m.imported(40))).toBeInTheDocument();
    expect(page.history.at(-1)).toBe(`/projects/import/zip?import=${RUN}`);
    const sent = writes(server.sent)[1]?.body as FormData;
    expect(sent.get('preview')).toBe('false');
    expect((sent.get('file') as File).name).toBe('trackbear-export.zip');
  });

  test('a zip with problems lists them by line and cannot be imported', async () => {
    fakeServer({
      'POST /api/v1/import': ok({ id: PREVIEW }, 202),
      [`GET /api/v1/import/${PREVIEW}`]: ok(status(PREVIEW, { problems: [{ line: 7, message: 'Bad entry.' }], moreProblems: 2 })),
    });
    renderAt('/projects/import/zip', <ZipImportPage params={{}} />);
    const user = userEvent.setup();
    await user.upload(document.querySelector('input[type="file"]') as HTMLInputElement, new File(['PK'], 'x.zip', { type: 'application/zip' }));
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText(m.problemAt(7, 'Bad entry.'))).toBeInTheDocument();
    expect(screen.getByText(m.moreProblems(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  });
});
