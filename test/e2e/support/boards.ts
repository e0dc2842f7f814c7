import path from 'node:path';
import type { Page } from '@playwright/test';
import type { Leaderboard } from '@inkpace/contracts/api/leaderboard';
import type { Team } from '@inkpace/contracts/api/leaderboard-member';
import { api, createUser, sessionCookie, type TestUser } from './accounts.ts';
import { SCREENSHOT_DIR, type Scheme } from './a11y.ts';
import { daysFromToday, useUtc } from './goals.ts';
import { createProject, logTally } from './projects.ts';

/** A writer (in UTC) with a session cookie and one project to log on. */
export interface BoardWriter {
  user: TestUser;
  cookie: string;
  projectId: number;
}

export async function boardWriter(prefix: string, displayName?: string): Promise<BoardWriter> {
  const user = await createUser({ verify: true, prefix });
  const cookie = await sessionCookie(user);
  await useUtc(cookie);
  if (displayName) await api('PATCH', '/api/v1/me', { displayName }, cookie);
  const project = await createProject(cookie, { title: `${displayName ?? prefix}'s novel`, phase: 'drafting' });
  return { user, cookie, projectId: project.id };
}

/** Creates a board (the body as POST /api/v1/leaderboard takes it; joinable by default) as `owner`. */
export async function createBoard(owner: BoardWriter, body: Record<string, unknown>): Promise<Leaderboard> {
  return (await api<Leaderboard>('POST', '/api/v1/leaderboard', { isJoinable: true, ...body }, owner.cookie)).data;
}

export async function joinBoard(writer: BoardWriter, uuid: string, body: Record<string, unknown> = {}): Promise<void> {
  await api('POST', `/api/v1/leaderboard/${uuid}/me`, { isParticipant: true, ...body }, writer.cookie);
}

export async function createTeam(owner: BoardWriter, uuid: string, name: string, color = ''): Promise<Team> {
  return (await api<Team>('POST', `/api/v1/leaderboard/${uuid}/teams`, { name, color }, owner.cookie)).data;
}

/** Words on the days `daysAgo` (0 = today), one entry a day with progress. */
export async function logWords(writer: BoardWriter, words: ReadonlyArray<readonly [daysAgo: number, count: number]>): Promise<void> {
  for (const [daysAgo, count] of words) await logTally(writer.cookie, { date: daysFromToday(-daysAgo), workId: writer.projectId, measure: 'word', count });
}

/**
 * A board in full: three writers racing to 50,000 words over a month that began ten days ago (so par shows), each
 * with ten days of progress, and a spectator. The owner is `owner` when given (a new "Ada Lovelace" otherwise).
 */
export async function seedRaceBoard(owner?: BoardWriter): Promise<{ owner: BoardWriter; uuid: string; title: string }> {
  const [ada, bram, chen, dara] = await Promise.all([
    owner ?? boardWriter('ada', 'Ada Lovelace'),
    boardWriter('bram', 'Bram Stoker'),
    boardWriter('chen', 'Chen Wei'),
    boardWriter('dara', 'Dara Spectator'),
  ]);
  if (!ada || !bram || !chen || !dara) throw new Error('writers missing');
  const title = 'November Novel Sprint';
  const board = await createBoard(ada, {
    title,
    description: 'Fifty thousand words in a month. **Log every day**, cheer each other on, and [read the rules](/about).',
    measures: ['word'],
    goal: { word: 50000 },
    startDate: daysFromToday(-9),
    endDate: daysFromToday(20),
  });
  await joinBoard(bram, board.uuid, { color: 'teal' });
  await joinBoard(chen, board.uuid);
  await joinBoard(dara, board.uuid, { isParticipant: false });
  const days = (counts: number[]): Array<[number, number]> => counts.flatMap((n, i) => (n > 0 ? [[counts.length - 1 - i, n] as [number, number]] : []));
  await logWords(ada, days([1800, 1700, 0, 2200, 1500, 1900, 1667, 0, 2400, 1200]));
  await logWords(bram, days([2500, 2100, 2600, 1800, 0, 3000, 2200, 1900, 0, 2700]));
  await logWords(chen, days([900, 0, 1200, 800, 1500, 0, 1000, 1700, 600, 0]));
  return { owner: ada, uuid: board.uuid, title };
}

export const BOARD_VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 850 } } as const;

/** Full-page shots at the board's phone and desktop sizes: test-results/screenshots/<name>-<scheme>-<size>.png. */
export async function boardScreenshots(page: Page, name: string, scheme: Scheme): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(BOARD_VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(300); // the chart redraws at the new width
    await page.mouse.move(0, 0);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${scheme}-${label}.png`), fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}
