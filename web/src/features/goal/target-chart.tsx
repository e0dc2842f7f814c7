import 'uplot/dist/uPlot.min.css';
import { Box, Group, Stack, Text, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type { TargetProgress } from '@inkpace/contracts/api/goal-progress';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { useChartColors } from '../../ui/charts/chart-colors.ts';
import { ChartDaysTable } from '../../ui/charts/chart-days-table.tsx';
import { ReadablePlot } from '../../ui/charts/readable-plot.tsx';
import type { PlotFactory } from '../../ui/charts/readable-plot.tsx';
import ui from '../../ui/ui.module.css';
import { targetChartOptions } from './target-chart-options.ts';

interface TargetChartProps {
  series: TargetProgress['series'];
  measure: MeasureName;
  title: string;
  /** The writer's weekStartDay setting: week ticks start on it. */
  weekStartDay: number;
}

/** A line key for the legend (the canvas's lines in words and strokes, not colour alone: the par line is dashed). */
function Key({ color, dashed, children }: { color: string; dashed?: boolean; children: string }): ReactNode {
  return (
    <Group gap={6} component="li">
      <Box w={24} style={{ borderTop: `3px ${dashed ? 'dashed' : 'solid'} ${color}` }} aria-hidden="true" />
      <Text size="sm">{children}</Text>
    </Group>
  );
}

/**
 * The target's chart (uPlot): the running total and the par line. The canvas is hidden from assistive technology;
 * a visible sentence and a hidden table of the days with progress (with par) say the same.
 */
export function TargetChart({ series, measure, title, weekStartDay }: TargetChartProps): ReactNode {
  const base = useChartColors();
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const colors = useMemo(() => ({ ...base, par: scheme === 'dark' ? theme.colors.orange[4] : theme.colors.orange[8] }), [base, scheme, theme]);
  const titleId = useId();
  const make = useCallback<PlotFactory>((_UPlot, width) => targetChartOptions({ series, measure, colors, width, weekStartDay }), [series, measure, colors, weekStartDay]);
  // Under the cursor: the day, its total so far (none yet for days to come) and its par.
  const read = (i: number): string => {
    const date = series.dates[i];
    const total = series.total[i];
    const par = series.par?.[i];
    const parts = [
      total !== null && total !== undefined ? `total ${formatMeasureCount(total, measure)}` : null,
      par !== null && par !== undefined ? `par ${formatMeasureCount(par, measure)}` : null,
    ].filter((part) => part !== null);
    return date ? `${formatCalendarDate(date)}: ${parts.join(', ') || 'nothing yet'}` : '';
  };

  const rows = series.dates.flatMap((date, i) => {
    const daily = series.daily[i] ?? null;
    return daily !== null && daily !== 0 ? [{ date, daily, total: series.total[i] ?? 0, par: series.par?.[i] ?? null }] : [];
  });
  const lastIndex = series.total.reduce<number>((last, n, i) => (n === null ? last : i), -1);
  const latest = lastIndex >= 0 ? series.total[lastIndex] : null;
  const parThen = lastIndex >= 0 ? series.par?.[lastIndex] : undefined;
  const first = series.dates[0];
  const end = series.dates[series.dates.length - 1];
  // One sentence for the span, one for the total (with par by then, when there is par).
  const par = parThen !== undefined && parThen !== null ? `; par by then ${formatMeasureCount(parThen, measure)}` : '';
  const sentence = [
    first && end ? `From ${formatCalendarDate(first)} to ${formatCalendarDate(end)}.` : '',
    latest !== null && latest !== undefined ? `Total so far ${formatMeasureCount(latest, measure)}${par}.` : 'Nothing logged yet.',
  ].filter((part) => part !== '').join(' ');

  return (
    <Stack component="figure" aria-labelledby={titleId} gap="xs" m={0}>
      <Title order={2} size="h4" id={titleId}>
        {title}
      </Title>
      <ReadablePlot make={make} count={series.dates.length} read={read} title={title} />
      <figcaption>
        <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Chart key">
          <Key color={colors.series}>Total</Key>
          {series.par && (
            <Key color={colors.par} dashed>
              Par
            </Key>
          )}
        </Group>
        <Text size="sm" className={ui.muted} mt={4}>
          {sentence}
        </Text>
        <ChartDaysTable title={title} measure={measure} rows={rows} withPar={series.par !== null} />
      </figcaption>
    </Stack>
  );
}
