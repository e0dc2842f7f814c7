import { Text } from '@mantine/core';
import { lazy, Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import type uPlot from 'uplot';
import ui from '../ui.module.css';
import { keyedIndex, moveChartCursor } from './chart-cursor.ts';

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
}

/**
 * A uPlot chart whose reader can see the date and values under the cursor: hovering it, or focusing it and using
 * the arrow keys (a point), Page Up/Down (seven) or Home/End, shows them in a line below it (read out politely) and
 * puts uPlot's cursor there. Focus starts the reading at the latest point. The canvas itself stays hidden from
 * assistive technology: the chart's text alternative says what it shows.
 */
export function ReadablePlot({ make, count, read, unit = 'day', title, onDoubleClick }: ReadablePlotProps): ReactNode {
  const [index, setIndex] = useState<number | null>(null);
  const [container, width] = useWidth();
  const plot = useRef<uPlot | null>(null);
  const readWith = (key: string): boolean => {
    const next = keyedIndex(key, index, count);
    if (next === null || !plot.current) return false;
    moveChartCursor(plot.current, next);
    setIndex(next);
    return true;
  };

  return (
    <div
      tabIndex={0}
      role="group"
      aria-label={`${title} chart: use the arrow keys to read each ${unit}`}
      onKeyDown={(event) => {
        if (readWith(event.key)) event.preventDefault();
      }}
      onFocus={(event) => {
        if (event.currentTarget === event.target && index === null) readWith('End');
      }}
    >
      <div
        ref={container}
        onDoubleClick={onDoubleClick ? (event) => onDoubleClick(event, plot.current) : undefined}
        title={onDoubleClick ? 'Alt + double-click to save as an image' : undefined}
        aria-hidden="true"
        style={{ width: '100%' }}
      >
        {width > 0 && canPaint() && (
          <Suspense fallback={null}>
            <Plot make={make} width={width} onCursor={setIndex} onChart={(chart) => (plot.current = chart)} />
          </Suspense>
        )}
      </div>
      <Text size="sm" className={ui.muted} aria-live="polite" mih="1.5em">
        {index === null ? null : read(index)}
      </Text>
    </div>
  );
}
