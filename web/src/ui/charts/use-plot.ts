import { useEffect, useRef, useState, type RefObject } from 'react';
import type uPlot from 'uplot';
import { chartHeight } from './chart-options.ts';

export type PlotFactory = (UPlot: typeof uPlot, width: number) => { options: uPlot.Options; data: uPlot.AlignedData };

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

/**
 * A uPlot chart in the returned container, as wide as the container (kept in step by a ResizeObserver). The plot is
 * built in an effect, after uPlot is loaded on demand, and rebuilt when `make` changes; nothing is drawn where a
 * canvas cannot be painted or while the container has no width.
 */
export function usePlot(
  make: PlotFactory,
  /** Told the index of the data point under the cursor (mouse or keyboard), null when it leaves the chart. */
  onCursor?: (index: number | null) => void,
): { container: RefObject<HTMLDivElement | null>; plot: RefObject<uPlot | null> } {
  const container = useRef<HTMLDivElement | null>(null);
  const cursorListener = useRef(onCursor);
  cursorListener.current = onCursor;
  const plot = useRef<uPlot | null>(null);
  const [width, setWidth] = useState(0);
  const widthNow = useRef(0);
  widthNow.current = width;

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    setWidth(Math.floor(element.clientWidth));
    const observer = new ResizeObserver((entries) => {
      const next = Math.floor(entries[0]?.contentRect.width ?? 0);
      if (next > 0) setWidth(next);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const hasWidth = width > 0;
  useEffect(() => {
    const element = container.current;
    if (!element || !hasWidth || !canPaint()) return;
    let cancelled = false;
    void import('uplot').then(({ default: UPlot }) => {
      if (cancelled) return;
      const { options, data } = make(UPlot, widthNow.current);
      const setCursor = (u: uPlot): void => cursorListener.current?.(u.cursor.idx ?? null);
      plot.current = new UPlot({ ...options, hooks: { ...options.hooks, setCursor: [...(options.hooks?.setCursor ?? []), setCursor] } }, data, element);
    });
    return () => {
      cancelled = true;
      plot.current?.destroy();
      plot.current = null;
    };
  }, [make, hasWidth]);

  useEffect(() => {
    const current = plot.current;
    if (current && width > 0 && current.width !== width) current.setSize({ width, height: chartHeight(width) });
  }, [width]);

  return { container, plot };
}
