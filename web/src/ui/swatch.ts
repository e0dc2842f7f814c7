import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import { useCallback } from 'react';
import type { BoardColor } from '@inkpace/contracts/rules/board-colors';

/**
 * A palette colour as the scheme draws it: darker shades on white, lighter ones on the dark background, so lines
 * and swatches stand out (yellow and lime need the darkest shade to show on white).
 */
export function useSwatch(): (color: BoardColor) => string {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return useCallback(
    (color: BoardColor) => {
      const shades = theme.colors[color];
      if (scheme === 'dark') return shades[4];
      return color === 'yellow' || color === 'lime' ? shades[9] : shades[7];
    },
    [theme, scheme],
  );
}
