import { describe, expect, test } from 'vitest';
import { AUTOMATIC_COLOR, BOARD_COLORS, boardColor } from './board-colors.ts';

describe('boardColor', () => {
  test('a chosen palette colour is kept', () => {
    expect(boardColor('teal', 1)).toBe('teal');
    expect(boardColor('red', 99)).toBe('red');
  });

  test.each([
    { id: 0, color: 'red' },
    { id: 1, color: 'blue' },
    { id: 2, color: 'yellow' },
    { id: 3, color: 'violet' },
    { id: 12, color: 'red' },
    { id: 13, color: 'blue' },
    { id: -1, color: 'teal' },
  ])('automatic: id $id → $color', ({ id, color }) => {
    expect(boardColor(AUTOMATIC_COLOR, id)).toBe(color);
  });

  test('automatic colours are the same for the same id, and twelve ids in a row use every palette colour once', () => {
    expect(boardColor('', 41)).toBe(boardColor('', 41));
    const run = Array.from({ length: 12 }, (_, i) => boardColor('', 100 + i));
    expect(new Set(run)).toEqual(new Set(BOARD_COLORS));
  });

  test('neighbouring ids get colours at least three palette places apart', () => {
    for (let id = 0; id < 24; id += 1) {
      const a = BOARD_COLORS.indexOf(boardColor('', id));
      const b = BOARD_COLORS.indexOf(boardColor('', id + 1));
      const gap = Math.abs(a - b);
      expect(Math.min(gap, BOARD_COLORS.length - gap)).toBeGreaterThanOrEqual(3);
    }
  });

  test('a name outside the palette (stored before the palette, or by an old client) is drawn automatically', () => {
    expect(boardColor('#ff0000', 1)).toBe('blue');
  });
});
