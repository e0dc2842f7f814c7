import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { testProject, testTag, testTally } from '../../../test/data.ts';
import { renderAt } from '../../../test/render.tsx';
import { ProgressTable } from './progress-table.tsx';

// Issue 27 #8: tag colours were used only on the Tags page; the table showed every tag in the same colour.
describe("the progress table's tags", () => {
  test('each tag shows in its own colour', () => {
    const novel = testProject({ id: 1, title: 'Novel' });
    const tags = [testTag(1, 'draft', 'red'), testTag(2, 'morning', 'blue'), testTag(3, 'plain')];
    renderAt('/projects/1', <ProgressTable tallies={[testTally(5, novel, { date: '2026-03-02', measure: 'word', count: 500, tags })]} total={1} page={1} pageSize={30} loading={false} onPage={() => undefined} onPageSize={() => undefined} headingId="h" />);
    const cell = screen.getByRole('cell', { name: /#draft/ });
    const colorOf = (name: string): string => within(cell).getByText(`#${name}`).closest('.mantine-Badge-root')?.getAttribute('style') ?? '';
    expect(colorOf('draft')).toContain('--tag-color: var(--mantine-color-red-6)');
    expect(colorOf('morning')).toContain('--tag-color: var(--mantine-color-blue-6)');
    expect(colorOf('plain')).toContain('--tag-color: var(--mantine-primary-color-filled)');
  });
});
