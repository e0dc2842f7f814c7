import { useMemo, useRef, type ReactNode } from 'react';
import uPlot from 'uplot';
import UplotReact from 'uplot-react';
import type { PlotFactory } from './readable-plot.tsx';

export interface PlotProps {
  make: PlotFactory;
  width: number;
  /** Told the index of the data point under the cursor (mouse or keyboard), null when it leaves the chart. */
  onCursor(index: number | null): void;
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
    const setCursor = (u: uPlot): void => cursorListener.current(u.cursor.idx ?? null);
    return { options: { ...built.options, hooks: { ...built.options.hooks, setCursor: [...(built.options.hooks?.setCursor ?? []), setCursor] } }, data: built.data };
  }, [make, width]);
  return <UplotReact options={options} data={data} onCreate={onChart} onDelete={() => onChart(null)} />;
}
