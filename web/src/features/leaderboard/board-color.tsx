import { ColorSwatch, NativeSelect } from '@mantine/core';
import type { ReactNode } from 'react';
import { AUTOMATIC_COLOR, BOARD_COLORS } from '@inkpace/contracts/rules/board-colors';

const label = (color: string): string => (color === AUTOMATIC_COLOR ? 'Automatic' : color.charAt(0).toUpperCase() + color.slice(1));
/** The palette's names are Mantine's colours: the swatch is the shade the charts draw. */
export const boardColorSwatch = (color: string): string => (color === AUTOMATIC_COLOR ? 'transparent' : `var(--mantine-color-${color}-6)`);

export function BoardColorDot({ color, size = 16 }: { color: string; size?: number }): ReactNode {
  return (
    <ColorSwatch
      color={boardColorSwatch(color)}
      size={size}
      withShadow={false}
      aria-hidden
      style={{ border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }}
    />
  );
}

/** One control for a member's or team's colour (spec §5: empty, the automatic one, or a palette colour). */
export function BoardColorSelect({ value, onChange, error, description }: { value: string; onChange(color: string): void; error?: string; description?: string }): ReactNode {
  return (
    <NativeSelect
      label="Color"
      description={description}
      data={[AUTOMATIC_COLOR, ...BOARD_COLORS].map((c) => ({ value: c, label: label(c) }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      leftSection={<BoardColorDot color={value} size={14} />}
      error={error}
    />
  );
}
