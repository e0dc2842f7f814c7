import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
import { describe, expect, test } from 'vitest';
import { measureBalance } from '@inkpace/contracts/api/fields';
import { messages } from '@inkpace/contracts/messages';
import { renderAt } from '../test/render.tsx';
import { MeasureCountRows } from './measure-count-rows.tsx';
import { countsOfRows, type MeasureCountRow } from './measure-count-values.ts';

/** The contracts' rule for balances, as the project form applies it to its rows. */
const check = (rows: MeasureCountRow[]): string | undefined => measureBalance.safeParse(countsOfRows(rows)).error?.issues[0]?.message;

function Balances(): ReactNode {
  const [rows, setRows] = useState<MeasureCountRow[]>([]);
  return (
    <>
      <MeasureCountRows rows={rows} onChange={setRows} check={check} legend="Starting balances" description="Before Inkpace." addLabel="Add a starting balance" rowNoun="balance" countLabel={(plural) => `Starting ${plural}`} />
      <button type="button">After the rows</button>
    </>
  );
}

const blank = messages.validation.balanceBlank;

// Issue 27 #8: "Please fill in all balances…" showed on a new row before any number was typed in it.
describe('a new starting-balance row', () => {
  test('says nothing while the writer picks its measure, nor between its hours and minutes', async () => {
    renderAt('/', <Balances />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a starting balance' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure of balance 1' }), 'Pages');
    expect(screen.queryByText(blank)).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure of balance 1' }), 'Time');
    await user.click(screen.getByRole('textbox', { name: 'Starting time: hours' }));
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Starting time: minutes' })).toHaveFocus();
    expect(screen.queryByText(blank)).toBeNull();
  });

  test('asks for a number once the writer has left the row blank, or typed and cleared it', async () => {
    renderAt('/', <Balances />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a starting balance' }));
    await user.click(screen.getByRole('textbox', { name: 'Starting words' }));
    await user.click(screen.getByRole('button', { name: 'After the rows' }));
    expect(screen.getByText(blank)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Starting words' }), '1200');
    expect(screen.queryByText(blank)).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: 'Starting words' }));
    expect(screen.getByText(blank)).toBeInTheDocument();
  });

  test('a second new row stays quiet while the first one is fine', async () => {
    renderAt('/', <Balances />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add a starting balance' }));
    await user.type(screen.getByRole('textbox', { name: 'Starting words' }), '1200');
    await user.click(screen.getByRole('button', { name: 'Add a starting balance' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Measure of balance 2' }), 'Scenes');
    expect(screen.queryByText(blank)).toBeNull();
  });
});
