import 'uplot/dist/uPlot.min.css';
import { Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useId, type MouseEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import type { CountSeries } from '@inkpace/contracts/rules/admin-series';
import { formatCalendarDate, formatCount } from '@inkpace/contracts/rules/format';
import ui from '../ui.module.css';
import { useChartColors } from './chart-colors.ts';
import { countChartOptions } from './count-chart-options.ts';
import { ReadablePlot, type PlotFactory } from './readable-plot.tsx';
import { saveCanvasPng } from './save-png.ts';

/** What is counted, in the singular and plural: "sign-up", "sign-ups". */
export interface CountNoun {
  one: string;
  other: string;
}

const counted = (n: number, noun: CountNoun): string => `${formatCount(n)} ${n === 1 ? noun.one : noun.other}`;
/** "Mar 2, 2026", or "Week of Mar 2, 2026" for a week. */
const periodName = (start: string, unit: CountSeries['unit']): string => (unit === 'week' ? `Week of ${formatCalendarDate(start)}` : formatCalendarDate(start));

/** The chart in a sentence: its range, its busiest day or week, and the latest. */
export function countSummary(series: CountSeries, noun: CountNoun): string {
  const { starts, counts, unit } = series;
  let peak = 0;
  counts.forEach((count, i) => {
    if (count > (counts[peak] ?? 0)) peak = i;
  });
  const first = formatCalendarDate(starts[0] ?? '');
  const last = formatCalendarDate(starts[starts.length - 1] ?? '');
  const busiest = `${unit === 'week' ? 'the week of ' : ''}${formatCalendarDate(starts[peak] ?? '')}`;
  return `${unit === 'week' ? 'Weeks of' : 'From'} ${first} to ${last}. Busiest ${unit}: ${busiest}, with ${counted(counts[peak] ?? 0, noun)}. Latest ${unit}: ${counted(counts[counts.length - 1] ?? 0, noun)}.`;
}

/** For screen readers: the days or weeks with a count (the canvas is hidden from them). */
function CountTable({ series, title, noun }: { series: CountSeries; title: string; noun: CountNoun }): ReactNode {
  const rows = series.starts.flatMap((start, i) => ((series.counts[i] ?? 0) > 0 ? [{ start, count: series.counts[i] ?? 0 }] : []));
  return (
    <VisuallyHidden>
      <Table>
        <caption>{title}</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{series.unit === 'week' ? 'Week of' : 'Day'}</Table.Th>
            <Table.Th scope="col">{noun.other}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.start}>
              <Table.Td>{formatCalendarDate(row.start)}</Table.Td>
              <Table.Td>{formatCount(row.count)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

export interface CountChartProps {
  series: CountSeries;
  title: string;
  noun: CountNoun;
  /** Shown instead of the chart when the series is empty. */
  empty: string;
}

/**
 * Counts per day or per ISO week (the admin charts) on uPlot: bars, or a line over long ranges; readable by hover
 * or keyboard, Alt+double-click saves a PNG, and a caption tells the same in words.
 */
export function CountChart({ series, title, noun, empty }: CountChartProps): ReactNode {
  const colors = useChartColors();
  const titleId = useId();
  const make = useCallback<PlotFactory>((UPlot, width) => countChartOptions({ series, colors, width, bars: UPlot.paths.bars ?? (() => () => null) }), [series, colors]);
  const save = (event: MouseEvent, plot: uPlot | null): void => {
    if (!event.altKey || !plot) return;
    event.preventDefault();
    saveCanvasPng(plot.ctx.canvas, plot.width, colors.background, title);
  };

  return (
    <Stack component="figure" aria-labelledby={titleId} gap="xs" m={0}>
      <Title order={3} id={titleId} size="h4">
        {title}
      </Title>
      {series.starts.length === 0 ? (
        <Text size="sm" className={ui.muted}>
          {empty}
        </Text>
      ) : (
        <>
          <ReadablePlot
            make={make}
            count={series.starts.length}
            read={(index) => `${periodName(series.starts[index] ?? '', series.unit)}: ${counted(series.counts[index] ?? 0, noun)}`}
            unit={series.unit}
            title={title}
            onDoubleClick={save}
          />
          <figcaption>
            <Text size="sm" className={ui.muted}>
              {countSummary(series, noun)}
            </Text>
            <CountTable series={series} title={title} noun={noun} />
          </figcaption>
        </>
      )}
    </Stack>
  );
}
