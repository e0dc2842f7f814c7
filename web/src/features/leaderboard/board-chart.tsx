import 'uplot/dist/uPlot.min.css';
import { Box, Group, Table, Text, VisuallyHidden, useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback, useMemo, type ReactNode } from 'react';
import { boardColor } from '@inkpace/contracts/rules/board-colors';
import { formatCalendarDate } from '@inkpace/contracts/rules/format';
import { useChartColors } from '../../ui/charts/chart-colors.ts';
import { ReadablePlot } from '../../ui/charts/readable-plot.tsx';
import type { PlotFactory } from '../../ui/charts/readable-plot.tsx';
import ui from '../../ui/ui.module.css';
import type { Board, Standings } from './board-cache.ts';
import { BoardChartFrame } from './board-chart-frame.tsx';
import { boardChartOptions, type BoardChartMode, type BoardLine } from './board-chart-options.ts';
import { useSwatch } from '../../ui/swatch.ts';
import { formatValue, peopleById, standingsUnit, teamColor, teamName, type Unit } from './board-people.ts';
import type { ImageKey } from './board-save-image.ts';
import { useCurrentUser } from '../../app/session.ts';

/** The chart's lines, from the standings' series: each participant's (or team's) name and colour. */
export function useBoardLines(board: Board, standings: Standings): BoardLine[] {
  const swatch = useSwatch();
  return useMemo(() => {
    const people = peopleById(standings);
    return standings.series.map((s) => {
      if (s.kind === 'team') return { label: teamName(board, s.id), color: swatch(teamColor(board, s.id)), values: s.total };
      const person = people.get(s.id);
      return { label: person?.displayName ?? `Member ${s.id}`, color: swatch(boardColor(person?.color ?? '', s.id)), values: s.total };
    });
  }, [board, standings, swatch]);
}

/** A line key in the caption: the stroke (dashed for par) and whose it is; colour is never the only cue. */
export function ChartKey({ keys, label }: { keys: readonly ImageKey[]; label: string }): ReactNode {
  return (
    <Group component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {keys.map((key) => (
        <Group gap={6} component="li" key={key.label} wrap="nowrap">
          <Box w={24} style={{ borderTop: `3px ${key.dashed ? 'dashed' : 'solid'} ${key.color}` }} aria-hidden="true" />
          <Text size="sm">{key.label}</Text>
        </Group>
      ))}
    </Group>
  );
}

/**
 * For screen readers: the running totals on each date something changed (the first and last dates always), one
 * column per line, par last.
 */
function ChartTable({ title, dates, lines, par, unit }: { title: string; dates: readonly string[]; lines: readonly BoardLine[]; par: readonly number[] | null; unit: Unit }): ReactNode {
  const changed = dates.flatMap((date, i) => (i === 0 || i === dates.length - 1 || lines.some((l) => l.values[i] !== l.values[i - 1]) ? [{ date, i }] : []));
  return (
    <VisuallyHidden>
      <Table>
        <caption>{title}: running totals on the days they changed</caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Date</Table.Th>
            {lines.map((l) => (
              <Table.Th scope="col" key={l.label}>
                {l.label}
              </Table.Th>
            ))}
            {par && <Table.Th scope="col">Par</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changed.map(({ date, i }) => (
            <Table.Tr key={date}>
              <Table.Th scope="row">{formatCalendarDate(date)}</Table.Th>
              {lines.map((l) => (
                <Table.Td key={l.label}>{formatValue(l.values[i] ?? 0, unit)}</Table.Td>
              ))}
              {par && <Table.Td>{formatValue(par[i] ?? 0, unit)}</Table.Td>}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </VisuallyHidden>
  );
}

/** The last chart date on or before today (the first date when all are to come). */
export const todayIndex = (dates: readonly string[], today: string): number => Math.max(0, dates.reduce((found, date, i) => (date <= today ? i : found), -1));

/**
 * "Mar 1, 2026 to Mar 31, 2026. In the lead: Ada with 12,000 words (par 10,000 words)." The lead and par are
 * today's (the chart may run on to the board's end date).
 */
export function chartSentence(dates: readonly string[], lines: readonly BoardLine[], par: readonly number[] | null, unit: Unit, today: string): string {
  const first = dates[0];
  const end = dates[dates.length - 1];
  if (!first || !end) return '';
  const last = todayIndex(dates, today);
  const totals = lines.map((l) => ({ label: l.label, total: l.values[last] ?? 0 }));
  const best = Math.max(...totals.map((t) => t.total));
  const leaders = totals.filter((t) => t.total === best).map((t) => t.label);
  const parThen = par?.[last];
  const parText = parThen === undefined ? '' : ` (par ${formatValue(parThen, unit)})`;
  const lead = leaders.length > 0 ? ` In the lead: ${leaders.join(' and ')} with ${formatValue(best, unit)}${parText}.` : '';
  const span = first === end ? `On ${formatCalendarDate(first)}.` : `${formatCalendarDate(first)} to ${formatCalendarDate(end)}.`;
  return `${span}${lead}`;
}

/**
 * The board's chart (spec §2 "charts"): each participant's (or, with teams, each team's) running total in their
 * colour, and the par line dashed, over the standings' dates. The canvas is hidden from assistive technology; the
 * key, a sentence, the readout under the cursor or arrow keys, and a hidden table say the same.
 */
export function BoardChart({ board, standings }: { board: Board; standings: Standings }): ReactNode {
  const colors = useChartColors();
  const weekStartDay = useCurrentUser()?.userSettings.weekStartDay ?? 0;
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  const parColor = scheme === 'dark' ? theme.colors.gray[3] : theme.colors.dark[6];
  const lines = useBoardLines(board, standings);
  const unit = standingsUnit(board, standings);
  const { dates, parLine, today } = standings;
  const mode: BoardChartMode = 'line';
  const make = useCallback<PlotFactory>(
    (_UPlot, width) =>
      boardChartOptions({ dates, lines, unit, today, mode, colors, width, weekStartDay, reference: parLine ? { label: 'Par', color: parColor, values: parLine } : null }),
    [dates, lines, unit, today, mode, colors, parLine, parColor, weekStartDay],
  );
  const keys: ImageKey[] = [...lines.map((l) => ({ label: l.label, color: l.color })), ...(parLine ? [{ label: 'Par', color: parColor, dashed: true }] : [])];
  const read = (i: number): string => {
    const date = dates[i];
    if (!date) return '';
    // Days to come have par only: nobody's total is known yet.
    const parts = date > today ? [] : lines.map((l) => `${l.label} ${formatValue(l.values[i] ?? 0, unit)}`);
    if (parLine) parts.push(`par ${formatValue(parLine[i] ?? 0, unit)}`);
    return `${formatCalendarDate(date)}: ${parts.join(', ')}`;
  };
  const title = board.individualGoalMode ? 'Progress towards goals' : 'Progress';

  return (
    <BoardChartFrame
      title={title}
      keys={keys}
      colors={colors}
      caption={
        <figcaption>
          <ChartKey keys={keys} label="Chart key" />
          <Text size="sm" className={ui.muted} mt={4}>
            {chartSentence(dates, lines, parLine, unit, standings.today)}
          </Text>
          <ChartTable title={title} dates={dates} lines={lines} par={parLine} unit={unit} />
        </figcaption>
      }
    >
      <ReadablePlot make={make} count={dates.length} read={read} title={title} startIndex={todayIndex(dates, today)} />
    </BoardChartFrame>
  );
}
