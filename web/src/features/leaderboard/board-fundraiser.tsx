import 'uplot/dist/uPlot.min.css';
import { Box, Group, SegmentedControl, Stack, Text, Title, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback, useId, useMemo, useState, type ReactNode } from 'react';
import { formatCalendarDate, formatCount } from '@inkpace/contracts/rules/format';
import { useChartColors } from '../../ui/charts/chart-colors.ts';
import { ReadablePlot } from '../../ui/charts/readable-plot.tsx';
import type { PlotFactory } from '../../ui/charts/readable-plot.tsx';
import ui from '../../ui/ui.module.css';
import type { Board, Standings } from './board-cache.ts';
import { ChartKey, todayIndex, useBoardLines } from './board-chart.tsx';
import { BoardChartFrame } from './board-chart-frame.tsx';
import { boardChartOptions, type BoardLine } from './board-chart-options.ts';
import { formatValue, type Unit } from './board-people.ts';
import { useCurrentUser } from '../../app/session.ts';

type Fundraiser = NonNullable<Standings['fundraiser']>;
type Mode = 'area' | 'bar';
const MODES: { label: string; value: Mode }[] = [
  { label: 'Area', value: 'area' },
  { label: 'Bar', value: 'bar' },
];

/** A share of the meter as a CSS width. */
const share = (n: number, max: number): string => `${max > 0 ? Math.max(0, Math.min(100, (n / max) * 100)) : 0}%`;

/** "12,000 words of 50,000 words (24%)", or the total alone without a goal. */
export function meterText(f: Fundraiser, unit: Unit): string {
  if (f.goal === null) return `${formatValue(f.grandTotal, unit)} in all`;
  const percent = f.percent === null ? '' : ` (${formatCount(Math.round(f.percent))}%)`;
  return `${formatValue(f.grandTotal, unit)} of ${formatValue(f.goal, unit)}${percent}`;
}

/**
 * The fundraiser's meter: the grand total against the meter's scale, each contribution a coloured segment
 * (biggest first), and the goal marked. A `meter` for assistive technology, with its value in words, and a list of
 * the contributions below.
 */
