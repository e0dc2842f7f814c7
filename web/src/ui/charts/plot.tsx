import { useMemo, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import type { PlotFactory } from './readable-plot.tsx';

/** Where uPlot's cursor is, in CSS pixels from the chart's top left corner (axes included). */
export interface CursorAt {
  x: number;
  y: number;
}

export interface PlotProps {
  make: PlotFactory;
  width: number;
  /**
   * Told the index of the data point under the cursor (mouse or keyboard) and where the cursor is, null when it
   * leaves the chart.
   */
  onCursor(index: number | null, at: CursorAt | null): void;
  /** The live chart, and null once it is gone (the keyboard reading moves its cursor). */
  onChart(chart: uPlot | null): void;
}

/**
 * The uPlot chart itself, through `uplot-react` (which builds, updates and destroys it with the component). Its own
 * module, loaded on demand, so uPlot stays out of the pages' first load. A new `make` or width builds a new chart.
 */
export default function Plot({ make, width, onCursor, onChart }: PlotProps): ReactNode {
  const cursorListener = useRef(onCursor);
  cursorListener.current = onCursor;
  const { options, data } = useMemo(() => {
    const built = make(uPlot, width);
    const setCursor = (u: uPlot): void => {
      const index = u.cursor.idx ?? null;
      const { left, top } = u.cursor;
      if (index === null || left === undefined || top === undefined || left < 0 || top < 0) {
        cursorListener.current(null, null);
        return;
      }
      // The cursor is given from the plot area's corner; the tooltip is placed from the chart's.
      const over = u.over.getBoundingClientRect();
      const root = u.root.getBoundingClientRect();
      cursorListener.current(index, { x: over.left - root.left + left, y: over.top - root.top + top });
    };
    return { options: { ...built.options, hooks: { ...built.options.hooks, setCursor: [...(built.options.hooks?.setCursor ?? []), setCursor] } }, data: built.data };
  }, [make, width]);
  return <UplotReact options={options} data={data} onCreate={onChart} onDelete={() => onChart(null)} />;
}
