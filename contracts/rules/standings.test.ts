import { describe, expect, test } from 'vitest';
import {
  boardToday,
  isEligible,
  leaderboardStandings,
  measureProgress,
  offeredMeasures,
  rankPositions,
  type LeaderboardDay,
  type StandingsBoard,
  type StandingsMember,
} from './standings.ts';

const TODAY = '2026-11-10';
const NOVEMBER: StandingsBoard = {
  startDate: '2026-11-01',
  endDate: '2026-11-30',
  goal: { word: 30_000 },
  enableTeams: false,
  individualGoalMode: false,
  fundraiserMode: false,
  teamIds: [],
};
const words = (...pairs: [string, number][]): LeaderboardDay[] => pairs.map(([date, word]) => ({ date, counts: { word } }));
const member = (id: number, days: LeaderboardDay[], more: Partial<StandingsMember> = {}): StandingsMember => ({ id, today: TODAY, isParticipant: true, teamId: null, goal: null, days, ...more });

describe('measureProgress: through today and through yesterday', () => {
  const days: LeaderboardDay[] = [
    { date: '2026-11-01', counts: { word: 1_000, time: 30 } },
    { date: '2026-11-09', counts: { word: -300 } },
    { date: '2026-11-10', counts: { word: 0 } },
    { date: '2026-11-20', counts: { word: 9_999 } },
  ];
  test.each([
    // words: 1,000 − 300 + 0 = 700 today; 1,000 − 300 = 700 yesterday; the 0 on the 10th is still activity
    { measure: 'word' as const, progress: 700, yesterdayProgress: 700, lastActivity: '2026-11-10', yesterdayLastActivity: '2026-11-09', firstDate: '2026-11-01', lastDate: '2026-11-20' },
    { measure: 'time' as const, progress: 30, yesterdayProgress: 30, lastActivity: '2026-11-01', yesterdayLastActivity: '2026-11-01', firstDate: '2026-11-01', lastDate: '2026-11-01' },
    { measure: 'page' as const, progress: 0, yesterdayProgress: 0, lastActivity: null, yesterdayLastActivity: null, firstDate: null, lastDate: null },
  ])('$measure', ({ measure, ...expected }) => {
    expect(measureProgress(days, measure, TODAY)).toEqual(expected);
  });
});

describe('rankPositions: higher first, earlier last activity breaks ties, full ties share ("1, 2, 2, 4")', () => {
  test.each([
    { label: 'nobody', rows: [], positions: {} },
    {
      label: 'distinct values',
      rows: [{ id: 1, value: 10, lastActivity: 'd' }, { id: 2, value: 30, lastActivity: 'd' }, { id: 3, value: 20, lastActivity: 'd' }],
      positions: { 1: 3, 2: 1, 3: 2 },
    },
    {
      label: 'equal values, earlier activity first',
      rows: [{ id: 1, value: 10, lastActivity: '2026-11-05' }, { id: 2, value: 10, lastActivity: '2026-11-03' }],
      positions: { 1: 2, 2: 1 },
    },
    {
      label: '1, 2, 2, 4',
      rows: [
        { id: 1, value: 50, lastActivity: '2026-11-02' },
        { id: 2, value: 40, lastActivity: '2026-11-02' },
        { id: 3, value: 40, lastActivity: '2026-11-02' },
        { id: 4, value: 40, lastActivity: '2026-11-03' },
      ],
      positions: { 1: 1, 2: 2, 3: 2, 4: 4 },
    },
    {
      label: 'no activity yet ranks after any date, and two of them tie',
      rows: [{ id: 1, value: 0, lastActivity: null }, { id: 2, value: 0, lastActivity: '2026-11-09' }, { id: 3, value: 0, lastActivity: null }],
      positions: { 1: 2, 2: 1, 3: 2 },
    },
    {
      label: 'negative values rank below 0',
      rows: [{ id: 1, value: -5, lastActivity: 'a' }, { id: 2, value: 0, lastActivity: 'b' }],
      positions: { 1: 2, 2: 1 },
    },
  ])('$label', ({ rows, positions }) => {
    expect(Object.fromEntries(rankPositions(rows))).toEqual(positions);
  });
});

