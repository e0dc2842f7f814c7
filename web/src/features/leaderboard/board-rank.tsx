import { Badge, Group, Text, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import { UserAvatar } from '../../ui/user-avatar.tsx';
import { movementWords } from './board-people.ts';

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

/**
 * A name with its face: the member's avatar, else their (or a team's) initials in its colour (`color`, a `#rrggbb`).
 */
export function NameWithColor({ name, color, avatar = null, you = false }: { name: string; color: string; avatar?: string | null; you?: boolean }): ReactNode {
  return (
    <Group gap="xs" wrap="nowrap">
      <UserAvatar name={name} avatar={avatar} fill={color} size={28} ring />
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
