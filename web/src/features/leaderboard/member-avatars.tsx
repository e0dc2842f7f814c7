import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import type { MemberBio } from '@inkpace/contracts/api/leaderboard-member';

/** Spec §9: a tile shows up to 5 avatars, then "+N". */
const SHOWN = 5;
/** Avatars are served by file name from the uploads location (spec §7). */
const avatarUrl = (file: string | null): string | null => (file ? `/uploads/avatars/${encodeURIComponent(file)}` : null);

/**
 * The participants' avatars (initials without a picture, white on a dark fill for contrast) as one image named by its list of names; "+N" for the
 * ones beyond the first five.
 */
export function MemberAvatars({ members }: { members: readonly MemberBio[] }): ReactNode {
  if (members.length === 0) return null;
  const shown = members.slice(0, SHOWN);
  const more = members.length - shown.length;
  const names = shown.map((m) => m.displayName).join(', ');
  return (
    <Avatar.Group spacing="sm" role="img" aria-label={more > 0 ? `${names} and ${more} more` : names}>
      {shown.map((m) => (
        <Avatar key={m.id} src={avatarUrl(m.avatar)} name={m.displayName} variant="filled" color="indigo.8" size="md" alt="" aria-hidden />
      ))}
      {more > 0 && (
        <Avatar size="md" variant="filled" color="gray.8" aria-hidden>
          +{more}
        </Avatar>
      )}
    </Avatar.Group>
  );
}
