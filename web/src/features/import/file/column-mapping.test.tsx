import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test, vi } from 'vitest';
import { CSV_FIELDS } from '@inkpace/contracts/api/import';
import { messages } from '@inkpace/contracts/messages';
import { renderAt } from '../../../test/render.tsx';
import { ColumnMapping, mappingOf } from './column-mapping.tsx';

const columns = [{ name: 'Day', field: 'date' as const }, { name: 'Words', field: 'count' as const }, { name: 'Comment', field: 'ignore' as const }];

describe('the column mapping form', () => {
  test('one select per column, offering every field, showing the mapping; a change hands on the whole mapping', async () => {
    const onChange = vi.fn();
    renderAt('/', <ColumnMapping columns={columns} mapping={mappingOf(columns)} disabled={false} onChange={onChange} />);
    const comment = screen.getByRole('combobox', { name: 'Comment' });
    expect(screen.getByRole('combobox', { name: 'Day' })).toHaveValue('date');
    expect(screen.getByRole('combobox', { name: 'Words' })).toHaveValue('count');
    expect(comment).toHaveValue('ignore');
    expect([...(comment as HTMLSelectElement).options].map((o) => o.value)).toEqual([...CSV_FIELDS]);

    await userEvent.setup().selectOptions(comment, messages.imports.page.csvFieldLabels.note);
    expect(onChange).toHaveBeenCalledWith({ Day: 'date', Words: 'count', Comment: 'note' });
  });

  test('while a preview is read, the selects wait', () => {
    renderAt('/', <ColumnMapping columns={columns} mapping={mappingOf(columns)} disabled onChange={() => undefined} />);
    expect(screen.getByRole('combobox', { name: 'Words' })).toBeDisabled();
  });
});
