import { Avatar, Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { movementWords, textOn } from './board-people.ts';

/**
 * A row's place: its position ("tie" beside it when another row shares it) and the arrow of its move since
 * yesterday, with the move in words for screen readers ("up 2", "down 1", "no change").
 */
export function Rank({ position, tied, movement }: { position: number; tied: boolean; movement: number }): ReactNode {
  const arrow = movement > 0 ? `▲${movement}` : movement < 0 ? `▼${-movement}` : '–';
  // The light variants' text colours read at 4.5:1 on both schemes' backgrounds.
  const color = movement > 0 ? 'var(--mantine-color-teal-light-color)' : movement < 0 ? 'var(--mantine-color-red-light-color)' : 'dimmed';
  return (
    <Group gap={6} wrap="nowrap" justify="flex-start">
      <Text fw={700} span>
        {position}
      </Text>
      {tied && (
        <Badge size="xs" variant="light" color="gray">
          tie
        </Badge>
      )}
      <Text size="sm" c={color} span aria-hidden="true" miw="2.2em">
        {arrow}
      </Text>
      <VisuallyHidden>{`, ${movementWords(movement)} since yesterday`}</VisuallyHidden>
    </Group>
  );
}

/** Positions that more than one row holds. */
export function tiedPositions(rows: readonly { position: number }[]): Set<number> {
  const seen = new Set<number>();
  const tied = new Set<number>();
  for (const { position } of rows) {
    if (seen.has(position)) tied.add(position);
    seen.add(position);
  }
  return tied;
}

/** A name with its colour: a small avatar of initials in the member's (or team's) colour. */
export function NameWithColor({ name, color, initials, you = false }: { name: string; color: string; initials: string; you?: boolean }): ReactNode {
  return (
    <Group gap="xs" wrap="nowrap">
      <Avatar size={28} radius="xl" variant="filled" color={color} aria-hidden="true" styles={{ placeholder: { fontSize: 11, color: textOn(color) } }}>
        {initials}
      </Avatar>
      <Text span fw={600} style={{ overflowWrap: 'anywhere' }}>
        {name}
      </Text>
      {you && (
        <Badge size="xs" variant="light" style={{ flex: 'none' }}>
          You
        </Badge>
      )}
    </Group>
  );
}
