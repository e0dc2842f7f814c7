import { describe, expect, test } from 'vitest';
import { WEEKDAY_NAMES, weekdaysFrom } from './week-order.ts';

describe('weekdaysFrom', () => {
  test.each([
    [0, [0, 1, 2, 3, 4, 5, 6]],
    [1, [1, 2, 3, 4, 5, 6, 0]],
    [6, [6, 0, 1, 2, 3, 4, 5]],
    [7, [0, 1, 2, 3, 4, 5, 6]],
    [-1, [6, 0, 1, 2, 3, 4, 5]],
  ])('a week starting on day %i', (start, order) => {
    expect(weekdaysFrom(start)).toEqual(order);
  });

  test('names a Monday-first week', () => {
    expect(weekdaysFrom(1).map((d) => WEEKDAY_NAMES[d])).toEqual(['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']);
  });
});