describe('leaderboardStandings: a November word race on its 10th day (par ceil(30,000 × 10 ÷ 30) = 10,000)', () => {
  const members = [
    member(1, words(['2026-11-01', 1_000], ['2026-11-05', 2_000], ['2026-11-10', 500])), // Ann: 3,500 today, 3,000 yesterday
    member(2, words(['2026-11-02', 3_000], ['2026-11-08', 500])), // Ben: 3,500, last on the 8th
    member(3, words(['2026-11-03', 4_000], ['2026-11-09', -500])), // Cat: 3,500 after a cut, last on the 9th
    member(4, words(['2026-11-02', 5_000], ['2026-11-10', -2_000])), // Dan: 5,000 yesterday, 3,000 after today's cut
    member(5, words(['2026-11-08', 3_500])), // Eve: 3,500, last on the 8th, ties with Ben
    member(6, [{ date: '2026-11-03', counts: { time: 60 } }]), // Fay: no words yet, ranked at 0
    member(7, words(['2026-11-02', 90_000]), { isParticipant: false }), // Gus: a spectator, never ranked
    member(8, words(['2026-11-20', 9_999])), // Hal: only a future-dated entry: ranked, with nothing yet
  ];
  // Today: 3,500 × 4 ordered by last activity: Ben 8th = Eve 8th (1, 1), Cat 9th (3), Ann 10th (4); Dan 3,000 (5);
  // Fay = Hal 0, never active (6, 6). Yesterday: Dan 5,000 (1); Ben = Eve 3,500 on the 8th (2, 2); Cat 3,500 on the
  // 9th (4); Ann 3,000 (5); Fay = Hal 0 (6, 6). Movement = yesterday − today. Percent = progress × 100 ÷ 30,000;
  // vs-par = progress − 10,000.
  const expected = [
    { memberId: 2, progress: 3_500, yesterdayProgress: 3_500, lastActivity: '2026-11-08', position: 1, yesterdayPosition: 2, movement: 1, vsPar: -6_500 },
    { memberId: 5, progress: 3_500, yesterdayProgress: 3_500, lastActivity: '2026-11-08', position: 1, yesterdayPosition: 2, movement: 1, vsPar: -6_500 },
    { memberId: 3, progress: 3_500, yesterdayProgress: 3_500, lastActivity: '2026-11-09', position: 3, yesterdayPosition: 4, movement: 1, vsPar: -6_500 },
    { memberId: 1, progress: 3_500, yesterdayProgress: 3_000, lastActivity: '2026-11-10', position: 4, yesterdayPosition: 5, movement: 1, vsPar: -6_500 },
    { memberId: 4, progress: 3_000, yesterdayProgress: 5_000, lastActivity: '2026-11-10', position: 5, yesterdayPosition: 1, movement: -4, vsPar: -7_000 },
    { memberId: 6, progress: 0, yesterdayProgress: 0, lastActivity: null, position: 6, yesterdayPosition: 6, movement: 0, vsPar: -10_000 },
    { memberId: 8, progress: 0, yesterdayProgress: 0, lastActivity: null, position: 6, yesterdayPosition: 6, movement: 0, vsPar: -10_000 },
  ];
  const standings = leaderboardStandings(NOVEMBER, members, 'word', TODAY);

  test('rows by position, ties in the members\' order', () => {
    expect(standings.rows.map((row) => row.memberId)).toEqual([2, 5, 3, 1, 4, 6, 8]);
  });
  test.each(expected)('member $memberId: position $position (was $yesterdayPosition), vs-par $vsPar', (row) => {
    expect(standings.rows.find((r) => r.memberId === row.memberId)).toMatchObject({ ...row, measure: 'word', goal: 30_000, par: 10_000 });
  });
  test('percent of the board goal: 3,500 × 100 ÷ 30,000 = 11.67; 3,000 → 10; 0 → 0', () => {
    expect(standings.rows.map((row) => row.percent)).toEqual([35 / 3, 35 / 3, 35 / 3, 35 / 3, 10, 0, 0]);
  });
  test('the window runs over the board\'s dates', () => {
    expect(standings.window).toEqual({ start: '2026-11-01', end: '2026-11-30' });
  });
  test('no par in a measure without a board goal, nor in a fundraiser', () => {
    const time = leaderboardStandings(NOVEMBER, members, 'time', TODAY);
    expect(time.rows.map((r) => [r.memberId, r.progress, r.goal, r.percent, r.par, r.vsPar])[0]).toEqual([6, 60, null, null, null, null]);
    expect(time.rows.slice(1).every((r) => r.progress === 0 && r.par === null && r.vsPar === null)).toBe(true);
    const fundraiser = leaderboardStandings({ ...NOVEMBER, fundraiserMode: true }, members, 'word', TODAY);
    expect(fundraiser.rows.every((r) => r.par === null && r.vsPar === null && r.goal === 30_000)).toBe(true);
  });
  test('a measure nobody has logged: every participant at 0 (tied), par over the board\'s dates', () => {
    const pages = leaderboardStandings(NOVEMBER, members, 'page', TODAY);
    expect(pages.window).toEqual({ start: '2026-11-01', end: '2026-11-30' });
    expect(pages.rows.map((r) => [r.memberId, r.progress, r.position])).toEqual([1, 2, 3, 4, 5, 6, 8].map((id) => [id, 0, 1]));
  });
  test('only spectators: no rows, no window', () => {
    expect(leaderboardStandings(NOVEMBER, members.filter((m) => !m.isParticipant), 'word', TODAY)).toEqual({ window: null, rows: [] });
  });
});

