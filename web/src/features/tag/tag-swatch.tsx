import { ColorSwatch } from '@mantine/core';
import type { ReactNode } from 'react';
import type { TagColor } from '@inkpace/contracts/api/tag';
import { TAG_SWATCHES } from '../../ui/tag-colors.ts';

/** A tag's colour as a dot; decorative, since the colour's name is always written next to it. */
export function TagSwatch({ color, size = 16 }: { color: TagColor; size?: number }): ReactNode {
  return <ColorSwatch color={TAG_SWATCHES[color]} size={size} withShadow={false} aria-hidden style={{ border: '1px solid var(--mantine-color-default-border)', flexShrink: 0 }} />;
}
