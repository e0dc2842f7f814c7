import { Stack, Text } from '@mantine/core';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { DayCount } from '@inkpace/contracts/api/stats';
import { formatCalendarDate, monthShort } from '@inkpace/contracts/rules/format';
import { HEAT_TIERS, heatMapMonthLabels, heatMapWeeks, heatTier, heatValues } from '@inkpace/contracts/rules/heat';
import { WEEKDAY_SHORT_NAMES, weekdaysFrom } from '@inkpace/contracts/rules/week-order';
import { countsText, dayLabel, hasProgress, rangeTotals } from './day-text.ts';
import ui from '../ui.module.css';
import classes from './heat-map.module.css';

export interface HeatMapProps {
  /** Day totals; days outside `start`..`end` are ignored. */
  days: readonly DayCount[];
  start: string;
  end: string;
  /** 0 = Sunday … 6 = Saturday: the top row of every column. */
  weekStartDay: number;
  /** What the map shows, e.g. "Activity"; names the map for screen readers. */
  label: string;
  /** Smaller cells, so a whole year fits beside the sidebar on a desktop (dashboard, lifetime stats). */
  compact?: boolean;
}

const tierClass = (tier: number): string => classes[`tier${tier}`] ?? '';

/** The rows' weekday names, from the writer's week start, level with the cells (beside the scroller, so they stay put). */
function WeekdayLabels({ weekStartDay }: { weekStartDay: number }): ReactNode {
  return (
    <div className={classes.weekdays} aria-hidden="true">
      <span />
      {weekdaysFrom(weekStartDay).map((day) => (
        <span key={day} className={classes.weekday} data-testid="heat-map-weekday">
          {WEEKDAY_SHORT_NAMES[day]}
        </span>
      ))}
    </div>
  );
}

/**
 * Activity heat map (spec §4, §9): one column per week, one cell per day coloured by its heat tier, the month above
 * and the weekday beside. Every cell names its date and counts, and a sentence above the map sums the range up for
 * readers who cannot see colour.
 */
export function HeatMap({ days, start, end, weekStartDay, label, compact = false }: HeatMapProps): ReactNode {
  const shown = useMemo(() => days.filter((d) => d.date >= start && d.date <= end), [days, start, end]);
  const values = useMemo(() => heatValues(shown), [shown]);
  const byDate = useMemo(() => new Map(shown.map((d) => [d.date, d.counts])), [shown]);
  const weeks = useMemo(() => heatMapWeeks(start, end, weekStartDay), [start, end, weekStartDay]);
  const monthLabels = useMemo(() => heatMapMonthLabels(weeks), [weeks]);
  const activeDays = shown.filter((d) => hasProgress(d.counts)).length;
  const totals = countsText(rangeTotals(shown, start, end));
  // The latest weeks matter most: a map wider than its space opens scrolled to its end, and says earlier weeks
  // are there (a fade on the left edge and a line under it) while any are out of view.
  const scroller = useRef<HTMLDivElement | null>(null);
  const [earlierHidden, setEarlierHidden] = useState(false);
  const notice = useCallback(() => {
    const element = scroller.current;
    if (element) setEarlierHidden(element.scrollLeft > 1);
  }, []);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = element.scrollWidth;
    notice();
  }, [weeks, notice]);

  return (
    <Stack gap="xs" role="group" aria-label={label}>
      <Text size="sm" className={ui.muted}>
        {activeDays === 1 ? '1 day' : `${activeDays} days`} with progress from {formatCalendarDate(start)} to {formatCalendarDate(end)}
        {activeDays > 0 ? ` (total: ${totals}).` : '.'}
      </Text>
      <div className={compact ? `${classes.frame} ${classes.compact}` : classes.frame}>
        <WeekdayLabels weekStartDay={weekStartDay} />
        <div
          ref={scroller}
          className={earlierHidden ? `${classes.scroller} ${classes.earlierHidden}` : classes.scroller}
          tabIndex={0}
          role="region"
          aria-label={`${label}, one column per week`}
          onScroll={notice}
        >
          <div className={classes.grid}>
            {weeks.map((week, w) => {
              const monthStart = monthLabels[w] ?? null;
              return [
                <span key={`m${w}`} className={classes.month} aria-hidden="true">
                  {monthStart ? monthShort(monthStart) : ''}
                </span>,
                ...week.map((date, d) => {
                  if (date === null) return <span key={`${w}-${d}`} className={`${classes.cell} ${classes.outside}`} aria-hidden="true" />;
                  const tier = heatTier(values.get(date) ?? 0);
                  const name = dayLabel(date, byDate.get(date) ?? {});
                  return <span key={date} role="img" aria-label={name} title={name} data-tier={tier} className={`${classes.cell} ${tierClass(tier)}`} />;
                }),
              ];
            })}
          </div>
        </div>
      </div>
      {earlierHidden && (
        <Text size="xs" className={ui.muted}>
          ← Scroll for earlier weeks
        </Text>
      )}
      <div className={classes.legend} aria-hidden="true">
        <span>Less</span>
        {Array.from({ length: HEAT_TIERS }, (_, tier) => (
          <span key={tier} className={`${classes.cell} ${tierClass(tier)}`} />
        ))}
        <span>More</span>
      </div>
    </Stack>
  );
}
