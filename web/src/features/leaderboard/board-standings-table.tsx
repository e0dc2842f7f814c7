import { Stack, Table, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { formatMeasureCount } from '@inkpace/contracts/rules/format';
import { StackingTable, stackingCells } from '../../ui/stacking-table.tsx';
import type { Board, Standings } from './board-cache.ts';
import { useSwatch } from '../../ui/swatch.ts';
import { formatPoints, formatValue, peopleById, standingsUnit, teamColor, teamName, type Unit } from './board-people.ts';
import { NameWithColor, Rank, tiedPositions } from './board-rank.tsx';
import { boardColor } from '@inkpace/contracts/rules/board-colors';

const dash = '—';

/**
 * Ahead of or behind par: "+1,200 words", "−300 words", "On par"; in individual-goal mode, where par is a percent,
 * in percentage points: "+4 points".
 */
function vsParText(n: number, unit: Unit): string {
  // Percents show one decimal: a difference that rounds to 0.0 is on par too.
  if (n === 0 || (unit === 'percent' && Math.round(Math.abs(n) * 10) === 0)) return 'On par';
  const size = unit === 'percent' ? formatPoints(Math.abs(n)) : formatValue(Math.abs(n), unit);
  return `${n > 0 ? '+' : '−'}${size}`;
}

interface TableProps {
  board: Board;
  standings: Standings;
  /** The viewer's member id on this board, to mark their row. */
  viewerId: number | null;
}

/**
 * The participants' standings (spec §2 "Standings"): place (ties and the move since yesterday), name in their
 * colour, progress; par and vs-par when the board shows par; goal and percent in individual-goal mode. On a narrow
 * screen each row is a card (StackingTable): the name top left, the place top right.
 */
export function StandingsTable({ board, standings, viewerId }: TableProps): ReactNode {
  const titleId = useId();
  const swatch = useSwatch();
  const people = peopleById(standings);
  const tied = tiedPositions(standings.rows);
  const withPar = standings.rows.some((r) => r.par !== null);
  const individual = board.individualGoalMode;
  // Par is a percent of each member's goal in individual-goal mode, a count in the measure otherwise.
  const parUnit = (measure: Unit): Unit => (individual ? 'percent' : measure);

  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Standings
      </Title>
      <StackingTable verticalSpacing="xs" aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Name</Table.Th>
            <Table.Th scope="col">Progress</Table.Th>
            {individual && <Table.Th scope="col">Goal</Table.Th>}
            {individual && <Table.Th scope="col">Percent</Table.Th>}
            {withPar && <Table.Th scope="col">Par</Table.Th>}
            {withPar && <Table.Th scope="col">Vs. par</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.rows.map((row) => {
            const person = people.get(row.memberId);
            const name = person?.displayName ?? `Member ${row.memberId}`;
            return (
              <Table.Tr key={row.memberId}>
                {/* Top right of a card: the place reads first in a row of the table, beside the name on a card. */}
                <Table.Td className={stackingCells.actions}>
                  <Rank position={row.position} tied={tied.has(row.position)} movement={row.movement} />
                </Table.Td>
                <Table.Th scope="row" className={stackingCells.primary}>
                  <NameWithColor name={name} avatar={person?.avatar ?? null} color={swatch(boardColor(person?.color ?? '', row.memberId))} you={row.memberId === viewerId} />
                </Table.Th>
                <Table.Td data-label="Progress">{formatMeasureCount(row.progress, row.measure)}</Table.Td>
                {individual && <Table.Td data-label="Goal">{row.goal === null ? dash : formatMeasureCount(row.goal, row.measure)}</Table.Td>}
                {individual && <Table.Td data-label="Percent">{row.percent === null ? 'N/A' : formatValue(row.percent, 'percent')}</Table.Td>}
                {withPar && <Table.Td data-label="Par">{row.par === null ? dash : formatValue(row.par, parUnit(row.measure))}</Table.Td>}
                {withPar && <Table.Td data-label="Vs. par">{row.vsPar === null ? dash : vsParText(row.vsPar, parUnit(row.measure))}</Table.Td>}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackingTable>
    </Stack>
  );
}

/** Team standings, with teams enabled: place, team in its colour, how many count for it, and its progress. */
export function TeamStandingsTable({ board, standings }: Omit<TableProps, 'viewerId'>): ReactNode {
  const titleId = useId();
  const swatch = useSwatch();
  const tied = tiedPositions(standings.teams);
  const unit = standingsUnit(board, standings);
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId}>
        Team standings
      </Title>
      <StackingTable verticalSpacing="xs" aria-labelledby={titleId}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Place</Table.Th>
            <Table.Th scope="col">Team</Table.Th>
            <Table.Th scope="col">Participants</Table.Th>
            <Table.Th scope="col">{board.individualGoalMode ? 'Average of goals' : 'Progress'}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {standings.teams.map((row) => {
            const name = teamName(board, row.teamId);
            return (
              <Table.Tr key={row.teamId}>
                <Table.Td className={stackingCells.actions}>
                  <Rank position={row.position} tied={tied.has(row.position)} movement={row.movement} />
                </Table.Td>
                <Table.Th scope="row" className={stackingCells.primary}>
                  <NameWithColor name={name} color={swatch(teamColor(board, row.teamId))} />
                </Table.Th>
                <Table.Td data-label="Participants">{row.memberIds.length}</Table.Td>
                <Table.Td data-label={board.individualGoalMode ? 'Average of goals' : 'Progress'}>{formatValue(row.progress, unit)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </StackingTable>
    </Stack>
  );
}
