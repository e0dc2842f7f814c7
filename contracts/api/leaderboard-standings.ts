import { z } from 'zod';
import { MEASURES } from '../rules/measures.ts';
import { measure } from './fields.ts';
import { route, uuidParam } from './route.ts';

/**
 * What a board page draws (an Inkpace addition; the reference sends every counted entry of every participant and
 * leaves the arithmetic to the browser). Computed on the server from the standings read model, the same for every
 * member at the same instant (each participant counts up to their own today), with the rules of contracts/rules
 * (standings, team-standings, fundraiser, leaderboard-par, standings-view).
 */

const id = z.number().int();

/** A participant as the page shows them: the effective name, and the colour they chose ('' = automatic). */
export const standingsPerson = z.object({ memberId: id, displayName: z.string(), avatar: z.string().nullable(), color: z.string(), teamId: id.nullable() });
export type StandingsPerson = z.infer<typeof standingsPerson>;

export const standingsRow = z.object({
  memberId: id,
  measure,
  progress: z.number(),
  yesterdayProgress: z.number(),
  lastActivity: z.string().nullable(),
  goal: z.number().nullable(),
  percent: z.number().nullable(),
  position: z.number().int(),
  yesterdayPosition: z.number().int(),
  /** Places gained since yesterday: positive up, negative down, 0 unchanged. */
  movement: z.number().int(),
  /** Par in the row's measure; in individual-goal mode a percent of the member's goal (vs-par then in points). */
  par: z.number().nullable(),
  vsPar: z.number().nullable(),
});
export type StandingsRowValue = z.infer<typeof standingsRow>;

export const teamStandingsRow = z.object({
  teamId: id,
  memberIds: z.array(id),
  progress: z.number(),
  yesterdayProgress: z.number(),
  lastActivity: z.string().nullable(),
  position: z.number().int(),
  yesterdayPosition: z.number().int(),
  movement: z.number().int(),
});

/** One line of the chart: a participant, or a team with teams enabled; `total[i]` is the running total on `dates[i]`. */
export const standingsSeries = z.object({ kind: z.enum(['member', 'team']), id, memberIds: z.array(id), total: z.array(z.number()) });
export type StandingsSeriesValue = z.infer<typeof standingsSeries>;

export const fundraiserView = z.object({
  contributions: z.array(z.object({ kind: z.enum(['member', 'team']), id, total: z.number() })),
  grandTotal: z.number(),
  goal: z.number().nullable(),
  meterMax: z.number(),
  percent: z.number().nullable(),
});

/**
 * Why a board shows no standings (spec §2 "Empty-state notices"): individual-goal mode and nobody has set a goal;
 * nobody takes part; everyone is a spectator, or (teams on) no participant is on a team; or participants are there but
 * nobody has progress in the measure yet.
 */
export const STANDINGS_NOTICES = ['noGoals', 'noParticipants', 'onlySpectators', 'noTeamParticipants', 'noProgress'] as const;
export type StandingsNotice = (typeof STANDINGS_NOTICES)[number];

export const standings = z.object({
  /** Changes whenever anything the page shows changes: what the live stream announces. */
  version: z.string(),
  /**
   * The board's today: the latest of its members' todays (each in their time zone and day end). The chart's lines
   * stop there; each participant's numbers stop at their own today.
   */
  today: z.string(),
  /** The measure shown (null in individual-goal mode, where each member has their own, or when none is offered). */
  measure: measure.nullable(),
  /** The measures the picker offers: the board's, in its order, that some participant has progress in. */
  measures: z.array(measure),
  notice: z.enum(STANDINGS_NOTICES).nullable(),
  people: z.array(standingsPerson),
  rows: z.array(standingsRow),
  /** Per team, with teams enabled (else empty). */
  teams: z.array(teamStandingsRow),
  /**
   * The chart's dates: every day from the window's start to its end, or one day a week (and the last day) when the
   * window is longer than STANDINGS_CHART_DAYS. Values are counts, or percents of each member's own goal in
   * individual-goal mode.
   */
  dates: z.array(z.string()),
  series: z.array(standingsSeries),
  /** Par on each chart date (a percent, 100 at the end, in individual-goal mode); null when the board shows no par. */
  parLine: z.array(z.number()).nullable(),
  /** Fundraiser mode only. */
  fundraiser: fundraiserView.nullable(),
});
export type StandingsValue = z.infer<typeof standings>;

export const standingsQuery = z.strictObject({ measure: z.enum(MEASURES).optional() });

export const leaderboardStandingsRoutes = {
  standings: route({
    method: 'GET', path: '/api/v1/leaderboard/:uuid/standings', access: 'user', params: uuidParam('uuid'), query: standingsQuery, response: standings,
    summary: "A board's standings, team totals, chart series and fundraiser meter, each participant up to their own today (members)",
  }),
};

/**
 * The live stream of a board (GET, text/event-stream, members only, same-origin session or API key): an event
 * `standings` whose data is `{"version": "..."}` each time the board's standings or roster change, and a comment
 * line every LIVE_KEEPALIVE_MS so proxies keep the connection open. A viewer who stops being a member (kicked, left
 * elsewhere, or the board deleted) gets one `removed` event (data `{}`) and the stream ends: reconnecting would be
 * refused like any route of a board they are not on.
 */
export const LEADERBOARD_LIVE_PATH = '/api/v1/leaderboard/:uuid/live';
export const LIVE_EVENTS = { standings: 'standings', removed: 'removed' } as const;
export const LIVE_KEEPALIVE_MS = 25_000;
export const liveEvent = z.object({ version: z.string() });
