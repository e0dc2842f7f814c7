import type { TagColor } from '@inkpace/contracts/api/tag';

/**
 * How each tag colour (contracts TAG_COLORS) is drawn, on the Tags page and wherever a tag shows (ui/tag-badge.tsx): Mantine's palette where it has the colour, fixed values for
 * brown, white and black; "default" is the theme's primary colour. Swatches carry a border, so white shows.
 */
export const TAG_SWATCHES: Record<TagColor, string> = {
  default: 'var(--mantine-primary-color-filled)',
  red: 'var(--mantine-color-red-6)',
  orange: 'var(--mantine-color-orange-6)',
  yellow: 'var(--mantine-color-yellow-5)',
  green: 'var(--mantine-color-green-6)',
  blue: 'var(--mantine-color-blue-6)',
  purple: 'var(--mantine-color-grape-6)',
  brown: '#8d5b36',
  white: '#ffffff',
  black: '#1a1a1a',
  gray: 'var(--mantine-color-gray-6)',
};

export const tagColorLabel = (color: TagColor): string => color.charAt(0).toUpperCase() + color.slice(1);
