import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testProject, testUser } from '../../test/data.ts';
import { fail, fakeServer, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ProjectsPage from './projects-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());

async function openDialog() {
  const page = renderAt(
    '/projects',
    <>
      <Notifications />
      <ProjectsPage params={{}} />
    </>,
  );
  const user = userEvent.setup();
  await screen.findByText("You haven't made any projects yet. Click the New button to get started!");
  await user.click(screen.getByRole('button', { name: 'New' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'New Project' }));
  return { page, user, dialog };
}

describe('the Create Project dialog', () => {
  test('shows the contracts messages for a cleared title and a blank balance once touched; submit waits for a valid form', async () => {
    fakeServer({ 'GET /api/v1/project': ok([]) });
    const { user, dialog } = await openDialog();
    const submit = dialog.getByRole('button', { name: 'Create Project' });
    expect(submit).toBeDisabled();

    const title = dialog.getByRole('textbox', { name: /Title/ });
    await user.type(title, 'x');
    await user.clear(title);
    expect(dialog.getByText('Please enter a title.')).toBeInTheDocument();

    // A new blank row says nothing until the writer has been in it (issue 12 #12); submit is off all the same.
    await user.click(dialog.getByRole('button', { name: 'Add a starting balance' }));
    expect(dialog.queryByText('Please fill in all balances, or remove blank rows.')).not.toBeInTheDocument();
    expect(submit).toBeDisabled();
    await user.click(dialog.getByRole('textbox', { name: 'Starting words' }));
    await user.tab();
    expect(dialog.getByText('Please fill in all balances, or remove blank rows.')).toBeInTheDocument();
    await user.type(dialog.getByRole('textbox', { name: 'Starting words' }), '1.5');
    expect(dialog.getByText('Please only enter whole numbers.')).toBeInTheDocument();
    expect(submit).toBeDisabled();
  });

  test('creates the project, says so, and opens its page a second later', async () => {
    const created = testProject({ id: 7, title: 'My Novel', phase: 'outlining', startingBalance: { word: 500 } });
    let list = [] as (typeof created)[];
    const server = fakeServer({
      'GET /api/v1/project': () => ok(list),
      'POST /api/v1/project': () => {
        list = [created];
        return ok(created, 201);
      },
    });
    const { page, user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), '  My Novel ');
    await user.type(dialog.getByRole('textbox', { name: 'Description' }), 'A long one');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Phase/ }), 'Outlining');
    await user.click(dialog.getByRole('button', { name: 'Add a starting balance' }));
    await user.type(dialog.getByRole('textbox', { name: 'Starting words' }), '500');
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));

    expect(await screen.findByText('My Novel has been created.')).toBeInTheDocument();
    expect(server.sent[1]).toEqual({
      method: 'POST',
      url: '/api/v1/project',
      body: { title: 'My Novel', description: 'A long one', phase: 'outlining', displayOnProfile: false, startingBalance: { word: 500 } },
    });
    await waitFor(() => expect(page.history.at(-1)).toBe('/projects/7'), { timeout: 3000 });
  });

  test('a refused create shows the server message and keeps the dialog open', async () => {
    fakeServer({ 'GET /api/v1/project': ok([]), 'POST /api/v1/project': fail('VALIDATION_FAILED', 'Titles can be at most 200 characters.') });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Novel');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Phase/ }), 'Drafting');
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(await dialog.findByText('Titles can be at most 200 characters.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Project' })).toBeEnabled();
  });

  test('a server failure shows the catalogue message', async () => {
    fakeServer({ 'GET /api/v1/project': ok([]), 'POST /api/v1/project': fail('SERVER_ERROR', 'db down', 500) });
    const { user, dialog } = await openDialog();
    await user.type(dialog.getByRole('textbox', { name: /Title/ }), 'Novel');
    await user.selectOptions(dialog.getByRole('combobox', { name: /Phase/ }), 'Drafting');
    await user.click(dialog.getByRole('button', { name: 'Create Project' }));
    expect(await dialog.findByText('Could not create the project: something went wrong server-side.')).toBeInTheDocument();
  });
});