describe('each member counts up to their own today, whoever looks', () => {
  // At one instant it is the 11th for East and still the 10th for West; both logged on the 10th and the 11th.
  const east = member(1, words(['2026-11-10', 1_000], ['2026-11-11', 500]), { today: '2026-11-11' });
  const west = member(2, words(['2026-11-10', 800], ['2026-11-11', 300]), { today: '2026-11-10' });
  test('East 1,500 with par at the 11th; West 800 (the 11th is not yet hers) with par at the 10th', () => {
    const rows = leaderboardStandings(NOVEMBER, [east, west], 'word', boardToday([east.today, west.today], TODAY)).rows;
    expect(rows.map((r) => [r.memberId, r.progress, r.yesterdayProgress, r.lastActivity, r.par])).toEqual([
      [1, 1_500, 1_000, '2026-11-11', 11_000],
      [2, 800, 0, '2026-11-10', 10_000],
    ]);
  });
  test('the board\'s today is the latest of its members\' (the fallback without members)', () => {
    expect(boardToday([west.today, east.today], TODAY)).toBe('2026-11-11');
    expect(boardToday([], '2026-01-01')).toBe('2026-01-01');
  });
});

describe('movement ranks yesterday with yesterday\'s last activity', () => {
  // X reached 100 on the 1st, Y on the 3rd: yesterday X 1st, Y 2nd. Today X logs 0 words: X's last activity is
  // the 10th, so Y is 1st today. X moved down one, Y up one. (Breaking yesterday's tie with today's last activity, as
  // the reference did, would show no movement at all.)
  const x = member(1, words(['2026-11-01', 100], ['2026-11-10', 0]));
  const y = member(2, words(['2026-11-03', 100]));
  test('X −1, Y +1', () => {
    const rows = leaderboardStandings(NOVEMBER, [x, y], 'word', TODAY).rows;
    expect(rows.map((r) => [r.memberId, r.position, r.yesterdayPosition, r.movement])).toEqual([[2, 1, 2, 1], [1, 2, 1, -1]]);
  });
});

