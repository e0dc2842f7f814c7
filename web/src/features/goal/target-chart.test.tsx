import { screen } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { TargetProgress } from '@inkpace/contracts/api/goal-progress';
import { renderWithToasts } from '../../test/render.tsx';
import { TargetChart } from './target-chart.tsx';

const dates = ['2026-03-01', '2026-03-02', '2026-03-03'];
const chart = (series: Partial<TargetProgress['series']>) => {
  renderWithToasts(<TargetChart series={{ dates, daily: [null, null, null], total: [null, null, null], par: null, ...series }} measure="word" title="Progress" weekStartDay={0} />);
  return screen.getByRole('figure', { name: 'Progress' });
};

// Issue 27 #8: "Nothing logged yet ." had a stray space before its full stop (and so had a total without par).
describe("the target chart's sentence", () => {
  test('nothing logged yet', () => {
    expect(chart({ par: [100, 200, 300] })).toHaveTextContent('From Mar 1, 2026 to Mar 3, 2026. Nothing logged yet.');
  });

  test('a total with par by then', () => {
    expect(chart({ daily: [500, null, null], total: [500, null, null], par: [100, 200, 300] })).toHaveTextContent('From Mar 1, 2026 to Mar 3, 2026. Total so far 500 words; par by then 100 words.');
  });

  test('a total without par', () => {
    expect(chart({ daily: [500, 250, null], total: [500, 750, null] })).toHaveTextContent('From Mar 1, 2026 to Mar 3, 2026. Total so far 750 words.');
  });
});
