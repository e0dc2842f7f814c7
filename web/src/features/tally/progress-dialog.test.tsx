import { notifications } from '@mantine/notifications';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test, vi } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { writerDate } from '@inkpace/contracts/rules/dates';
import { invalidateAll } from '../../app/cache.ts';
import { ProgressDialog } from './progress-dialog.tsx';
import { testProject, testTag } from '../../test/data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
  notifications.clean();
});

const novel = testProject({ id: 1, title: 'Novel' });
const poems = testProject({ id: 2, title: 'Poems', phase: 'revising' });
const shelved = testProject({ id: 3, title: 'Shelved', phase: 'on hold' });
const done = testProject({ id: 4, title: 'Done', phase: 'finished' });

function serve(projects = [novel, poems, shelved, done], tags = [testTag(1, 'draft')]) {
  return fakeServer({ 'GET /api/v1/project': ok(projects), 'GET /api/v1/tag': ok(tags), 'POST /api/v1/tally': ok({}, 201), 'POST /api/v1/tally/batch': ok([], 201) });
}

async function openDialog(projectId: number | null = null) {
  const onClose = vi.fn();
  const user = userEvent.setup();
  renderWithToasts(<ProgressDialog opened onClose={onClose} projectId={projectId} />);
  const dialog = within(await screen.findByRole('dialog', { name: 'Log Progress' }));
  return { user, onClose, dialog };
}

const projectBox = () => screen.getByRole('combobox', { name: 'Project' });
async function projectChoices(user: ReturnType<typeof userEvent.setup>): Promise<string[]> {
  await user.click(projectBox());
  const list = await screen.findByRole('listbox');
  return within(list).getAllByRole('option').map((o) => o.textContent ?? '');
}
const save = (dialog: ReturnType<typeof within>) => dialog.getByRole('button', { name: 'Save Progress' });
const posted = (sent: Parameters<typeof writes>[0]) => writes(sent).map((r) => ({ url: r.url, body: r.body }));

describe('choosing the project', { timeout: 20_000 }, () => {
  test('the given project is pre-selected; dormant projects are not offered', async () => {
    serve();
    const { user, dialog } = await openDialog(2);
    await waitFor(() => expect(projectBox()).toHaveValue('Poems'));
    expect(dialog.getByLabelText(/^Date/)).toHaveValue(writerDate(new Date()));
    expect(await projectChoices(user)).toEqual(['Novel', 'Poems']);
  });

  test('a dormant project stays offered when it is the pre-selected one', async () => {
    serve();
    const { user } = await openDialog(3);
    await waitFor(() => expect(projectBox()).toHaveValue('Shelved'));
    expect(await projectChoices(user)).toEqual(['Novel', 'Poems', 'Shelved']);
  });

  test('the only active project is chosen by itself', async () => {
    serve([shelved, novel, done]);
    await openDialog();
    await waitFor(() => expect(projectBox()).toHaveValue('Novel'));
  });

  test('with several active projects none is chosen, and the entry cannot be saved yet', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '250');
    expect(projectBox()).toHaveValue('');
    expect(save(dialog)).toBeDisabled();
    await user.click(projectBox());
    await user.click(await screen.findByRole('option', { name: 'Novel' }));
    expect(save(dialog)).toBeEnabled();
  });
});

