import { describe, expect, test } from 'vitest';
import { readingParts, tooltipPosition } from './chart-cursor.ts';

describe('tooltipPosition: next to the pointer, inside the chart', () => {
  const box = { boxWidth: 560, boxHeight: 315 };
  const size = { width: 150, height: 48 };
  test.each([
    { label: 'room above and to the right: there, a gap from the pointer', x: 100, y: 200, left: 112, top: 140 },
    { label: 'at the top of the chart: below the pointer', x: 100, y: 10, left: 112, top: 22 },
    { label: 'at the right edge: to the left of the pointer', x: 520, y: 200, left: 358, top: 140 },
    { label: 'top right corner: below and to the left', x: 555, y: 2, left: 393, top: 14 },
  ])('$label', ({ x, y, left, top }) => {
    expect(tooltipPosition({ x, y, ...size, ...box })).toEqual({ left, top });
  });

  test('a tooltip wider than either side of the pointer is held inside the chart', () => {
    expect(tooltipPosition({ x: 180, y: 100, width: 300, height: 40, boxWidth: 358, boxHeight: 201 })).toEqual({ left: 58, top: 48 });
    expect(tooltipPosition({ x: 180, y: 100, width: 400, height: 40, boxWidth: 358, boxHeight: 201 })).toEqual({ left: 0, top: 48 });
  });
});

describe('readingParts: the reading as a tooltip shows it', () => {
  test('the date or week on its own line, then the values', () => {
    expect(readingParts('Week of Jul 5, 2026: 10,055 words')).toEqual({ when: 'Week of Jul 5, 2026', what: '10,055 words' });
    expect(readingParts('Mar 1, 2024: total 900 words, par 1,000 words')).toEqual({ when: 'Mar 1, 2024', what: 'total 900 words, par 1,000 words' });
    expect(readingParts('no colon')).toEqual({ when: 'no colon', what: '' });
  });
});
