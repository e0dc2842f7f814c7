/**
 * Orders of the leaderboard screens (spec §4 "Leaderboard ordering"): the list, starred first then title; a board's
 * members, owners first, then participants, then display name. Titles and names in natural order ("Team 2" before
 * "Team 10"), case and accents ignored, with one fixed locale so every browser sorts alike.
 */
const natural = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

export interface ListedBoard {
  title: string;
  starred: boolean;
}

export function sortLeaderboards<T extends ListedBoard>(boards: readonly T[]): T[] {
  return [...boards].sort((a, b) => Number(b.starred) - Number(a.starred) || natural.compare(a.title, b.title));
}

export interface ListedMember {
  isOwner: boolean;
  isParticipant: boolean;
  displayName: string;
}

export function sortMembers<T extends ListedMember>(members: readonly T[]): T[] {
  return [...members].sort(
    (a, b) => Number(b.isOwner) - Number(a.isOwner) || Number(b.isParticipant) - Number(a.isParticipant) || natural.compare(a.displayName, b.displayName),
  );
}

/** Teams by name, in the same natural order (the spec leaves team order open: "not shown"). */
export function sortTeams<T extends { name: string }>(teams: readonly T[]): T[] {
  return [...teams].sort((a, b) => natural.compare(a.name, b.name));
}