describe('logging progress', { timeout: 20_000 }, () => {
  test('one measure is one POST /tally; the dialog says so and closes a second later', async () => {
    const { sent } = serve();
    const { user, dialog, onClose } = await openDialog(1);
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '500');
    await user.click(save(dialog));
    expect(await screen.findByText('Progress logged!')).toBeInTheDocument();
    expect(posted(sent)).toEqual([
      { url: '/api/v1/tally', body: { date: writerDate(new Date()), workId: 1, measure: 'word', count: 500, note: '', tags: [], setTotal: false } },
    ]);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
  });

  test.each([
    ['1', '30', 90],
    ['-1', '30', -90],
    ['-0', '15', -15],
    ['0', '-15', -15],
    ['2', '', 120],
  ])('time: %s h %s min is sent as %i minutes (the hours sign carries to the minutes)', async (hours, minutes, count) => {
    const { sent } = serve();
    const { user, dialog } = await openDialog(1);
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Time' }));
    await user.type(dialog.getByRole('textbox', { name: 'Hours' }), hours);
    if (minutes) await user.type(dialog.getByRole('textbox', { name: 'Minutes' }), minutes);
    await user.click(save(dialog));
    await screen.findByText('Progress logged!');
    expect(posted(sent)).toEqual([{ url: '/api/v1/tally', body: expect.objectContaining({ measure: 'time', count }) }]);
  });

  test('several measures go together in one batch, each measure at most once', async () => {
    const { sent } = serve();
    const { user, dialog } = await openDialog(1);
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '1200');
    await user.click(dialog.getByRole('button', { name: 'Add another measure' }));
    await user.type(dialog.getByRole('textbox', { name: 'Hours' }), '1');
    await user.type(dialog.getByRole('textbox', { name: 'Minutes' }), '15');
    await user.click(dialog.getByRole('button', { name: 'Add another measure' }));
    await user.type(dialog.getByRole('textbox', { name: 'Pages' }), '4');

    // The third row may not pick a measure another row has.
    const types = dialog.getAllByRole('combobox', { name: 'Type' });
    await user.click(types[2] as HTMLElement);
    const offered = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(offered).toEqual(['Pages', 'Chapters', 'Scenes', 'Lines']);
    await user.keyboard('{Escape}');

    await user.click(dialog.getByRole('button', { name: 'Remove Pages' }));
    await user.click(save(dialog));
    await screen.findByText('Progress logged!');
    const shared = { date: writerDate(new Date()), workId: 1, note: '', tags: [], setTotal: false };
    expect(posted(sent)).toEqual([
      { url: '/api/v1/tally/batch', body: [{ ...shared, measure: 'word', count: 1200 }, { ...shared, measure: 'time', count: 75 }] },
    ]);
  });

  test('the add button hides once every measure has a row', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    for (let i = 0; i < 5; i++) await user.click(dialog.getByRole('button', { name: 'Add another measure' }));
    expect(dialog.getAllByRole('combobox', { name: 'Type' })).toHaveLength(6);
    expect(dialog.queryByRole('button', { name: 'Add another measure' })).toBeNull();
  });

  // Issue 27 #8: one use of Set total left it on for every later entry, so a count typed as progress became a total.
  test('Set total is sent with the entry, and the next entry starts without it', async () => {
    const { sent } = serve();
    const { user, dialog } = await openDialog(1);
    expect(dialog.getByRole('switch', { name: /Set total/ })).not.toBeChecked();
    await user.click(dialog.getByRole('switch', { name: /Set total/ }));
    await user.type(dialog.getByRole('textbox', { name: 'New total' }), '40000');
    await user.click(save(dialog));
    await screen.findByText('Progress logged!');
    expect(posted(sent)).toEqual([{ url: '/api/v1/tally', body: expect.objectContaining({ count: 40000, setTotal: true }) }]);

    cleanup();
    const again = await openDialog(1);
    expect(again.dialog.getByRole('switch', { name: /Set total/ })).not.toBeChecked();
    expect(again.dialog.getByRole('textbox', { name: 'Words' })).toBeInTheDocument();
  });

  // Issue 27 #8: the dialog opened with focus on its close button.
  test('the dialog opens with focus in the date, its calendar closed until asked for', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    const date = dialog.getByRole('textbox', { name: 'Date' });
    await waitFor(() => expect(date).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Previous month' })).toBeNull();
    await user.click(date);
    expect(await screen.findByRole('button', { name: 'Previous month' })).toBeInTheDocument();
  });

  test('picking the chosen measure again keeps it (issue 12 #2)', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    const type = dialog.getByRole('combobox', { name: 'Type' });
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '300');
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Words' }));
    expect(type).toHaveValue('Words');
    expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveValue('300');
    expect(dialog.queryByText(messages.validation.tallyMeasure)).toBeNull();
  });

  describe('set total never surprises (issue 12 #1)', () => {
    // "Lines" has 500 from entries up to today and a starting balance of 20; a later entry does not count.
    const today = writerDate(new Date());
    const later = '2999-01-01';
    const poemsWithLines = testProject({ id: 1, title: 'Poems', startingBalance: { line: 20 } });
    function serveLines() {
      return fakeServer({
        'GET /api/v1/project': ok([poemsWithLines]), 'GET /api/v1/tag': ok([]), 'POST /api/v1/tally': ok({}, 201),
        [`GET /api/v1/stats/days?${encodeURIComponent('works[]')}=1`]: ok([{ date: today, counts: { line: 500 } }, { date: later, counts: { line: 7 } }]),
      });
    }
    async function newTotalOfLines(count: string) {
      localStorage.setItem('progress-set-total', 'true');
      const opened = await openDialog(1);
      await opened.user.click(opened.dialog.getByRole('combobox', { name: 'Type' }));
      await opened.user.click(await screen.findByRole('option', { name: 'Lines' }));
      await opened.user.type(opened.dialog.getByRole('textbox', { name: 'New total' }), count);
      return opened;
    }

    test('the count is labelled "New total" and shows the change it makes; a higher total saves at once', async () => {
      const { sent } = serveLines();
      const { user, dialog } = await newTotalOfLines('600');
      expect(await dialog.findByText('= +80 lines')).toBeInTheDocument();
      await user.click(save(dialog));
      await screen.findByText('Progress logged!');
      expect(posted(sent)).toEqual([{ url: '/api/v1/tally', body: expect.objectContaining({ measure: 'line', count: 600, setTotal: true }) }]);
    });

    test('a total that goes down is confirmed first; Cancel sends nothing, confirming sends the entry', async () => {
      const { sent } = serveLines();
      const { user, dialog } = await newTotalOfLines('10');
      expect(await dialog.findByText('= −510 lines')).toBeInTheDocument();
      await user.click(save(dialog));
      const confirm = within(await screen.findByRole('dialog', { name: 'Lower the total?' }));
      expect(confirm.getByText('520 lines → 10 lines (−510 lines)')).toBeInTheDocument();
      await user.click(confirm.getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Lower the total?' })).toBeNull());
      expect(posted(sent)).toEqual([]);

      await user.click(save(dialog));
      await user.click(within(await screen.findByRole('dialog', { name: 'Lower the total?' })).getByRole('button', { name: 'Lower the total' }));
      await screen.findByText('Progress logged!');
      expect(posted(sent)).toEqual([{ url: '/api/v1/tally', body: expect.objectContaining({ measure: 'line', count: 10, setTotal: true }) }]);
    });
  });

  test('the last measure used is the first row next time', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    await user.click(dialog.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Scenes' }));
    await user.type(dialog.getByRole('textbox', { name: 'Scenes' }), '2');
    await user.click(save(dialog));
    await screen.findByText('Progress logged!');
    cleanup();
    const again = await openDialog(1);
    expect(again.dialog.getByRole('combobox', { name: 'Type' })).toHaveValue('Scenes');
  });

  test('tags are sent by name: existing ones as spelt, new ones as typed', async () => {
    const { sent } = serve();
    const { user, dialog } = await openDialog(1);
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '10');
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await user.type(tags, 'DRAFT{Enter}');
    await user.type(tags, '#spr');
    expect(dialog.getByText('There is no need to type the #.')).toBeInTheDocument();
    await user.type(tags, 'int{Enter}');
    await user.click(save(dialog));
    await screen.findByText('Progress logged!');
    expect(posted(sent)).toEqual([{ url: '/api/v1/tally', body: expect.objectContaining({ tags: ['draft', 'sprint'] }) }]);
  });
});

