import { Avatar, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberBio } from '@inkpace/contracts/api/leaderboard-member';
import { boardColor } from '@inkpace/contracts/rules/board-colors';
import { useSwatch } from '../../ui/swatch.ts';
import { UserAvatar } from '../../ui/user-avatar.tsx';

/** Spec §9: a tile shows up to 5 avatars, then "+N". */
const SHOWN = 5;

/**
 * The participants' avatars as one image named by its list of names; "+N" for the ones beyond the first five. Side
 * by side, not stacked (stacked avatars cut each other's initials), each in the member's board colour as the
 * scheme draws it (the board page's), with black or white initials, whichever reads better on it.
 */
export function MemberAvatars({ members }: { members: readonly MemberBio[] }): ReactNode {
  const swatch = useSwatch();
  if (members.length === 0) return null;
  const shown = members.slice(0, SHOWN);
  const more = members.length - shown.length;
  const names = shown.map((m) => m.displayName).join(', ');
  return (
    <Group gap={4} wrap="nowrap" role="img" aria-label={more > 0 ? `${names} and ${more} more` : names}>
      {shown.map((m) => (
        <UserAvatar key={m.id} name={m.displayName} avatar={m.avatar} fill={swatch(boardColor(m.color, m.id))} size={32} ring />
      ))}
      {more > 0 && (
        <Avatar size={32} variant="filled" color="gray.8" aria-hidden>
          +{more}
        </Avatar>
      )}
    </Group>
  );
}
