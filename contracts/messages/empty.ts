import { RESTORE_WINDOW_DAYS } from '../rules/lifecycle.ts';

/** Empty states: what a page shows before there is anything to list, and what to do about it. */
export const empty = {
  noProjects: "You haven't made any projects yet. Click the New button to get started!",
  noMatchingProjects: 'No matching projects found.',
  noProgress: "You haven't logged any progress on this project. You want the cool graphs? Get writing!",
  // Issue 12 #10: a project whose total is all starting balance (e.g. one finished before it came here).
  onlyStartingBalance: (totals: string, finished: boolean) =>
    finished
      ? `This project is finished. Its total (${totals}) is its starting balance: no progress was logged here.`
      : `This project's total (${totals}) is its starting balance. Log progress to see the graphs.`,
  // Undo (issue 28): the "Recently deleted" page with nothing in its window.
  noDeleted: `Nothing deleted in the last ${RESTORE_WINDOW_DAYS} days.`,
  noTags: "You haven't made any tags yet. Click the New Tag button, or tag a progress entry, to make one.",
  // Goals screens (issue 13): the goals list's empty states, "similar to projects" (spec §2).
  noGoals: "You haven't made any goals yet. Click the New button to get started!",
  noMatchingGoals: 'No matching goals found.',
  /** The dashboard and lifetime stats (issue 13). */
  noActivity: "You haven't logged any progress yet. Click Enter Progress to log your first words, and your activity shows up here.",
  noStarredGoals: 'No starred goals yet. Star a goal on its tile in Goals and it shows up here, with its progress and pace.',
  // Leaderboards list (spec §2, "similar to projects").
  noLeaderboards: "You aren't on any leaderboards yet. Click the New button to start one, or Use Join Code to join a friend's.",
  noMatchingLeaderboards: 'No matching leaderboards found.',
  noTeams: 'No teams yet. Create one with New Team, above, then put members on it in the Members tab.',
  // The admin users list and a user's history (issue 15).
  noUsers: 'No users yet.',
  noUsersMatch: (search: string) => `No users match “${search}”. Search looks in usernames, display names and email addresses.`,
  noUsersOnPage: (page: number) => `There are no users on page ${page}.`,
  noHistory: 'Nothing has happened to this account yet.',
  noMatchingHistory: 'No events match these filters.',
  // A public profile (issue 28): a writer with no progress in the year its heat map covers.
  profileNoActivity: (name: string) => `${name} hasn't logged any progress in the last year.`,
  noLifetimeYears: 'No progress logged yet. Each year you write gets its own section here, with its totals and a calendar.',
  // The admin screens (spec §2 admin-stats, admin-banners), e.g. on a fresh install.
  noBanners: 'There are no banners yet. Click New Banner to announce something to every visitor.',
  noStatsSeries: 'Nothing to chart yet: this fills in as people sign up and use Inkpace.',
  /**
   * A board with no standings to show (spec §2 "Empty-state notices", the standings' `notice`): what is missing, in
   * a sentence; the page adds what the viewer can do about it.
   */
  board: {
    noGoals: 'This leaderboard is in individual goal mode: everyone races towards a goal of their own, and no participant has set one yet.',
    noParticipants: 'Nobody is taking part in this leaderboard yet.',
    onlySpectators: 'Everyone on this leaderboard is a spectator, so there are no standings yet.',
    noTeamParticipants: 'Teams are on, but no participant is on a team yet: the standings count only participants on a team.',
    /** `counted`: the measure shown, in the plural ("words"), or null in individual-goal mode. */
    noProgress: (counted: string | null) => (counted ? `No ${counted} count for this leaderboard yet.` : 'No progress counts for this leaderboard yet.'),
  },
} as const;
