import type { ReactNode } from 'react';
import { StarToggle } from '../../ui/star-toggle.tsx';
import { setLeaderboardStarred, updateLeaderboardFailure } from './leaderboard-actions.ts';

/** Toggles the caller's own star on a board (spec §4 "Starring"), with a spinner meanwhile; the list and sidebar refresh. */
export function LeaderboardStarButton({ uuid, title, starred }: { uuid: string; title: string; starred: boolean }): ReactNode {
  return <StarToggle title={title} starred={starred} save={(next) => setLeaderboardStarred(uuid, next)} failure={updateLeaderboardFailure} />;
}
