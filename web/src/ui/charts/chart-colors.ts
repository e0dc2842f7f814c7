import { rgba, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useMemo } from 'react';
import type { ChartColors } from './chart-options.ts';

/** The chart's canvas colours for the scheme in use (the page background is Mantine's body colour). */
export function useChartColors(): ChartColors {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return useMemo(() => {
    const c = theme.colors;
    return scheme === 'dark'
      ? { background: c.dark[7], text: c.dark[0], grid: c.dark[4], series: c.indigo[4], fill: rgba(c.indigo[4], 0.25) }
      : { background: theme.white, text: c.gray[7], grid: c.gray[3], series: c.indigo[7], fill: rgba(c.indigo[7], 0.15) };
  }, [theme, scheme]);
}