function Meter({ fundraiser, lines, unit }: { fundraiser: Fundraiser; lines: Map<string, BoardLine>; unit: Unit }): ReactNode {
  const { contributions, grandTotal, goal, meterMax } = fundraiser;
  const labelId = useId();
  const text = meterText(fundraiser, unit);
  const line = (c: Fundraiser['contributions'][number]): BoardLine | undefined => lines.get(`${c.kind}-${c.id}`);
  return (
    <Stack gap="xs">
      <Text fw={700} size="lg" id={labelId}>
        {text}
      </Text>
      <Box
        role="meter"
        aria-labelledby={labelId}
        aria-valuemin={0}
        aria-valuemax={meterMax}
        aria-valuenow={grandTotal}
        aria-valuetext={text}
        pos="relative"
        h={28}
        style={{ borderRadius: 'var(--mantine-radius-md)', overflow: 'hidden', background: 'var(--mantine-color-default-border)', display: 'flex' }}
      >
        {contributions.map((c) => (
          <Box key={`${c.kind}-${c.id}`} h="100%" w={share(c.total, meterMax)} bg={line(c)?.color ?? 'gray'} title={`${line(c)?.label ?? ''}: ${formatValue(c.total, unit)}`} />
        ))}
        {/* The goal's mark, once the total has passed it (until then the meter's end is the goal). */}
        {goal !== null && goal > 0 && goal < meterMax && (
          <Box pos="absolute" top={0} bottom={0} left={share(goal, meterMax)} w={3} bg="var(--mantine-color-text)" aria-hidden="true" style={{ transform: 'translateX(-1.5px)' }} />
        )}
      </Box>
      {goal !== null && grandTotal < goal && (
        <Text size="sm" className={ui.muted}>
          {formatValue(goal - grandTotal, unit)} to go
        </Text>
      )}
      <Stack component="ol" gap={4} p={0} m={0} style={{ listStyle: 'none' }} aria-label="Contributions, biggest first">
        {contributions.map((c) => (
          <Group component="li" key={`${c.kind}-${c.id}`} gap="xs" wrap="nowrap">
            <Box w={12} h={12} bg={line(c)?.color ?? 'gray'} style={{ borderRadius: 3, flex: 'none' }} aria-hidden="true" />
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {line(c)?.label ?? ''}: {formatValue(c.total, unit)}
              {grandTotal > 0 ? ` (${formatCount(Math.round((c.total / grandTotal) * 100))}%)` : ''}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}

/**
 * Fundraiser mode (spec §2): the meter, and the contributions over time stacked as areas or as bars (a toggle),
 * with the goal as a dashed line; fullscreen and save as image like the other chart.
 */
export function FundraiserView({ board, standings, fundraiser }: { board: Board; standings: Standings; fundraiser: Fundraiser }): ReactNode {
  const [mode, setMode] = useState<Mode>('area');
  const colors = useChartColors();
  const weekStartDay = useCurrentUser()?.userSettings.weekStartDay ?? 0;
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const goalColor = scheme === 'dark' ? theme.colors.gray[3] : theme.colors.dark[6];
  const unit: Unit = standings.measure ?? 'word';
  const all = useBoardLines(board, standings);
  const byKey = useMemo(() => {
    const map = new Map<string, BoardLine>();
    standings.series.forEach((s, i) => {
      const line = all[i];
      if (line) map.set(`${s.kind}-${s.id}`, line);
    });
    return map;
  }, [standings, all]);
  // The contributors only, biggest at the bottom of the stack (the order of the meter).
  const lines = useMemo(() => fundraiser.contributions.flatMap((c) => byKey.get(`${c.kind}-${c.id}`) ?? []), [fundraiser, byKey]);
  const { dates, today } = standings;
  const goal = fundraiser.goal;
  const reference = useMemo(() => (goal === null ? null : { label: 'Goal', color: goalColor, values: dates.map(() => goal) }), [goal, goalColor, dates]);
  const make = useCallback<PlotFactory>(
    (UPlot, width) => boardChartOptions({ dates, lines, unit, today, mode, colors, width, weekStartDay, reference, bars: UPlot.paths.bars }),
    [dates, lines, unit, today, mode, colors, reference, weekStartDay],
  );
  const keys = [...lines.map((l) => ({ label: l.label, color: l.color })), ...(reference ? [{ label: 'Goal', color: goalColor, dashed: true }] : [])];
  const read = (i: number): string => {
    const date = dates[i];
    if (!date) return '';
    if (date > today) return `${formatCalendarDate(date)}: still to come`;
    const total = lines.reduce((sum, l) => sum + (l.values[i] ?? 0), 0);
    return `${formatCalendarDate(date)}: ${formatValue(total, unit)} in all (${lines.map((l) => `${l.label} ${formatValue(l.values[i] ?? 0, unit)}`).join(', ')})`;
  };
  const titleId = useId();

  return (
    <Stack gap="lg">
      <Stack gap="xs" component="section" aria-labelledby={titleId}>
        <Title order={2} size="h3" id={titleId}>
          Fundraiser
        </Title>
        <Meter fundraiser={fundraiser} lines={byKey} unit={unit} />
      </Stack>
      {lines.length > 0 && dates.length > 0 && (
        <BoardChartFrame
          title="Contributions over time"
          keys={keys}
          colors={colors}
          controls={<SegmentedControl size="xs" aria-label="Chart type" data={MODES} value={mode} onChange={(v) => setMode(v === 'bar' ? 'bar' : 'area')} />}
          caption={
            <figcaption>
              <ChartKey keys={keys} label="Chart key" />
              <Text size="sm" className={ui.muted} mt={4}>
                {dates[0] && dates[dates.length - 1] ? `${formatCalendarDate(dates[0])} to ${formatCalendarDate(dates[dates.length - 1] ?? dates[0])}: ${meterText(fundraiser, unit)}.` : ''}
              </Text>
            </figcaption>
          }
        >
          <ReadablePlot make={make} count={dates.length} read={read} title="Contributions over time" startIndex={todayIndex(dates, today)} />
        </BoardChartFrame>
      )}
    </Stack>
  );
}
