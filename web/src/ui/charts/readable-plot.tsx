import { VisuallyHidden } from '@mantine/core';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import { keyedIndex, moveChartCursor, readingParts, tooltipPosition } from './chart-cursor.ts';
import type { CursorAt } from './plot.tsx';
import classes from './readable-plot.module.css';

/** Builds a chart's uPlot options and data for a width (given the loaded uPlot, for its path builders). */
export type PlotFactory = (UPlot: typeof uPlot, width: number) => { options: uPlot.Options; data: uPlot.AlignedData };

const Plot = lazy(() => import('./plot.tsx'));

let canvasSupport: boolean | null = null;

/** Whether this browser can paint on a canvas (jsdom cannot: the page tests render everything but the plot). */
function canPaint(): boolean {
  if (canvasSupport === null) {
    try {
      canvasSupport = document.createElement('canvas').getContext('2d') !== null;
    } catch {
      canvasSupport = false;
    }
  }
  return canvasSupport;
}

/** The element's content width, kept in step by a ResizeObserver (0 until it is laid out). */
function useWidth(): [React.RefObject<HTMLDivElement | null>, number] {
  const element = useRef<HTMLDivElement | null>(null);
  const [width, setWidth] = useState(0);
  useEffect(() => {
    const current = element.current;
    if (!current) return;
    setWidth(Math.floor(current.clientWidth));
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(current);
    return () => observer.disconnect();
  }, []);
  return [element, width];
}

interface ReadablePlotProps {
  make: PlotFactory;
  /** How many data points (days or weeks) the chart has. */
  count: number;
  /** The reading of data point `index`, e.g. "Mar 20, 2024: 2,750 words in total". */
  read(index: number): string;
  /** What one data point is (the keyboard hint names it). */
  unit?: 'day' | 'week';
  /** The chart's name, e.g. "Words". */
  title: string;
  onDoubleClick?(event: MouseEvent, plot: uPlot | null): void;
  /** Where the reading starts on focus (default the latest point): e.g. today, on a chart that runs on past it. */
  startIndex?: number;
}

/**
 * The reading beside the cursor, inside the chart (`box`): the date or week on one line, the values under it. Hidden
 * from assistive technology, which hears the same reading from the live line.
 */
function ChartTooltip({ reading, at, box }: { reading: string; at: CursorAt; box: React.RefObject<HTMLDivElement | null> }): ReactNode {
  const tooltip = useRef<HTMLDivElement | null>(null);
  // Placed once its size is known, before the browser paints it.
  useLayoutEffect(() => {
    const element = tooltip.current;
    const chart = box.current;
    if (!element || !chart) return;
    const { left, top } = tooltipPosition({ ...at, width: element.offsetWidth, height: element.offsetHeight, boxWidth: chart.clientWidth, boxHeight: chart.clientHeight });
    element.style.transform = `translate(${Math.round(left)}px, ${Math.round(top)}px)`;
  });
  const { when, what } = readingParts(reading);
  return (
    <div ref={tooltip} className={classes.tooltip} data-testid="chart-tooltip">
      <div className={classes.when}>{when}</div>
      {what && <div>{what}</div>}
    </div>
  );
}

/**
 * A uPlot chart whose reader can see the date and values under the cursor: hovering it, or focusing it and using
 * the arrow keys (a point), Page Up/Down (seven) or Home/End, shows them in a tooltip beside the cursor (kept inside
 * the chart) and puts uPlot's cursor there; a visually hidden line reads the same out politely. Focus starts the
 * reading at the latest point. The canvas itself stays hidden from assistive technology: the chart's text
 * alternative says what it shows.
 */
export function ReadablePlot({ make, count, read, unit = 'day', title, onDoubleClick, startIndex }: ReadablePlotProps): ReactNode {
  const [index, setIndex] = useState<number | null>(null);
  const [at, setAt] = useState<CursorAt | null>(null);
  const [container, width] = useWidth();
  const plot = useRef<uPlot | null>(null);
  const readAt = (next: number | null): boolean => {
    if (next === null || !plot.current) return false;
    moveChartCursor(plot.current, next);
    setIndex(next);
    return true;
  };
  const readWith = (key: string): boolean => readAt(keyedIndex(key, index, count));
  const onCursor = (next: number | null, cursorAt: CursorAt | null): void => {
    setIndex(next);
    setAt(cursorAt);
  };
  const reading = index === null ? null : read(index);

  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={`${title} chart: use the arrow keys to read each ${unit}`}
      onKeyDown={(event) => {
        if (readWith(event.key)) event.preventDefault();
      }}
      onFocus={(event) => {
        if (event.currentTarget !== event.target || index !== null) return;
        if (startIndex !== undefined && startIndex >= 0 && startIndex < count) readAt(startIndex);
        else readWith('End');
      }}
      onBlur={(event) => {
        // Focus gone elsewhere: the reading (uPlot's cursor and the tooltip) goes too, and starts afresh next time.
        if (event.currentTarget.contains(event.relatedTarget)) return;
        plot.current?.setCursor({ left: -10, top: -10 });
        onCursor(null, null);
      }}
    >
      <div
        ref={container}
        onDoubleClick={onDoubleClick ? (event) => onDoubleClick(event, plot.current) : undefined}
        title={onDoubleClick ? 'Alt + double-click to save as an image' : undefined}
        aria-hidden="true"
        className={classes.chart}
      >
        {width > 0 && canPaint() && (
          <Suspense fallback={null}>
            <Plot make={make} width={width} onCursor={onCursor} onChart={(chart) => (plot.current = chart)} />
          </Suspense>
        )}
        {reading && at && <ChartTooltip reading={reading} at={at} box={container} />}
      </div>
      <VisuallyHidden aria-live="polite">{reading}</VisuallyHidden>
    </div>
  );
}
