import { Text } from '@mantine/core';
import { useState, type MouseEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import ui from '../ui.module.css';
import { keyedIndex, moveChartCursor } from './chart-cursor.ts';
import { usePlot, type PlotFactory } from './use-plot.ts';

interface ReadablePlotProps {
  make: PlotFactory;
  /** How many data points (days) the chart has. */
  count: number;
  /** The reading of data point `index`, e.g. "Mar 20, 2024: 2,750 words in total". */
  read(index: number): string;
  /** The chart's name, e.g. "Words". */
  title: string;
  onDoubleClick?(event: MouseEvent, plot: uPlot | null): void;
  /** Where the reading starts on focus (default the latest point): e.g. today, on a chart that runs on past it. */
  startIndex?: number;
}

/**
 * A uPlot chart whose reader can see the date and values under the cursor: hovering it, or focusing it and using
 * the arrow keys (a day), Page Up/Down (a week) or Home/End, shows them in a line below it (read out politely) and
 * puts uPlot's cursor there. Focus starts the reading at the latest day. The canvas itself stays hidden from
 * assistive technology: the chart's text alternative says what it shows.
 */
export function ReadablePlot({ make, count, read, title, onDoubleClick, startIndex }: ReadablePlotProps): ReactNode {
  const [index, setIndex] = useState<number | null>(null);
  const { container, plot } = usePlot(make, setIndex);
  const readAt = (next: number | null): boolean => {
    if (next === null || !plot.current) return false;
    moveChartCursor(plot.current, next);
    setIndex(next);
    return true;
  };
  const readWith = (key: string): boolean => readAt(keyedIndex(key, index, count));

  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={`${title} chart: use the arrow keys to read each day`}
      onKeyDown={(event) => {
        if (readWith(event.key)) event.preventDefault();
      }}
      onFocus={(event) => {
        if (event.currentTarget !== event.target || index !== null) return;
        if (startIndex !== undefined && startIndex >= 0 && startIndex < count) readAt(startIndex);
        else readWith('End');
      }}
    >
      <div
        ref={container}
        onDoubleClick={onDoubleClick ? (event) => onDoubleClick(event, plot.current) : undefined}
        title={onDoubleClick ? 'Alt + double-click to save as an image' : undefined}
        aria-hidden="true"
        style={{ width: '100%' }}
      />
      <Text size="sm" className={ui.muted} aria-live="polite" mih="1.5em">
        {index === null ? null : read(index)}
      </Text>
    </div>
  );
}
