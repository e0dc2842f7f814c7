/** What went right: toasts and the short messages of forms and dialogs. */
export const success = {
  signUp: 'Sign up successful! Redirecting to login...',
  // Issue 12 #13: beside the spec's sign-up success, where the next step is.
  verificationMailSent: 'We have sent you an email with a link to verify your address.',
  saved: 'Saved!',
  passwordChanged: 'Your password has been changed!',
  passwordReset: 'Your password has been reset! Redirecting you to the login page...',
  resetRequested: 'An email has been sent to your email address with a password reset link.',
  verificationResent: 'A new verification link has been sent to your email address.',
  emailVerified: 'Your email has been verified! Redirecting you to the login page...',
  /** A writer who opens the link while signed in goes on to their dashboard, not to a login form. */
  emailVerifiedSignedIn: 'Your email has been verified! Redirecting you to your dashboard...',
  created: (title: string) => `${title} has been created.`,
  edited: (title: string) => `${title} has been edited.`,
  deleted: (title: string) => `${title} has been deleted.`,
  writePending: "Saved. It is taking a moment to show up, so please don't send it again: refresh in a few seconds.",
  progressSaved: 'Progress saved!',
  progressLogged: 'Progress logged!',
  progressDeleted: 'Your progress entry has been deleted.',
  coverUploaded: 'Your new cover has been uploaded.',
  coverRemoved: 'Removed',
  avatarUploaded: 'Your new avatar has been uploaded.',
  avatarRemoved: 'Your avatar has been removed.',
  tagCreated: (name: string) => `#${name} has been created.`,
  tagEdited: (name: string) => `#${name} has been edited.`,
  tagDeleted: (name: string) => `#${name} has been deleted.`,
  /** Undo (issue 28): after the toast's Undo or a Restore on "Recently deleted"; `what` as the delete named it. */
  restored: (what: string) => `${what} has been restored.`,
  progressRestored: 'Your progress entry has been restored.',
  /** The Undo toast while the restore is on its way. */
  restoring: 'Restoring…',
  // The board page's join-code dialog (spec §2 "Leaderboard detail").
  codeCopied: 'Code copied!',
  linkCopied: 'Link copied!',
  // Leaderboards (spec §7 success messages).
  updated: (title: string) => `${title} has been updated.`,
  nameSaved: (name: string) => `${name} has been saved.`,
  selectionsChanged: (title: string) => `You have changed your selections for ${title}!`,
  joined: (title: string) => `You have joined ${title}!`,
  joinCodeConfirmed: 'Join code confirmed!',
  leftLeaderboard: 'You have left the leaderboard.',
  leaderboardDeleted: 'This leaderboard has been deleted.',
  removed: 'Removed',
  teamDeleted: 'Deleted',
  // The admin user page's actions (not in the spec, which gives only their failures).
  adminUser: {
    suspend: (username: string) => `${username} has been suspended.`,
    delete: (username: string) => `${username} has been deleted.`,
    activate: (username: string) => `${username} has been activated.`,
    restore: (username: string) => `${username} has been restored.`,
    verifyByFiat: (username: string) => `${username}'s email address is now verified.`,
    sendPasswordReset: (username: string) => `A password reset link has been sent to ${username}.`,
    sendVerification: (username: string) => `A new verification link has been sent to ${username}.`,
  },
} as const;
