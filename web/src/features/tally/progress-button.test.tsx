import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { lazy } from 'react';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import { ProgressButton } from '../../app/layouts/progress-button.tsx';
import { openProgressDialog, pageProjectAtom, progress } from '../../app/layouts/progress.ts';
import { ProgressDialog } from './index.ts';
import { testProject } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';

beforeEach(() => {
  invalidateAll();
  // As the app layout plugs it in.
  progress.Dialog = lazy(() => Promise.resolve({ default: ProgressDialog }));
  fakeServer({ 'GET /api/v1/project': ok([testProject({ id: 1, title: 'Novel' }), testProject({ id: 2, title: 'Poems' })]), 'GET /api/v1/tag': ok([]) });
});
afterEach(() => {
  getDefaultStore().set(pageProjectAtom, null);
});

const layout = (
  <>
    <ProgressButton label="Log Progress" />
    <ProgressButton label="Enter Progress" floating />
  </>
);

test('Log Progress opens the dialog with the shown project pre-selected; closing it closes it', { timeout: 20_000 }, async () => {
  getDefaultStore().set(pageProjectAtom, 2);
  renderWithToasts(layout);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Log Progress' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Log Progress' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('Poems'));
  await user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
});

test('the floating Enter Progress button and openProgressDialog(projectId) open it too', { timeout: 20_000 }, async () => {
  renderWithToasts(layout);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Enter Progress' }));
  expect(await screen.findByRole('dialog', { name: 'Log Progress' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

  act(() => openProgressDialog(1));
  const dialog = within(await screen.findByRole('dialog', { name: 'Log Progress' }));
  await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Project' })).toHaveValue('Novel'));
});

test('closing the dialog puts focus back on the button that opened it', { timeout: 20_000 }, async () => {
  renderWithToasts(layout);
  const user = userEvent.setup();
  const opener = screen.getByRole('button', { name: 'Enter Progress' });
  await user.click(opener);
  await screen.findByRole('dialog', { name: 'Log Progress' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(opener).toHaveFocus());
});
