import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import type { Banner } from '@inkpace/contracts/api/banner';
import { messages } from '@inkpace/contracts/messages';
import { invalidateAll } from '../../app/cache.ts';
import { fail, fakeServer, ok, writes, type Answer } from '../../test/fake-server.ts';
import { testBanner } from '../../test/data.ts';
import { renderWithToasts } from '../../test/render.tsx';
import AdminBannersPage from './admin-banners-page.tsx';
import { BannerArea } from './banner-area.tsx';

beforeEach(() => {
  invalidateAll();
  notifications.clean();
  localStorage.clear();
});

const DAY = 24 * 60 * 60 * 1000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();
const live = testBanner(2, { message: '**Maintenance** on Sunday', color: 'warning' });
const draft = testBanner(1, { message: 'Not yet', enabled: false, showUntil: inDays(-2) });

function showPage(list: Banner[] = [live, draft], more: Record<string, Answer> = {}) {
  const server = fakeServer({ 'GET /api/admin/banner': ok(list), 'GET /api/banners': ok(list.filter((b) => b.enabled)), ...more });
  renderWithToasts(
    <>
      <BannerArea />
      <AdminBannersPage />
    </>,
  );
  return { server, user: userEvent.setup() };
}

const row = (id: number) => screen.getByRole('row', { name: new RegExp(`^Banner ${id}\\b`) });
const announcements = () => screen.queryByRole('region', { name: 'Announcements' });

describe('the banner list', { timeout: 20_000 }, () => {
  test('shows each banner: its message as markdown, enabled or disabled, showing until its date or expired', async () => {
    showPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Banners' })).toBeInTheDocument();
    await screen.findByRole('row', { name: /^Banner 2\b/ });
    const first = within(row(2));
    expect(first.getByText('Maintenance').tagName).toBe('STRONG');
    expect(first.getByText('Enabled')).toBeInTheDocument();
    expect(first.getByText(/^Showing until /)).toBeInTheDocument();
    expect(first.getByText('Warning')).toBeInTheDocument();
    const second = within(row(1));
    expect(second.getByText('Disabled')).toBeInTheDocument();
    expect(second.getByText('Expired')).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Edit banner 1' })).toBeInTheDocument();
    expect(second.getByRole('button', { name: 'Delete banner 1' })).toBeInTheDocument();
  });

  test('shows a loader, then the empty state of a fresh install', async () => {
    showPage([]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText(messages.empty.noBanners)).toBeInTheDocument();
  });

  test("a failed load shows the server's message and can retry", async () => {
    const { server, user } = showPage([], { 'GET /api/admin/banner': fail('SERVER_ERROR', 'The banners read model is rebuilding.', 503) });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(messages.errors.bannersLoadFailed);
    expect(alert).toHaveTextContent('The banners read model is rebuilding.');
    server.replies['GET /api/admin/banner'] = ok([draft]);
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('row', { name: /^Banner 1\b/ });
  });
});

