import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import type { SummarizedProject } from '@inkpace/contracts/api/project';
import { IMAGE_MAX_BYTES } from '@inkpace/contracts/rules/images';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testProject, testUser } from '../../test/data.ts';
import { fail, fakeServer, ok, type Answer } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import EditProjectPage from './edit-project-page.tsx';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});
afterEach(() => notifications.clean());

const novel = testProject({ id: 5, title: 'Novel', description: 'Long', phase: 'revising', startingBalance: { word: 1000 } });

/**
 * The server holding project 5 as `start`: GET answers what it holds now; a write given as a project is stored
 * and answered, any other reply (a failure) is answered as is. Returns what the page sent.
 */
function serveProject(start: SummarizedProject, writes: Record<string, SummarizedProject | Answer> = {}) {
  let current = start;
  const routes: Record<string, Answer> = { 'GET /api/v1/project/5': () => ok(current) };
  for (const [route, write] of Object.entries(writes)) {
    routes[route] = 'uuid' in write ? () => ok((current = write)) : write;
  }
  return fakeServer(routes).sent;
}

function renderPage() {
  return renderAt(
    '/projects/5/edit',
    <>
      <Notifications />
      <EditProjectPage params={{ projectId: '5' }} />
    </>,
  );
}

describe('the edit project page', () => {
  test('is prefilled; saving sends only the changes, says so and returns to the project', async () => {
    const sent = serveProject(novel, { 'PATCH /api/v1/project/5': { ...novel, title: 'Novel, Part One' } });
    const page = renderPage();
    const form = within(await screen.findByRole('form', { name: 'Edit project' }));
    const title = form.getByRole('textbox', { name: /Title/ });
    expect(title).toHaveValue('Novel');
    expect(form.getByRole('textbox', { name: 'Description' })).toHaveValue('Long');
    expect(form.getByRole('combobox', { name: /Phase/ })).toHaveValue('revising');
    // Thousands separators for reading (issue 12 #12); the value sent stays a number.
    expect(form.getByRole('textbox', { name: 'Starting words' })).toHaveValue('1,000');
    expect(form.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/projects/5');
    const save = form.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const user = userEvent.setup();
    await user.type(title, ', Part One');
    await user.click(save);
    expect(await screen.findByText('Novel, Part One has been edited.')).toBeInTheDocument();
    expect(sent[1]).toEqual({ method: 'PATCH', url: '/api/v1/project/5', body: { title: 'Novel, Part One' } });
    await waitFor(() => expect(page.history.at(-1)).toBe('/projects/5'), { timeout: 3000 });
  });

  test('a failed save shows the catalogue message', async () => {
    serveProject(novel, { 'PATCH /api/v1/project/5': fail('SERVER_ERROR', 'db down', 500) });
    renderPage();
    const form = within(await screen.findByRole('form', { name: 'Edit project' }));
    const user = userEvent.setup();
    await user.selectOptions(form.getByRole('combobox', { name: /Phase/ }), 'Finished');
    await user.click(form.getByRole('button', { name: 'Save' }));
    expect(await form.findByText('Could not edit the project: something went wrong server-side.')).toBeInTheDocument();
  });

  test('a missing project says so and links back to the list', async () => {
    fakeServer({ 'GET /api/v1/project/5': fail('NOT_FOUND', 'Not found.', 404) });
    renderPage();
    expect(await screen.findByText('That project does not exist or has been deleted.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your projects' })).toHaveAttribute('href', '/projects');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  test('uploading a cover posts the file in the cover field and shows the new cover', async () => {
    const sent = serveProject(novel, { 'POST /api/v1/project/5/cover': { ...novel, cover: 'new.png' } });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Cover' }));
    expect(card.getByRole('img', { name: 'No cover yet' })).toBeInTheDocument();
    expect(card.getByRole('button', { name: 'Remove' })).toBeDisabled();
    const file = new File(['png bytes'], 'cover.png', { type: 'image/png' });
    await userEvent.setup().upload(card.getByLabelText('Cover image'), file);

    expect(await screen.findByText('Your new cover has been uploaded.')).toBeInTheDocument();
    expect(card.getByRole('img', { name: 'Cover of Novel' })).toHaveAttribute('src', '/uploads/covers/new.png');
    expect(sent[1]?.method).toBe('POST');
    expect(sent[1]?.url).toBe('/api/v1/project/5/cover');
    expect(sent[1]?.body).toBeInstanceOf(FormData);
    expect((sent[1]?.body as FormData).get('cover')).toBe(file);
  });

  test('a cover over 2 MB is refused before sending', async () => {
    const sent = serveProject(novel);
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Cover' }));
    const big = new File([new Uint8Array(IMAGE_MAX_BYTES + 1)], 'big.png', { type: 'image/png' });
    await userEvent.setup().upload(card.getByLabelText('Cover image'), big);
    expect(await card.findByText('Could not upload your cover: The image is larger than 2 MB.')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  test('a refused upload shows the server reason', async () => {
    serveProject(novel, { 'POST /api/v1/project/5/cover': fail('UNSUPPORTED_MEDIA_TYPE', 'The image could not be read.', 415) });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Cover' }));
    await userEvent.setup().upload(card.getByLabelText('Cover image'), new File(['x'], 'c.png', { type: 'image/png' }));
    expect(await card.findByText('Could not upload your cover: The image could not be read.')).toBeInTheDocument();
  });

  test('removing the cover asks first, then sends DELETE', async () => {
    const covered = { ...novel, cover: 'old.png' };
    const sent = serveProject(covered, { 'DELETE /api/v1/project/5/cover': novel });
    renderPage();
    const card = within(await screen.findByRole('region', { name: 'Cover' }));
    expect(card.getByRole('img', { name: 'Cover of Novel' })).toHaveAttribute('src', '/uploads/covers/old.png');
    const user = userEvent.setup();
    await user.click(card.getByRole('button', { name: 'Remove' }));
    const dialog = within(await screen.findByRole('dialog'));
    expect(dialog.getByText('Are you sure you want to remove your current cover?')).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    await user.click(dialog.getByRole('button', { name: 'Remove' }));

    expect(await screen.findByText('Removed')).toBeInTheDocument();
    expect(sent[1]).toMatchObject({ method: 'DELETE', url: '/api/v1/project/5/cover' });
    expect(card.getByRole('img', { name: 'No cover yet' })).toBeInTheDocument();
  });
});
