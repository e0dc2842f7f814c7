import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import type { TallyWithWorkAndTags } from '@inkpace/contracts/api/tally';
import { invalidateAll } from '../../app/cache.ts';
import { DeleteTallyDialog, EditTallyDialog } from './index.ts';
import { testProject, testTag, testTally } from '../../test/data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
  notifications.clean();
});

const novel = testProject({ id: 1, title: 'Novel' });
const poems = testProject({ id: 2, title: 'Poems' });
const draft = testTag(1, 'draft');
const words = testTally(7, novel, { date: '2026-03-04', measure: 'word', count: 800, note: 'Opening', tags: [draft] });
const time = testTally(8, novel, { date: '2026-03-05', measure: 'time', count: -90 });

function serve() {
  return fakeServer({
    'GET /api/v1/project': ok([novel, poems]),
    'GET /api/v1/tag': ok([draft]),
    'PATCH /api/v1/tally/7': ok(words),
    'PATCH /api/v1/tally/8': ok(time),
    'DELETE /api/v1/tally/7': ok(words),
  });
}

async function openEdit(tally: TallyWithWorkAndTags) {
  const onClose = vi.fn();
  renderWithToasts(<EditTallyDialog tally={tally} onClose={onClose} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Edit Progress' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('Novel'));
  return { user: userEvent.setup(), dialog, onClose };
}

const saveChanges = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Save Changes' });

describe('editing an entry', { timeout: 20_000 }, () => {
  test('shows the entry; nothing to save until something changes', async () => {
    serve();
    const { dialog } = await openEdit(words);
    expect(dialog.getByLabelText(/^Date/)).toHaveValue('2026-03-04');
    expect(dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Words');
    expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveValue('800');
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Opening');
    expect(dialog.getByText('draft')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Add another measure' })).toBeNull();
    expect(saveChanges(dialog)).toBeDisabled();
  });

  test('sends only the fields that changed', async () => {
    const { sent } = serve();
    const { user, dialog, onClose } = await openEdit(words);
    const count = dialog.getByRole('textbox', { name: 'Words' });
    await user.clear(count);
    await user.type(count, '950');
    await user.click(dialog.getByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Poems' }));
    await user.click(saveChanges(dialog));
    expect(await screen.findByText('Progress saved!')).toBeInTheDocument();
    expect(writes(sent).map((r) => [r.method, r.url, r.body])).toEqual([['PATCH', '/api/v1/tally/7', { count: 950, workId: 2 }]]);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
  });

  test('time shows as hours and minutes and is sent back in minutes', async () => {
    const { sent } = serve();
    const { user, dialog } = await openEdit(time);
    const hours = dialog.getByRole('textbox', { name: 'Hours' });
    expect(hours).toHaveValue('-1');
    expect(dialog.getByRole('textbox', { name: 'Minutes' })).toHaveValue('30');
    await user.clear(hours);
    await user.type(hours, '-2');
    await user.click(saveChanges(dialog));
    await screen.findByText('Progress saved!');
    expect(writes(sent).map((r) => r.body)).toEqual([{ count: -150 }]);
  });

  test('a failed save keeps the changes and shows why', async () => {
    const server = serve();
    server.replies['PATCH /api/v1/tally/7'] = fail('SERVER_ERROR', 'Boom.', 500);
    const { user, dialog, onClose } = await openEdit(words);
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), ', part two');
    await user.click(saveChanges(dialog));
    expect(await dialog.findByText('Could not update your progress: something went wrong server-side.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Opening, part two');
    expect(writes(server.sent).map((r) => r.body)).toEqual([{ note: 'Opening, part two' }]);
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('deleting an entry', () => {
  test('asks first, then deletes and says so', async () => {
    const { sent } = serve();
    const onClose = vi.fn();
    renderWithToasts(<DeleteTallyDialog tally={words} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this progress entry?' }));
    expect(dialog.getByText(/800 words on Novel/)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Your progress entry has been deleted.')).toBeInTheDocument();
    expect(writes(sent).map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/tally/7']);
    expect(onClose).toHaveBeenCalled();
  });

  test("the toast's Undo restores the entry and says so; the dialog says it can be restored", async () => {
    const server = serve();
    server.replies['POST /api/v1/tally/7/restore'] = ok(words);
    renderWithToasts(<DeleteTallyDialog tally={words} onClose={vi.fn()} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this progress entry?' }));
    expect(dialog.getByText(/You can restore it for 30 days\./)).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText('Your progress entry has been restored.')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/tally/7', 'POST /api/v1/tally/7/restore']);
  });

  test('a failure is shown in the dialog, which stays open', async () => {
    const server = serve();
    server.replies['DELETE /api/v1/tally/7'] = fail('SERVER_ERROR', 'Boom.', 500);
    const onClose = vi.fn();
    renderWithToasts(<DeleteTallyDialog tally={words} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this progress entry?' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Delete' }));
    expect(await dialog.findByText('Could not delete progress entry: something went wrong server-side.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  test('No closes without deleting', async () => {
    const { sent } = serve();
    const onClose = vi.fn();
    renderWithToasts(<DeleteTallyDialog tally={words} onClose={onClose} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete this progress entry?' }));
    await userEvent.setup().click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(sent).toHaveLength(0);
  });
});