describe('checking the form', { timeout: 20_000 }, () => {
  test('counts must be whole numbers; messages show once the field is changed', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    const words = dialog.getByRole('textbox', { name: 'Words' });
    expect(dialog.queryByText('Please enter a value.')).toBeNull();
    await user.type(words, '1.5');
    expect(await dialog.findByText('Please enter a whole number.')).toBeInTheDocument();
    await user.clear(words);
    expect(await dialog.findByText('Please enter a value.')).toBeInTheDocument();
    expect(save(dialog)).toBeDisabled();
  });

  test('the note counter warns past 120 characters and turns to danger past 140', async () => {
    serve();
    const { user, dialog } = await openDialog(1);
    const note = dialog.getByRole('textbox', { name: 'Note' });
    const counter = () => dialog.getByText(/\/ 140$/);
    expect(counter()).toHaveTextContent('0 / 140');
    expect(counter()).toHaveAttribute('data-level', 'normal');
    await user.click(note);
    await user.paste('x'.repeat(120));
    expect(counter()).toHaveTextContent('120 / 140');
    expect(counter()).toHaveAttribute('data-level', 'normal');
    await user.type(note, 'x');
    expect(counter()).toHaveAttribute('data-level', 'warning');
    await user.paste('x'.repeat(19));
    expect(counter()).toHaveTextContent('140 / 140');
    expect(counter()).toHaveAttribute('data-level', 'warning');
    await user.type(note, 'x');
    expect(counter()).toHaveAttribute('data-level', 'danger');
    expect(dialog.getByText('Notes can be at most 140 characters.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '5');
    expect(save(dialog)).toBeDisabled();
  });

  test('a save the server stored but cannot show yet (202) closes as saved and says to refresh, not to send again', async () => {
    const server = serve();
    server.replies['POST /api/v1/tally'] = ok({ pending: true, id: 9, message: messages.success.writePending }, 202);
    const { user, dialog, onClose } = await openDialog(1);
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '700');
    await user.click(save(dialog));
    expect(await screen.findByText(messages.success.writePending)).toBeInTheDocument();
    expect(dialog.queryByText('Could not update your progress: something went wrong server-side.')).toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
    expect(writes(server.sent)).toHaveLength(1);
  });

  test('a failed save shows the error in the dialog and keeps everything entered', async () => {
    const server = serve();
    server.replies['POST /api/v1/tally'] = fail('SERVER_ERROR', 'Database down.', 500);
    const { user, dialog, onClose } = await openDialog(1);
    await user.type(dialog.getByRole('textbox', { name: 'Words' }), '700');
    await user.type(dialog.getByRole('textbox', { name: 'Note' }), 'Chapter 3');
    await user.click(save(dialog));
    expect(await dialog.findByText('Could not update your progress: something went wrong server-side.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Words' })).toHaveValue('700');
    expect(dialog.getByRole('textbox', { name: 'Note' })).toHaveValue('Chapter 3');
    expect(projectBox()).toHaveValue('Novel');

    // A refusal carries the server's reason; sending again works.
    server.replies['POST /api/v1/tally'] = fail('NOT_FOUND', 'Not found.', 404);
    await user.click(save(dialog));
    expect(await dialog.findByText('Not found.')).toBeInTheDocument();
    server.replies['POST /api/v1/tally'] = ok({}, 201);
    await user.click(save(dialog));
    expect(await screen.findByText('Progress logged!')).toBeInTheDocument();
    expect(writes(server.sent)).toHaveLength(3);
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 2000 });
  });
});
