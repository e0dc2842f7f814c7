import { IMAGE_MAX_MB, IMAGE_TYPE_NAMES } from '../rules/images.ts';
import { RESTORE_WINDOW_DAYS } from '../rules/lifecycle.ts';

/** Notes beside controls, confirmation questions and pace messages. */
export const notes = {
  /** Undo (issue 28): the "Recently deleted" page's introduction and each row's when. */
  recentlyDeleted: `What you deleted in the last ${RESTORE_WINDOW_DAYS} days. Restore brings a thing back as it was: a project with its entries, a tag on its entries and goals, a leaderboard with its members and teams.`,
  deletedAgo: (ago: string) => `Deleted ${ago}`,
  restorableUntil: (until: string) => `restorable until ${until}`,
  /** A password change or reset ends sessions and reset links, but deliberately not API keys (scripts keep running). */
  apiKeysKeepWorking: 'Your API keys keep working after a password change or reset. To stop one, delete it at Account → API Keys.',
  /** Beside the only owner's Demote and Kick buttons, which are off (spec §4 "The sole owner cannot be demoted, kicked"). */
  soleOwner: 'The only owner cannot be demoted or kicked. Make another member an owner first.',
  /** Beside a banner's icon name in the admin form: which names the site draws (contracts/rules/banner-icons.ts). */
  bannerIcon: 'A Material icon name (e.g. campaign, info, celebration, build) or a Prime one starting with pi- (e.g. pi-megaphone). The preview shows it as visitors will see it.',
  /** The same, when the site does not draw the name typed (apps using the API may still show it). */
  bannerIconNotDrawn: (name: string) => `This site does not draw “${name}”, so it shows the color's own icon; apps that use the API may still show it.`,
  /** Beside the account page's avatar controls. */
  avatarImage: `An image of up to ${IMAGE_MAX_MB} MB (${IMAGE_TYPE_NAMES}), cropped to a square.`,
  /** An open board page whose viewer was kicked, left elsewhere, or whose board was deleted (its live stream says so). */
  removedFromBoard: 'You are no longer a member of this leaderboard: an owner removed you, you left it, or it was deleted. The standings below are as they stood then.',
} as const;

export const confirm = {
  /** The spec's danger question: "You are about to {action}. Are you sure you want to do this?" */
  aboutTo: (action: string) => `You are about to ${action}. Are you sure you want to do this?`,
  removeCover: 'Are you sure you want to remove your current cover?',
  deleteTally: 'Delete this progress entry?',
  deleteApiKey: (name: string) => `Delete the API key “${name}”? Anything that uses it will stop working at once. This cannot be undone.`,
  deleteTag: `The tag is removed from every progress entry that has it; the entries themselves stay. You can restore it, on the same entries, for ${RESTORE_WINDOW_DAYS} days.`,
  cannotBeUndone: 'This cannot be undone.',
  /** Undo (issue 28): what a writer deletes can come back, from the toast or from "Recently deleted". */
  restorable: `You can restore it for ${RESTORE_WINDOW_DAYS} days.`,
} as const;

export const pace = {
  getItGoing: 'get it going!',
  phew: 'phew!',
  almostThere: 'almost there!',
  youGotThis: 'you got this!',
  keepOnGoing: 'keep on going!',
  goodLuck: 'good luck!',
  bearDown: 'bear down!',
} as const;
