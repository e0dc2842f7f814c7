import { MantineProvider } from '@mantine/core';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { theme } from '../../app/theme.ts';
import { HeatMap } from './heat-map.tsx';

const day = (date: string, counts: DayCount['counts']): DayCount => ({ date, counts });

function renderMap(days: DayCount[], start: string, end: string, weekStartDay = 0) {
  return render(
    <MantineProvider theme={theme}>
      <HeatMap days={days} start={start} end={end} weekStartDay={weekStartDay} label="Activity" />
    </MantineProvider>,
  );
}

const cell = (name: string): HTMLElement => screen.getByRole('img', { name });

describe('the heat map', () => {
  test('one named cell per day of the range, coloured by its share of the busiest day', () => {
    // 2024-03-03 is a Sunday: with weeks starting on Sunday the range fills exactly two columns.
    renderMap(
      [day('2024-03-03', { word: 1200 }), day('2024-03-05', { word: 600, time: 90 }), day('2024-03-08', { word: 12 }), day('2024-03-09', { word: 11 })],
      '2024-03-03',
      '2024-03-16',
    );
    const map = screen.getByRole('group', { name: 'Activity' });
    expect(within(map).getAllByRole('img')).toHaveLength(14);
    expect(cell('Mar 3, 2024: 1,200 words')).toHaveAttribute('data-tier', '7');
    expect(cell('Mar 3, 2024: 1,200 words')).toHaveAttribute('title', 'Mar 3, 2024: 1,200 words');
    // Words at 50% of the busiest day; time is the busiest day of its own measure (100%): the day takes the larger.
    expect(cell('Mar 5, 2024: 600 words, 1h 30m')).toHaveAttribute('data-tier', '7');
    expect(cell('Mar 8, 2024: 12 words')).toHaveAttribute('data-tier', '1');
    // 11 / 1200 is under 1%: no colour, like a day without progress.
    expect(cell('Mar 9, 2024: 11 words')).toHaveAttribute('data-tier', '0');
    expect(cell('Mar 4, 2024: no progress')).toHaveAttribute('data-tier', '0');
  });

  test('each tier has its own class', () => {
    renderMap([day('2024-03-03', { word: 100 }), day('2024-03-04', { word: 40 }), day('2024-03-05', { word: 4 })], '2024-03-03', '2024-03-05');
    const classOf = (name: string): string => cell(name).className;
    expect(classOf('Mar 3, 2024: 100 words')).toMatch(/tier7/);
    expect(classOf('Mar 4, 2024: 40 words')).toMatch(/tier5/);
    expect(classOf('Mar 5, 2024: 4 words')).toMatch(/tier2/);
  });

  test('weeks are columns starting on the week start day; days outside the range are blank', () => {
    // Wednesday 2024-03-06 to Tuesday 2024-03-12, weeks from Monday: two columns, the first starting blank.
    renderMap([], '2024-03-06', '2024-03-12', 1);
    const names = screen.getAllByRole('img').map((c) => c.getAttribute('aria-label'));
    expect(names).toEqual([
      'Mar 6, 2024: no progress', 'Mar 7, 2024: no progress', 'Mar 8, 2024: no progress', 'Mar 9, 2024: no progress',
      'Mar 10, 2024: no progress', 'Mar 11, 2024: no progress', 'Mar 12, 2024: no progress',
    ]);
  });

  test('a sentence sums the range up, leaving out days outside it', () => {
    renderMap([day('2024-02-01', { word: 5000 }), day('2024-03-03', { word: 1200 }), day('2024-03-05', { word: 300, time: 45 })], '2024-03-01', '2024-03-31');
    expect(screen.getByText('2 days with progress from Mar 1, 2024 to Mar 31, 2024 (total: 1,500 words, 45m).')).toBeInTheDocument();
    expect(cell('Mar 3, 2024: 1,200 words')).toHaveAttribute('data-tier', '7');
  });

  test('without progress the sentence says so', () => {
    renderMap([], '2024-03-01', '2024-03-02');
    expect(screen.getByText('0 days with progress from Mar 1, 2024 to Mar 2, 2024.')).toBeInTheDocument();
  });

  test('weekday labels down the side from the week start day, and the month over a young map', () => {
    // Monday 2026-11-16 to Wednesday 2026-11-25: two columns, no 1st of a month in them.
    renderMap([day('2026-11-20', { word: 800 })], '2026-11-16', '2026-11-25', 1);
    expect(screen.getAllByTestId('heat-map-weekday').map((label) => label.textContent)).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getByText('Nov')).toBeInTheDocument();
  });

  test('weeks from Sunday put Sunday first', () => {
    renderMap([], '2026-11-15', '2026-11-21', 0);
    expect(screen.getAllByTestId('heat-map-weekday').map((label) => label.textContent)).toEqual(['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat']);
  });
});