describe('individual-goal mode: ranked by percent of each member\'s own goal', () => {
  const board: StandingsBoard = { ...NOVEMBER, startDate: null, endDate: null, goal: {}, individualGoalMode: true };
  const members = [
    member(1, words(['2026-11-01', 10_000], ['2026-11-10', 5_000]), { goal: { measure: 'word', count: 50_000 } }), // A: 30 %, yesterday 20 %
    member(2, [{ date: '2026-11-02', counts: { time: 60 } }, { date: '2026-11-10', counts: { time: 240 } }], { goal: { measure: 'time', count: 600 } }), // B: 300 of 600 = 50 %, yesterday 10 %
    member(3, [{ date: '2026-11-03', counts: { page: 12 } }], { goal: { measure: 'page', count: 0 } }), // C: goal 0, percent N/A, ranked as 0
    member(4, words(['2026-11-04', 40_000])), // D: no goal, not ranked
    member(5, [{ date: '2026-11-04', counts: { time: 30 } }], { goal: { measure: 'word', count: 1_000 } }), // E: nothing in their own measure yet: 0 %
    member(6, words(['2026-11-05', 6_000]), { goal: { measure: 'word', count: 20_000 } }), // F: 30 %, also yesterday
  ];
  // Today: B 50 (1); A and F 30, F first (5th before 10th) (2, 3); C 0 (4); E 0, never active in words (5).
  // Yesterday: F 30 (1); A 20 (2); B 10 (3); C 0 (4); E 0 (5).
  // Par is a percent of each member's own goal, and vs-par is in percentage points (the chart's par line is too):
  // no board dates, so par is the whole goal, 100 %: B 50 − 100; F and A 30 − 100; C has no percent (goal 0), so
  // no vs-par either.
  const expected = [
    { memberId: 2, measure: 'time', progress: 300, goal: 600, percent: 50, position: 1, movement: 2, par: 100, vsPar: -50 },
    { memberId: 6, measure: 'word', progress: 6_000, goal: 20_000, percent: 30, position: 2, movement: -1, par: 100, vsPar: -70 },
    { memberId: 1, measure: 'word', progress: 15_000, goal: 50_000, percent: 30, position: 3, movement: -1, par: 100, vsPar: -70 },
    { memberId: 3, measure: 'page', progress: 12, goal: 0, percent: null, position: 4, movement: 0, par: 100, vsPar: null },
    { memberId: 5, measure: 'word', progress: 0, goal: 1_000, percent: 0, position: 5, movement: 0, par: 100, vsPar: -100 },
  ];
  const standings = leaderboardStandings(board, members, 'word', TODAY);
  test('rows and order', () => {
    expect(standings.rows.map((row) => row.memberId)).toEqual([2, 6, 1, 3, 5]);
  });
  test.each(expected)('member $memberId: $percent % → position $position, vs-par $vsPar', (row) => {
    expect(standings.rows.find((r) => r.memberId === row.memberId)).toMatchObject(row);
  });
  test('the window starts at the earliest entry among them (A on the 1st) and has no end', () => {
    expect(standings.window).toEqual({ start: '2026-11-01', end: null });
  });
  test('with board dates par is prorated in percent: day 10 of 30 is 34 % (ceil of 33.3), whatever the goal\'s size', () => {
    const dated = leaderboardStandings({ ...board, startDate: '2026-11-01', endDate: '2026-11-30' }, members, 'word', TODAY);
    expect(dated.rows.map((r) => [r.memberId, r.par, r.vsPar])).toEqual([[2, 34, 16], [6, 34, -4], [1, 34, -4], [3, 34, null], [5, 34, -34]]);
  });
});

describe('eligibility with teams: only members on one of the board\'s teams', () => {
  const board: StandingsBoard = { ...NOVEMBER, enableTeams: true, teamIds: [10, 11] };
  const days = words(['2026-11-02', 100]);
  test.each([
    { label: 'on a board team', more: { teamId: 10 }, eligible: true },
    { label: 'on no team', more: { teamId: null }, eligible: false },
    { label: 'on another board\'s team (server-behaviour §0 item 2)', more: { teamId: 99 }, eligible: false },
    { label: 'a spectator on a board team', more: { teamId: 11, isParticipant: false }, eligible: false },
  ])('$label → $eligible', ({ more, eligible }) => {
    expect(isEligible(board, member(1, days, more), 'word')).toBe(eligible);
  });
});

describe('offeredMeasures: board measures some participant has an entry in', () => {
  test('words and pages; a spectator\'s time does not count; board order kept', () => {
    const members = [
      member(1, [{ date: '2026-11-01', counts: { page: 0 } }]),
      member(2, words(['2026-11-02', 5])),
      member(3, [{ date: '2026-11-02', counts: { time: 5 } }], { isParticipant: false }),
    ];
    expect(offeredMeasures(['time', 'page', 'word'], members)).toEqual(['page', 'word']);
  });
});
