import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import TagsPage from './tags-page.tsx';
import { testTag } from '../../test/data.ts';
import { fail, fakeServer, ok, writes } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';

beforeEach(() => {
  invalidateAll();
  notifications.clean();
});

const draft = testTag(1, 'draft', 'blue');
const sprint = testTag(2, 'Sprint', 'red');

async function showPage(tags = [sprint, draft]) {
  const server = fakeServer({ 'GET /api/v1/tag': ok(tags) });
  renderWithToasts(<TagsPage />);
  return { server, user: userEvent.setup() };
}

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the tag list', { timeout: 20_000 }, () => {
  test('lists the tags by name, each with its colour', async () => {
    await showPage();
    expect(await screen.findByRole('heading', { name: 'Tags', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['#draft', '#Sprint']));
    const row = screen.getByRole('row', { name: /#draft/ });
    expect(within(row).getByText('Blue')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Edit #draft' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete #draft' })).toBeInTheDocument();
  });

  test('shows a loader, then the empty state', async () => {
    await showPage([]);
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(
      await screen.findByText("You haven't made any tags yet. Click the New Tag button, or tag a progress entry, to make one."),
    ).toBeInTheDocument();
  });

  test('a failed load says so and can retry', async () => {
    const server = fakeServer({ 'GET /api/v1/tag': fail('SERVER_ERROR', 'Boom.', 500) });
    renderWithToasts(<TagsPage />);
    expect(await screen.findByText('Could not get tags; something went wrong server-side.')).toBeInTheDocument();
    server.replies['GET /api/v1/tag'] = ok([draft]);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(rowNames()).toEqual(['#draft']));
  });
});

describe('creating and editing', { timeout: 20_000 }, () => {
  test('creates a tag with a name and colour, then lists it', async () => {
    const { server, user } = await showPage([draft]);
    await screen.findByText('#draft');
    const plot = testTag(3, 'plot', 'green');
    server.replies['POST /api/v1/tag'] = ok(plot, 201);
    await user.click(screen.getByRole('button', { name: 'New Tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Tag' }));
    const create = dialog.getByRole('button', { name: 'Create Tag' });
    expect(create).toBeDisabled();
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'plot');
    await user.click(dialog.getByRole('radio', { name: 'Green' }));
    server.replies['GET /api/v1/tag'] = ok([draft, plot]);
    await user.click(create);
    expect(await screen.findByText('#plot has been created.')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => [r.method, r.url, r.body])).toEqual([['POST', '/api/v1/tag', { name: 'plot', color: 'green' }]]);
    await waitFor(() => expect(rowNames()).toEqual(['#draft', '#plot']));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });

  test('the name is checked as the server checks it', async () => {
    const { user } = await showPage([draft]);
    await user.click(await screen.findByRole('button', { name: 'New Tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Tag' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    await user.type(name, '#plot');
    expect(dialog.getByText('There is no need to type the #.')).toBeInTheDocument();
    await user.clear(name);
    expect(dialog.getByText('Please enter a tag name.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Tag' })).toBeDisabled();
  });

  test('a name already taken shows TAG_EXISTS as the spec says, and the form keeps its values', async () => {
    const { server, user } = await showPage([draft]);
    server.replies['POST /api/v1/tag'] = fail('TAG_EXISTS', 'Could not create the tag: a tag with this name already exists.', 409);
    await user.click(await screen.findByRole('button', { name: 'New Tag' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Tag' }));
    await user.type(dialog.getByRole('textbox', { name: 'Name' }), 'Draft');
    await user.click(dialog.getByRole('button', { name: 'Create Tag' }));
    expect(await dialog.findByText('Could not create the tag: a tag with this name already exists.')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue('Draft');
  });

  test('edit sends only what changed; a taken name gives the edit message', async () => {
    const { server, user } = await showPage();
    await user.click(await screen.findByRole('button', { name: 'Edit #draft' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit #draft' }));
    const name = dialog.getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('draft');
    expect(dialog.getByRole('radio', { name: 'Blue' })).toBeChecked();
    expect(dialog.getByRole('button', { name: 'Save Tag' })).toBeDisabled();

    await user.clear(name);
    await user.type(name, 'sprint');
    server.replies['PATCH /api/v1/tag/1'] = fail('TAG_EXISTS', 'Could not edit the tag: a tag with this name already exists.', 409);
    await user.click(dialog.getByRole('button', { name: 'Save Tag' }));
    expect(await dialog.findByText('Could not edit the tag: a tag with this name already exists.')).toBeInTheDocument();

    await user.clear(name);
    await user.type(name, 'drafts');
    server.replies['PATCH /api/v1/tag/1'] = ok({ ...draft, name: 'drafts' });
    await user.click(dialog.getByRole('button', { name: 'Save Tag' }));
    expect(await screen.findByText('#drafts has been edited.')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => r.body)).toEqual([{ name: 'sprint' }, { name: 'drafts' }]);
  });
});

describe('deleting', { timeout: 20_000 }, () => {
  test('needs the name typed exactly, then deletes and says so', async () => {
    const { server, user } = await showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete #Sprint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete #Sprint?' }));
    const typed = dialog.getByRole('textbox', { name: "Type the tag's name to confirm" });
    const confirm = dialog.getByRole('button', { name: 'Delete Tag' });
    await user.type(typed, 'sprint');
    expect(dialog.getByText('You must type the name exactly.')).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, 'Sprint');
    server.replies['DELETE /api/v1/tag/2'] = ok(sprint);
    server.replies['GET /api/v1/tag'] = ok([draft]);
    await user.click(confirm);
    expect(await screen.findByText('#Sprint has been deleted.')).toBeInTheDocument();
    expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/tag/2']);
    await waitFor(() => expect(rowNames()).toEqual(['#draft']));
  });

  test('Undo in the toast restores the deleted tag and the list shows it again', async () => {
    const { server, user } = await showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete #Sprint' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete #Sprint?' }));
    await user.type(dialog.getByRole('textbox', { name: "Type the tag's name to confirm" }), 'Sprint');
    server.replies['DELETE /api/v1/tag/2'] = ok(sprint);
    server.replies['GET /api/v1/tag'] = ok([draft]);
    await user.click(dialog.getByRole('button', { name: 'Delete Tag' }));
    await waitFor(() => expect(rowNames()).toEqual(['#draft']));
    server.replies['POST /api/v1/tag/2/restore'] = ok(sprint);
    server.replies['GET /api/v1/tag'] = ok([sprint, draft]);
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByText(messages.success.restored('#Sprint'))).toBeInTheDocument();
    await waitFor(() => expect(rowNames()).toEqual(['#draft', '#Sprint']));
    expect(writes(server.sent).map((r) => `${r.method} ${r.url}`)).toEqual(['DELETE /api/v1/tag/2', 'POST /api/v1/tag/2/restore']);
  });

  test('a failed delete is shown in the dialog', async () => {
    const { server, user } = await showPage();
    server.replies['DELETE /api/v1/tag/1'] = fail('SERVER_ERROR', 'Boom.', 500);
    await user.click(await screen.findByRole('button', { name: 'Delete #draft' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete #draft?' }));
    await user.type(dialog.getByRole('textbox', { name: "Type the tag's name to confirm" }), 'draft');
    await user.click(dialog.getByRole('button', { name: 'Delete Tag' }));
    expect(await dialog.findByText('Could not delete the tag: something went wrong server-side.')).toBeInTheDocument();
  });
});
