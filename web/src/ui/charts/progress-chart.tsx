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
import { progressChartOptions, type ChartColors, type ChartMode } from './chart-options.ts';
import { ChartSummary } from './chart-summary.tsx';
import { saveCanvasPng } from './save-png.ts';
import type { PlotFactory } from './use-plot.ts';
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
}

/** What the reader is on: "Mar 1, 2024: 2,100 words in total" (line) or "…: 650 words that day" (bar). */
function pointText(series: ProgressSeries, measure: MeasureName, mode: ChartMode, index: number): string {
  const date = series.dates[index];
  const value = mode === 'line' ? series.total[index] : series.daily[index];
  if (date === undefined || value === undefined) return '';
  return `${formatCalendarDate(date)}: ${formatMeasureCount(value, measure)} ${mode === 'line' ? 'in total' : 'that day'}`;
}

/** The drawn chart, readable under the cursor. Alt+double-click saves it as a PNG framed in the page background. */
function PlotArea({ series, measure, mode, colors, title }: PlotAreaProps): ReactNode {
  const make = useCallback<PlotFactory>(
    (UPlot, width) => progressChartOptions({ series, measure, mode, colors, width, bars: UPlot.paths.bars ?? (() => () => null) }),
    [series, measure, mode, colors],
  );
  const save = (event: MouseEvent, plot: uPlot | null): void => {
    if (!event.altKey || !plot) return;
    event.preventDefault();
    saveCanvasPng(plot.ctx.canvas, plot.width, colors.background, title);
  };
  return <ReadablePlot make={make} count={series.dates.length} read={(index) => pointText(series, measure, mode, index)} title={title} onDoubleClick={save} />;
}

/**
 * One measure's progress over a date range on uPlot (spec §9): a cumulative line or per-day bars, a fullscreen
 * view, Alt+double-click to save a PNG, and a caption that tells the same in words.
 */
export function ProgressChart({ days, measure, start, end, title, startingValue = 0 }: ProgressChartProps): ReactNode {
  const [mode, setMode] = useState<ChartMode>('line');
  const [fullscreen, { open, close }] = useDisclosure(false);
  const colors = useChartColors();
  const titleId = useId();
  const series = useMemo(() => progressSeries(days, measure, { startDate: start, endDate: end, startingValue }), [days, measure, start, end, startingValue]);
  const summary = useMemo(() => summarizeSeries(series), [series]);
  const plotProps = { series, measure, mode, colors, title };

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