describe('creating a banner', { timeout: 20_000 }, () => {
  test('starts from the defaults, previews the markdown, sends the banner, and the list and the announcements show it', async () => {
    const { server, user } = showPage([draft]);
    await screen.findByRole('row', { name: /^Banner 1\b/ });
    expect(announcements()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'New Banner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Banner' }));
    expect(dialog.getByRole('textbox', { name: 'Icon' })).toHaveValue('campaign');
    expect(dialog.getByRole('radio', { name: 'Info' })).toBeChecked();
    expect(dialog.getByRole('switch', { name: /^Enabled/ })).not.toBeChecked();
    expect(dialog.getByLabelText(/^Time/)).toHaveValue('00:00');
    const create = dialog.getByRole('button', { name: 'Create Banner' });
    expect(create).toBeDisabled();
    // Field errors show only once the field has changed (spec §4).
    expect(dialog.queryByText(messages.validation.bannerMessage)).toBeNull();

    const message = dialog.getByRole('textbox', { name: 'Message' });
    await user.type(message, 'x');
    await user.clear(message);
    expect(dialog.getByText(messages.validation.bannerMessage)).toBeInTheDocument();
    await user.type(message, 'Read the **new** guide <b>now</b>');
    const preview = dialog.getByRole('group', { name: 'Preview' });
    expect(within(preview).getByText('new').tagName).toBe('STRONG');
    expect(preview).toHaveTextContent('<b>now</b>'); // raw HTML shows as typed
    await user.click(dialog.getByRole('radio', { name: 'Success' }));
    await user.click(dialog.getByRole('switch', { name: /^Enabled/ }));

    const created = testBanner(3, { message: 'Read the **new** guide <b>now</b>', color: 'success' });
    server.replies['POST /api/admin/banner'] = ok(created, 201);
    server.replies['GET /api/admin/banner'] = ok([created, draft]);
    server.replies['GET /api/banners'] = ok([created]);
    await user.click(create);
    expect(await screen.findByText('The banner has been created.')).toBeInTheDocument();
    const [sent] = writes(server.sent);
    expect(sent?.url).toBe('/api/admin/banner');
    expect(sent?.body).toMatchObject({ message: 'Read the **new** guide <b>now</b>', icon: 'campaign', color: 'success', enabled: true });
    const showUntil = (sent?.body as { showUntil: string }).showUntil;
    const until = new Date(showUntil);
    expect([until.getHours(), until.getMinutes()]).toEqual([0, 0]); // local midnight…
    expect(Math.round((until.getTime() - Date.now()) / DAY)).toBeGreaterThanOrEqual(6); // …seven days ahead

    await screen.findByRole('row', { name: /^Banner 3\b/ });
    await waitFor(() => expect(announcements()).toHaveTextContent('Read the new guide'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), { timeout: 2000 });
  });

  test('the preview draws the icon named, and says when the site does not draw a name', async () => {
    const { user } = showPage([draft]);
    await user.click(await screen.findByRole('button', { name: 'New Banner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Banner' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    const preview = dialog.getByRole('group', { name: 'Preview' });
    const drawn = () => preview.querySelector('svg[data-icon]')?.getAttribute('data-icon');
    expect(drawn()).toBe('campaign');
    const icon = dialog.getByRole('textbox', { name: 'Icon' });
    await user.clear(icon);
    await user.type(icon, 'celebration');
    expect(drawn()).toBe('celebration');
    expect(dialog.getByText(messages.notes.bannerIcon)).toBeInTheDocument();
    await user.clear(icon);
    await user.type(icon, 'rocket_launch_2000');
    expect(drawn()).toBe('info');
    expect(dialog.getByText(messages.notes.bannerIconNotDrawn('rocket_launch_2000'))).toBeInTheDocument();
  });

  test('a date and time that are not after now keep the form from sending', async () => {
    const { user } = showPage([draft]);
    await user.click(await screen.findByRole('button', { name: 'New Banner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Banner' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    const date = dialog.getByRole('textbox', { name: /^Date/ });
    await user.clear(date);
    await user.type(date, '2020-01-01');
    await user.tab();
    expect(await dialog.findByText(messages.validation.bannerShowUntilPast)).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Create Banner' })).toBeDisabled();
  });

  test('a server failure shows the spec\'s message and keeps the values', async () => {
    const { user } = showPage([draft], { 'POST /api/admin/banner': fail('SERVER_ERROR', 'Boom.', 500) });
    await user.click(await screen.findByRole('button', { name: 'New Banner' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New Banner' }));
    await user.type(dialog.getByRole('textbox', { name: 'Message' }), 'Hello');
    await user.click(dialog.getByRole('button', { name: 'Create Banner' }));
    expect(await dialog.findByText(messages.errors.bannerCreateFailed)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('Hello');
  });
});

describe('editing and deleting', { timeout: 20_000 }, () => {
  test('an edit sends only what changed; disabling takes the banner off the announcements', async () => {
    const { server, user } = showPage();
    await waitFor(() => expect(announcements()).toHaveTextContent('Maintenance on Sunday'));
    await user.click(await screen.findByRole('button', { name: 'Edit banner 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit banner 2' }));
    expect(dialog.getByRole('textbox', { name: 'Message' })).toHaveValue('**Maintenance** on Sunday');
    expect(dialog.getByRole('radio', { name: 'Warning' })).toBeChecked();
    const save = dialog.getByRole('button', { name: 'Save Banner' });
    expect(save).toBeDisabled(); // nothing changed yet

    await user.click(dialog.getByRole('switch', { name: /^Enabled/ }));
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '' } });
    expect(dialog.getAllByText(messages.validation.bannerShowUntilInvalid).length).toBeGreaterThan(0);
    expect(save).toBeDisabled();
    fireEvent.change(dialog.getByLabelText(/^Time/), { target: { value: '21:15' } });

    server.replies['PATCH /api/admin/banner/2'] = fail('SERVER_ERROR', 'Boom.', 500);
    await user.click(save);
    expect(await dialog.findByText(messages.errors.bannerEditFailed)).toBeInTheDocument();

    const disabled = { ...live, enabled: false };
    server.replies['PATCH /api/admin/banner/2'] = ok(disabled);
    server.replies['GET /api/admin/banner'] = ok([disabled, draft]);
    server.replies['GET /api/banners'] = ok([]);
    await user.click(save);
    expect(await screen.findByText('The banner has been edited.')).toBeInTheDocument();
    const bodies = writes(server.sent).map((r) => r.body as Record<string, unknown>);
    expect(bodies.map((b) => Object.keys(b).sort())).toEqual([['enabled', 'showUntil'], ['enabled', 'showUntil']]);
    expect(bodies[1]?.enabled).toBe(false);
    expect(new Date(String(bodies[1]?.showUntil)).getHours()).toBe(21);
    await waitFor(() => expect(within(row(2)).getByText('Disabled')).toBeInTheDocument());
    await waitFor(() => expect(announcements()).toBeNull());
  });

  test('deleting asks for the ID typed exactly, then deletes; a failure is shown in the dialog', async () => {
    const { server, user } = showPage();
    await user.click(await screen.findByRole('button', { name: 'Delete banner 2' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete banner 2?' }));
    const typed = dialog.getByRole('textbox', { name: "Type the banner's ID to confirm" });
    const confirm = dialog.getByRole('button', { name: 'Delete Banner' });
    await user.type(typed, '20');
    expect(dialog.getByText(messages.validation.typedId)).toBeInTheDocument();
    expect(confirm).toBeDisabled();
    await user.clear(typed);
    await user.type(typed, '2');

    server.replies['DELETE /api/admin/banner/2'] = fail('SERVER_ERROR', 'Boom.', 500);
    await user.click(confirm);
    expect(await dialog.findByText(messages.errors.bannerDeleteFailed)).toBeInTheDocument();

    server.replies['DELETE /api/admin/banner/2'] = ok(live);
    server.replies['GET /api/admin/banner'] = ok([draft]);
    server.replies['GET /api/banners'] = ok([]);
    await user.click(confirm);
    expect(await screen.findByText('The banner has been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('row', { name: /^Banner 2\b/ })).toBeNull());
    await waitFor(() => expect(announcements()).toBeNull());
  });
});
