import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, test } from 'vitest';
import { invalidateAll } from '../../app/cache.ts';
import { testProject, testTag } from '../../test/data.ts';
import { fakeServer, ok } from '../../test/fake-server.ts';
import { renderWithToasts } from '../../test/render.tsx';
import { ProgressDialog } from './progress-dialog.tsx';

beforeEach(() => invalidateAll());

const styleOf = (element: Element | null | undefined): string => element?.getAttribute('style') ?? '';

// Issue 27 #8: tag colours were used only on the Tags page; the progress form drew every tag alike.
describe("the progress form's tags", () => {
  test('choices and chosen tags show in their colours; a new name in the default one', async () => {
    fakeServer({ 'GET /api/v1/project': ok([testProject({ id: 1, title: 'Novel' })]), 'GET /api/v1/tag': ok([testTag(1, 'draft', 'red'), testTag(2, 'morning', 'green')]) });
    const user = userEvent.setup();
    renderWithToasts(<ProgressDialog opened onClose={() => undefined} projectId={1} />);
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Progress' }));
    const tags = dialog.getByRole('combobox', { name: 'Tags' });
    await user.click(tags);
    const option = await screen.findByRole('option', { name: 'morning', hidden: true });
    expect(styleOf(option.querySelector('[aria-hidden="true"]'))).toContain('--tag-color: var(--mantine-color-green-6)');

    await user.type(tags, 'draft{Enter}sprint{Enter}');
    const pill = (name: string) => dialog.getByText(name, { selector: '.mantine-Pill-label *, .mantine-Pill-label' }).closest('.mantine-Pill-root');
    expect(styleOf(pill('draft'))).toContain('--tag-color: var(--mantine-color-red-6)');
    expect(styleOf(pill('sprint'))).toContain('--tag-color: var(--mantine-primary-color-filled)');
  });
});
