import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { messages } from '@inkpace/contracts/messages';
import { NANO_PROJECT_DESCRIPTION } from '@inkpace/contracts/rules/import/limits';
import { invalidateAll } from '../../../app/cache.ts';
import { signedIn } from '../../../app/session.ts';
import { testProject, testUser } from '../../../test/data.ts';
import { fail, fakeServer, heldReply, ok, writes, type FakeServer } from '../../../test/fake-server.ts';
import { renderAt } from '../../../test/render.tsx';
import NanoWizardPage from './nano-wizard-page.tsx';

const m = messages.imports;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const novel = testProject({ id: 7, title: 'Harbour Lights' });
const GOOD = 'Date\tCount\nNov 1, 2025\t1,667\nNov 2, 2025\t2000';
const BAD_LINE_3 = 'Date\tCount\nNov 1, 2025\t1,667\nNov 32, 2025\t2000';

beforeEach(() => {
  invalidateAll();
  signedIn(testUser());
});

const stepHeading = (n: number) => screen.getByRole('heading', { level: 2, name: new RegExp(`^Step ${n} of 5`) });

async function pasteAndChoose(user: ReturnType<typeof userEvent.setup>, project: string, title = ''): Promise<void> {
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const paste = screen.getByRole('textbox', { name: m.page.pasteLabel });
  await user.click(paste);
  await user.paste(GOOD);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Project' }), project);
  if (title) await user.type(screen.getByRole('textbox', { name: m.page.newProjectTitleLabel }), title);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const batchOf = (server: FakeServer) => writes(server.sent).filter((r) => r.url === '/api/v1/tally/batch').map((r) => r.body as Array<Record<string, unknown>>);

describe('the NaNoWriMo import wizard', () => {
  test('step 2 shows the paste\'s problems by line, as the textarea\'s description, until they are fixed', async () => {
    fakeServer({ 'GET /api/v1/project': ok([novel]) });
    renderAt('/projects/import/manual-nano', <NanoWizardPage params={{}} />);
    const user = userEvent.setup();
    expect(stepHeading(1)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Import steps' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading(2)).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const paste = screen.getByRole('textbox', { name: m.page.pasteLabel });
    expect(paste).toHaveAccessibleDescription(expect.stringContaining(m.pasteEmpty));
    expect(paste).toHaveAttribute('aria-invalid', 'true');

    await user.click(paste);
    await user.paste(BAD_LINE_3);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading(2)).toBeInTheDocument();
    expect(paste).toHaveAccessibleDescription(expect.stringContaining(m.pasteDate(3)));

    // Fixing the line clears the problem as the text changes; Next then goes on.
    await user.clear(paste);
    await user.paste(GOOD);
    expect(paste).not.toHaveAccessibleDescription(expect.stringContaining(m.pasteDate(3)));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading(3)).toBeInTheDocument();
  });

  test('step 3 needs a project, or a title for a new one', async () => {
    fakeServer({ 'GET /api/v1/project': ok([novel]) });
    renderAt('/projects/import/manual-nano', <NanoWizardPage params={{}} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('textbox', { name: m.page.pasteLabel }));
    await user.paste(GOOD);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const select = await screen.findByRole('combobox', { name: 'Project' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(select).toHaveAccessibleDescription(m.projectRequired);

    await user.selectOptions(select, m.newProject);
    expect(select).toHaveValue('-1');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: m.page.newProjectTitleLabel })).toHaveAccessibleDescription(m.newProjectTitle);
    expect(stepHeading(3)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: m.page.newProjectTitleLabel }), 'November Novel');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepHeading(4)).toBeInTheDocument();
    expect(screen.getByText('2')).toBeInTheDocument();
    expect(screen.getByText('Nov 1, 2025 – Nov 2, 2025')).toBeInTheDocument();
    expect(screen.getByText('3,667 words')).toBeInTheDocument();
    expect(screen.getByText(`November Novel (${m.newProject})`)).toBeInTheDocument();
  });

  test('Import creates the new project, then logs every entry in one batch; Import Another Project starts over', async () => {
    const created = testProject({ id: 12, title: 'November Novel' });
    const server = fakeServer({ 'GET /api/v1/project': ok([novel]), 'POST /api/v1/project': ok(created, 201), 'POST /api/v1/tally/batch': ok([], 201) });
    renderAt('/projects/import/manual-nano', <NanoWizardPage params={{}} />);
    const user = userEvent.setup();
    await pasteAndChoose(user, m.newProject, 'November Novel');
    await user.click(screen.getByRole('button', { name: 'Import' }));

    expect(await screen.findByText(m.imported(2))).toBeInTheDocument();
    expect(stepHeading(5)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Go to the project' })).toHaveAttribute('href', '/projects/12');
    const [createProject, batch] = writes(server.sent);
    expect(createProject?.body).toEqual({
      uuid: expect.stringMatching(UUID), title: 'November Novel', description: NANO_PROJECT_DESCRIPTION, phase: 'drafting', startingBalance: {}, displayOnProfile: false, starred: false,
    });
    expect(batch?.url).toBe('/api/v1/tally/batch');
    expect(batch?.body).toEqual([
      { uuid: expect.stringMatching(UUID), date: '2025-11-01', workId: 12, measure: 'word', count: 1667, note: '', tags: [], setTotal: false },
      { uuid: expect.stringMatching(UUID), date: '2025-11-02', workId: 12, measure: 'word', count: 2000, note: '', tags: [], setTotal: false },
    ]);

    await user.click(screen.getByRole('button', { name: m.importAnother }));
    expect(stepHeading(1)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: m.page.pasteLabel })).toHaveValue('');
  });

  test('Back is disabled while importing; a failed batch says so, and Try again sends the same entries with the same uuids', async () => {
    const held = heldReply();
    const server = fakeServer({ 'GET /api/v1/project': ok([novel]), 'POST /api/v1/tally/batch': held.answer });
    renderAt('/projects/import/manual-nano', <NanoWizardPage params={{}} />);
    const user = userEvent.setup();
    await pasteAndChoose(user, 'Harbour Lights');
    expect(screen.getByText('Harbour Lights')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByText(m.page.importing(2))).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();

    held.send(fail('SERVER_ERROR', 'boom', 500));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.importFailed);
    expect(screen.getByRole('button', { name: 'Back' })).toBeEnabled();
    expect(writes(server.sent).map((r) => r.url)).toEqual(['/api/v1/tally/batch']);

    server.replies['POST /api/v1/tally/batch'] = ok([], 201);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(m.imported(2))).toBeInTheDocument();
    const [first, second] = batchOf(server);
    expect(second).toEqual(first);
    expect(first?.[0]).toMatchObject({ workId: 7, measure: 'word', setTotal: false });
  });

  test('a project that cannot be created stops the import before any entry is sent', async () => {
    const server = fakeServer({ 'GET /api/v1/project': ok([novel]), 'POST /api/v1/project': fail('SERVER_ERROR', 'boom', 500) });
    renderAt('/projects/import/manual-nano', <NanoWizardPage params={{}} />);
    const user = userEvent.setup();
    await pasteAndChoose(user, m.newProject, 'November Novel');
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.createProjectFailed);
    await waitFor(() => expect(batchOf(server)).toEqual([]));
  });
});
