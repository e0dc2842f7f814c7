import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, test } from 'vitest';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { theme } from '../../app/theme.ts';
import { ProgressChart } from './progress-chart.tsx';
import { pngFileName } from './save-png.ts';

const day = (date: string, counts: DayCount['counts']): DayCount => ({ date, counts });
const days = [day('2024-02-20', { word: 100 }), day('2024-03-01', { word: 500 }), day('2024-03-03', { word: 800, time: 30 })];

function renderChart(props: Partial<Parameters<typeof ProgressChart>[0]> = {}) {
  return render(
    <MantineProvider theme={theme}>
      <ProgressChart days={days} measure="word" start="2024-03-01" end="2024-03-10" title="Words" weekStartDay={0} {...props} />
    </MantineProvider>,
  );
}

describe('the progress chart', () => {
  test('is a figure named by its title, with a summary in words (total, days, best day)', () => {
    renderChart();
    const figure = screen.getByRole('figure', { name: 'Words' });
    expect(within(figure).getByText('1,300 words logged from Mar 1, 2024 to Mar 10, 2024, on 2 days with progress; best day Mar 3, 2024 with 800 words.')).toBeInTheDocument();
  });

  test('screen readers get a table of the days with progress and the running total', () => {
    renderChart({ startingValue: 1000 });
    const table = screen.getByRole('table', { name: 'Words: days with progress' });
    const rows = within(table).getAllByRole('row').map((r) => Array.from(r.children, (c) => c.textContent));
    // The running total starts from the starting value and the day before the range.
    expect(rows).toEqual([
      ['Date', 'That day', 'Total'],
      ['Mar 1, 2024', '500 words', '1,600 words'],
      ['Mar 3, 2024', '800 words', '2,400 words'],
    ]);
  });

  test('time reads as hours and minutes', () => {
    renderChart({ measure: 'time', title: 'Time' });
    expect(screen.getByText('30m logged from Mar 1, 2024 to Mar 10, 2024, on 1 day with progress; best day Mar 3, 2024 with 30m.')).toBeInTheDocument();
  });

  test('switches between line and bar, and opens fullscreen', async () => {
    renderChart();
    const user = userEvent.setup();
    const line = screen.getByRole('radio', { name: 'Line' });
    expect(line).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Bar' }));
    expect(screen.getByRole('radio', { name: 'Bar' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Show Words fullscreen' }));
    expect(await screen.findByRole('dialog', { name: 'Words' })).toBeInTheDocument();
  });

  test('saved images are named after the chart', () => {
    expect(pngFileName('Words – My Novel')).toBe('words-my-novel.png');
    expect(pngFileName('!!!')).toBe('chart.png');
  });
});
