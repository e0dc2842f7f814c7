import { Avatar } from '@mantine/core';
import type { ReactNode } from 'react';
import { uploadUrl } from '@inkpace/contracts/api/uploads';
import { initials, textOn } from './avatar-face.ts';

export interface UserAvatarProps {
  /** The name the face stands for: its initials show when there is no picture (or it cannot be loaded). */
  name: string;
  /** The avatar's file name as the API sends it (`avatar`), or null. */
  avatar: string | null;
  /** The colour behind the initials, a `#rrggbb` (the initials are black or white, whichever reads better on it). */
  fill: string;
  size?: number;
  /**
   * Where the colour also says who is who (a board: its chart's lines, its tiles), a picture keeps it as a ring in
   * `fill`, so the row still matches its line.
   */
  ring?: boolean;
}

/**
 * A person's face wherever people are shown (the user menu, the account page, board tiles, rosters, standings): their
 * uploaded avatar, else their initials on a colour. Decorative: the name is always written beside it or named by the
 * group it is in, so screen readers hear it once.
 */
export function UserAvatar({ name, avatar, fill, size = 28, ring = false }: UserAvatarProps): ReactNode {
  const root = avatar && ring ? { boxShadow: `0 0 0 2px ${fill}` } : {};
  return (
    <Avatar
      src={avatar ? uploadUrl('avatars', avatar) : null}
      size={size}
      radius="100%"
      alt=""
      aria-hidden="true"
      styles={{ root, placeholder: { backgroundColor: fill, color: textOn(fill), border: 'none', fontSize: Math.max(10, Math.round(size * 0.4)) } }}
    >
      {initials(name)}
    </Avatar>
  );
}
