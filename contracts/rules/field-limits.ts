/**
 * The limits of the fields writers and administrators send: each number is written here once, and both the schema
 * that enforces it (contracts/api) and the message that says it (contracts/messages/validation.ts) read it from
 * here. A module with no imports, so the messages can say them (like history-bounds.ts); the api modules re-export
 * the ones their importers know them by.
 */

// Accounts (spec §5 "Sign up", "Account").
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 24;
export const DISPLAY_NAME_MIN = 3;
export const DISPLAY_NAME_MAX = 24;
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 256;
export const EMAIL_MAX = 254;
export const API_KEY_NAME_MAX = 100;

// Titles and texts of the things a writer keeps.
export const PROJECT_TITLE_MAX = 200;
export const PROJECT_DESCRIPTION_MAX = 5000;
export const GOAL_TITLE_MAX = 200;
export const GOAL_DESCRIPTION_MAX = 5000;
export const LEADERBOARD_TITLE_MAX = 200;
export const LEADERBOARD_DESCRIPTION_MAX = 5000;
export const TAG_NAME_MAX = 100;
export const TEAM_NAME_MAX = 100;
export const NOTE_MAX = 140;
/** The note counter turns to the warning colour past this (spec §9), and to danger past NOTE_MAX. */
export const NOTE_WARN = 120;
export const BANNER_MESSAGE_MAX = 1000;
export const BANNER_ICON_MAX = 100;

// How many of a thing one request or one writer may carry.
export const TALLY_TAGS_MAX = 50;
export const BATCH_MAX = 20_000;
export const GOAL_FILTER_MAX = 1_000;
export const GOAL_BATCH_MAX = 100;
/**
 * Live goals one writer may keep: each entry logged is matched against all of them, so their number bounds the
 * projection's work per entry. (Far more than anyone tracks at once; deleted goals do not count.)
 */
export const GOALS_PER_WRITER = 500;
/** A habit's period: at most this many days, weeks, months or years. */
export const HABIT_PERIOD_MAX = 1000;
/** Projects or tags one member may filter by (each entry logged is matched against them). */
export const MEMBER_FILTER_MAX = 1_000;
/** Teams on one board: each is a series on the board's charts. */
export const TEAMS_PER_BOARD = 100;
/** Members of one board: the bench seeds 200 participants; a board's standings are computed for all of them. */
export const MEMBERS_PER_BOARD = 1_000;
/**
 * Boards one writer may be on (any role): each entry they log is matched against every board they are on, so this
 * bounds the standings projection's work per entry.
 */
export const BOARDS_PER_WRITER = 200;

// A target's pace plan (rules/pace-plan.ts).
/** One weight per day of the week, Sunday first. */
export const PACE_PLAN_WEEKDAYS = 7;
/** A weekday's weight: 0 (a day off) to this. */
export const PACE_PLAN_MAX_WEIGHT = 100;
/** Rest dates one plan may list (a year's worth). */
export const PACE_PLAN_MAX_REST_DATES = 366;

// The administrators' lists.
export const ADMIN_TAKE_MAX = 250;
/** Far beyond any installation's users; bounds the offset PostgreSQL would walk. */
export const ADMIN_SKIP_MAX = 1_000_000;
export const ADMIN_SEARCH_MAX = 100;
export const ADMIN_REASON_MAX = 500;
/** Event type names one history filter may list. */
export const HISTORY_TYPES_MAX = 50;
/** Projections one rebuild request may name. */
export const PROJECTION_NAMES_MAX = 20;
