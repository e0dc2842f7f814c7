import { Notifications, notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { PROJECT_SORT_KEY } from '@inkpace/contracts/rules/projects';
import { invalidateAll } from '../../app/cache.ts';
import { signedIn } from '../../app/session.ts';
import { testProject, testUser } from '../../test/data.ts';
import { fail, fakeServer, heldReply, ok } from '../../test/fake-server.ts';
import { renderAt } from '../../test/render.tsx';
import ProjectsPage from './projects-page.tsx';

beforeEach(() => {
  invalidateAll();
  localStorage.clear();
  signedIn(testUser());
});
afterEach(() => notifications.clean());

const renderPage = () =>
  renderAt(
    '/projects',
    <>
      <Notifications />
      <ProjectsPage params={{}} />
    </>,
  );

const tileTitles = (): string[] =>
  within(screen.getByRole('list', { name: 'Projects' }))
    .getAllByRole('listitem')
    .map((tile) => within(tile).getAllByRole('link')[0]?.textContent ?? '');

const projects = [
  testProject({ id: 1, title: 'Zebra', phase: 'planning', lastUpdated: '2026-01-02' }),
  testProject({ id: 2, title: 'Apple', phase: 'revising', lastUpdated: '2026-03-01', description: 'a story about fruit' }),
  testProject({ id: 3, title: 'Mango', phase: 'drafting', starred: true, lastUpdated: null, totals: { word: 12345, time: 90 } }),
];

describe('the projects list', () => {
  test('shows starred first, then by phase; each tile shows its phase and totals', async () => {
    fakeServer({ 'GET /api/v1/project': ok(projects) });
    renderPage();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Projects' });
    expect(tileTitles()).toEqual(['Mango', 'Zebra', 'Apple']);
    const mango = screen.getAllByRole('listitem')[0] as HTMLElement;
    expect(within(mango).getByText('Drafting')).toBeInTheDocument();
    expect(within(mango).getByText('12,345 words · 1h 30m')).toBeInTheDocument();
    expect(within(mango).getByRole('link', { name: 'Mango' })).toHaveAttribute('href', '/projects/3');
    expect(within(screen.getAllByRole('listitem')[2] as HTMLElement).getByText('Last updated Mar 1, 2026')).toBeInTheDocument();
  });

  test('Import leads to the import methods (no longer "Soon")', async () => {
    fakeServer({ 'GET /api/v1/project': ok(projects) });
    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/projects/import');
    expect(screen.queryByText('Soon')).toBeNull();
  });

  test('the sort choice applies and is remembered for the next visit', async () => {
    fakeServer({ 'GET /api/v1/project': ok(projects) });
    const first = renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Title');
    expect(tileTitles()).toEqual(['Mango', 'Apple', 'Zebra']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last updated');
    expect(tileTitles()).toEqual(['Mango', 'Apple', 'Zebra']);
    expect(localStorage.getItem(PROJECT_SORT_KEY)).toBe('lastUpdated');
    first.unmount();

    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('lastUpdated');
  });

  test('a remembered title sort is used on opening', async () => {
    localStorage.setItem(PROJECT_SORT_KEY, 'title');
    fakeServer({ 'GET /api/v1/project': ok(projects) });
    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    expect(tileTitles()).toEqual(['Mango', 'Apple', 'Zebra']);
  });

  test('the filter matches titles and descriptions, and says when nothing matches', async () => {
    fakeServer({ 'GET /api/v1/project': ok(projects) });
    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    const user = userEvent.setup();
    const filter = screen.getByRole('searchbox', { name: 'Filter' });
    await user.type(filter, 'FRUIT');
    expect(tileTitles()).toEqual(['Apple']);
    await user.clear(filter);
    await user.type(filter, 'nothing like this');
    expect(screen.queryByRole('list', { name: 'Projects' })).not.toBeInTheDocument();
    expect(screen.getByText('No matching projects found.')).toBeInTheDocument();
  });

  test('with no projects, the empty state points to the New button', async () => {
    fakeServer({ 'GET /api/v1/project': ok([]) });
    renderPage();
    expect(await screen.findByText("You haven't made any projects yet. Click the New button to get started!")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Import' })).toHaveAttribute('href', '/projects/import');
  });

  test('covers show only when the displayCovers setting is on', async () => {
    const withCover = [testProject({ id: 4, title: 'Covered', cover: 'abc.png' })];
    fakeServer({ 'GET /api/v1/project': ok(withCover) });
    const first = renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    expect(first.container.querySelector('img')).toHaveAttribute('src', '/uploads/covers/abc.png');
    first.unmount();

    invalidateAll();
    signedIn(testUser({ userSettings: { ...testUser().userSettings, displayCovers: false } }));
    fakeServer({ 'GET /api/v1/project': ok(withCover) });
    const second = renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    expect(second.container.querySelector('img')).toBeNull();
  });

  test('the star sends a PATCH, shows a spinner meanwhile, then shows the new state', async () => {
    const saved = heldReply();
    const server = fakeServer({ 'GET /api/v1/project': ok(projects), 'PATCH /api/v1/project/2': saved.answer });
    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    const star = screen.getByRole('button', { name: 'Star Apple' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.setup().click(star);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Star Apple' })).toHaveAttribute('aria-busy', 'true'));
    saved.send(ok({ ...projects[1], starred: true }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Star Apple' })).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('button', { name: 'Star Apple' })).toHaveAttribute('aria-busy', 'false');
    expect(server.sent.slice(0, 2).map((c) => `${c.method} ${c.url}`)).toEqual(['GET /api/v1/project', 'PATCH /api/v1/project/2']);
    expect(server.sent[1]?.body).toEqual({ starred: true });
  });

  test('a failed star shows the error and keeps the old state', async () => {
    fakeServer({ 'GET /api/v1/project': ok(projects), 'PATCH /api/v1/project/1': fail('SERVER_ERROR', 'boom', 500) });
    renderPage();
    await screen.findByRole('list', { name: 'Projects' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Star Zebra' }));
    expect(await screen.findByText('Could not edit the project: something went wrong server-side.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Star Zebra' })).toHaveAttribute('aria-pressed', 'false');
  });
});
