import { Box, Button, Group, Stack, Title } from '@mantine/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import type { ChartColors } from '../../ui/charts/chart-options.ts';
import { saveChartImage, type ImageKey } from './board-save-image.ts';

/** Whether this browser lets a page show an element fullscreen (not on iPhones, nor in jsdom). */
const canFullscreen = (): boolean => typeof document !== 'undefined' && document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function';

interface FrameProps {
  title: string;
  /** Controls beside the title (e.g. the chart type). */
  controls?: ReactNode;
  /** The key for the saved image (the page shows its own key in the caption). */
  keys: readonly ImageKey[];
  colors: ChartColors;
  /** The plot. */
  children: ReactNode;
  caption: ReactNode;
}

/**
 * A board chart's figure: title, controls, Fullscreen (the Fullscreen API on the figure itself, so the key and the
 * controls come along; Escape or "Exit fullscreen" leaves) and "Save as image" (the plot's canvas as a PNG with
 * its title and key).
 */
export function BoardChartFrame({ title, controls, keys, colors, children, caption }: FrameProps): ReactNode {
  const titleId = useId();
  const figure = useRef<HTMLDivElement | null>(null);
  const [fullscreen, setFullscreen] = useState(false);

  useEffect(() => {
    const follow = (): void => setFullscreen(document.fullscreenElement !== null && document.fullscreenElement === figure.current);
    document.addEventListener('fullscreenchange', follow);
    return () => document.removeEventListener('fullscreenchange', follow);
  }, []);

  const toggle = (): void => {
    if (fullscreen) void document.exitFullscreen();
    else void figure.current?.requestFullscreen();
  };
  const save = (): void => {
    const canvas = figure.current?.querySelector('canvas');
    if (canvas) saveChartImage(canvas, { title, keys, background: colors.background, text: colors.text });
  };

  return (
    <Stack
      component="figure"
      ref={figure}
      aria-labelledby={titleId}
      gap="xs"
      m={0}
      // Fullscreen shows the figure alone on a black backdrop unless it brings its own background.
      style={fullscreen ? { background: 'var(--mantine-color-body)', padding: 'var(--mantine-spacing-lg)', overflow: 'auto' } : undefined}
    >
      <Group justify="space-between" gap="sm">
        <Title order={2} size="h3" id={titleId}>
          {title}
        </Title>
        <Group gap="xs">
          {controls}
          {canFullscreen() && (
            <Button size="xs" variant="default" onClick={toggle}>
              {fullscreen ? 'Exit fullscreen' : 'Fullscreen'}
            </Button>
          )}
          <Button size="xs" variant="default" onClick={save}>
            Save as image
          </Button>
        </Group>
      </Group>
      {/* In fullscreen, as wide as fits the screen's height at 16:9 (less the title and key). */}
      <Box maw={fullscreen ? 'calc((100dvh - 220px) * 16 / 9)' : undefined} w="100%" mx="auto">
        {children}
      </Box>
      {caption}
    </Stack>
  );
}
