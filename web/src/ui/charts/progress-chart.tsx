import 'uplot/dist/uPlot.min.css';
import { Button, Group, Modal, SegmentedControl, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useCallback, useId, useMemo, useState, type MouseEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { progressSeries, summarizeSeries, type ProgressSeries } from '@inkpace/contracts/rules/chart-series';
import { formatCalendarDate, formatMeasureCount } from '@inkpace/contracts/rules/format';
import type { MeasureName } from '@inkpace/contracts/rules/measures';
import { useChartColors } from './chart-colors.ts';
import { plotPoints, progressChartOptions, type ChartColors, type ChartMode, type PlotPoints } from './chart-options.ts';
import { ChartSummary } from './chart-summary.tsx';
import { saveCanvasPng } from './save-png.ts';
import type { PlotFactory } from './readable-plot.tsx';
import { ReadablePlot } from './readable-plot.tsx';

export interface ProgressChartProps {
  /** Day totals, oldest first or not; days before `start` still count towards the running total. */
  days: readonly DayCount[];
  measure: MeasureName;
  start: string;
  end: string;
  title: string;
  /** Added to the running total before the first day (a project's starting balance). */
  startingValue?: number;
  /** The writer's weekStartDay setting: week ticks and weekly bars start on it. */
  weekStartDay: number;
}

const MODES: { label: string; value: ChartMode }[] = [
  { label: 'Line', value: 'line' },
  { label: 'Bar', value: 'bar' },
];

interface PlotAreaProps {
  series: ProgressSeries;
  measure: MeasureName;
  mode: ChartMode;
  colors: ChartColors;
  title: string;
  weekStartDay: number;
}

/**
 * What the reader is on: "Mar 1, 2024: 2,100 words in total" (line), "…: 650 words that day" (daily bars) or
 * "Week of Feb 26, 2024: 2,750 words" (weekly bars).
 */
function pointText(points: PlotPoints, measure: MeasureName, mode: ChartMode, index: number): string {
  const start = points.starts[index];
  const value = points.values[index];
  if (start === undefined || value === undefined) return '';
  const count = formatMeasureCount(value, measure);
  if (points.unit === 'week') return `Week of ${formatCalendarDate(start)}: ${count}`;
  return `${formatCalendarDate(start)}: ${count} ${mode === 'line' ? 'in total' : 'that day'}`;
}

/** The drawn chart, readable under the cursor. Alt+double-click saves it as a PNG framed in the page background. */
function PlotArea({ series, measure, mode, colors, title, weekStartDay }: PlotAreaProps): ReactNode {
  const points = useMemo(() => plotPoints(series, mode, weekStartDay), [series, mode, weekStartDay]);
  const make = useCallback<PlotFactory>(
    (UPlot, width) => progressChartOptions({ series, measure, mode, colors, width, weekStartDay, bars: UPlot.paths.bars ?? (() => () => null) }),
    [series, measure, mode, colors, weekStartDay],
  );
  const save = (event: MouseEvent, plot: uPlot | null): void => {
    if (!event.altKey || !plot) return;
    event.preventDefault();
    saveCanvasPng(plot.ctx.canvas, plot.width, colors.background, title);
  };
  return (
    <ReadablePlot
      make={make}
      count={points.starts.length}
      read={(index) => pointText(points, measure, mode, index)}
      unit={points.unit}
      title={title}
      onDoubleClick={save}
    />
  );
}

/**
 * One measure's progress over a date range on uPlot (spec §9): a cumulative line or per-day bars, a fullscreen
 * view, Alt+double-click to save a PNG, and a caption that tells the same in words.
 */
export function ProgressChart({ days, measure, start, end, title, startingValue = 0, weekStartDay }: ProgressChartProps): ReactNode {
  const [mode, setMode] = useState<ChartMode>('line');
  const [fullscreen, { open, close }] = useDisclosure(false);
  const colors = useChartColors();
  const titleId = useId();
  const series = useMemo(() => progressSeries(days, measure, { startDate: start, endDate: end, startingValue }), [days, measure, start, end, startingValue]);
  const summary = useMemo(() => summarizeSeries(series), [series]);
  const plotProps = { series, measure, mode, colors, title, weekStartDay };

  return (
    <Stack component="figure" aria-labelledby={titleId} gap="xs" m={0}>
      <Group justify="space-between" gap="sm">
        <Title order={3} id={titleId} size="h4">
          {title}
        </Title>
        <Group gap="xs">
          <SegmentedControl size="xs" aria-label={`${title}: chart type`} data={MODES} value={mode} onChange={(value) => setMode(value === 'bar' ? 'bar' : 'line')} />
          <Button size="xs" variant="default" onClick={open} aria-label={`Show ${title} fullscreen`}>
            Fullscreen
          </Button>
        </Group>
      </Group>
      <PlotArea {...plotProps} />
      <ChartSummary series={series} summary={summary} measure={measure} title={title} />
      <Modal opened={fullscreen} onClose={close} fullScreen title={title}>
        {/* As wide as fits the window's height at 16:9 (less the modal's header). */}
        <div style={{ maxWidth: 'calc((100dvh - 110px) * 16 / 9)', margin: '0 auto' }}>{fullscreen && <PlotArea {...plotProps} />}</div>
      </Modal>
    </Stack>
  );
}
