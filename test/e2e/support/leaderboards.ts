import path from 'node:path';
import type { LeaderboardSummary } from '@inkpace/contracts/api/leaderboard';
import type { Page } from '@playwright/test';
import { api } from './accounts.ts';
import { SCHEMES, SCREENSHOT_DIR, setTheme, type Scheme } from './a11y.ts';

/** Creates a board through the API as `cookie`'s user (the body as POST /api/v1/leaderboard takes it). */
export async function createBoard(cookie: string, board: Record<string, unknown>): Promise<LeaderboardSummary> {
  return (await api<LeaderboardSummary>('POST', '/api/v1/leaderboard', { isJoinable: true, ...board }, cookie)).data;
}

export async function joinBoard(cookie: string, uuid: string, body: Record<string, unknown> = { isParticipant: true }): Promise<void> {
  await api('POST', `/api/v1/leaderboard/${uuid}/me`, body, cookie);
}

export async function createTeam(cookie: string, uuid: string, name: string, color = ''): Promise<void> {
  await api('POST', `/api/v1/leaderboard/${uuid}/teams`, { name, color }, cookie);
}

/** The sizes the leaderboard screens are checked at: a phone and a common laptop. */
export const LEADERBOARD_VIEWPORTS = { phone: { width: 390, height: 844 }, desktop: { width: 1366, height: 850 } } as const;

/** Full-page shots at both sizes: test-results/screenshots/leaderboards-<name>-<scheme>-<size>.png. */
export async function shootSizes(page: Page, name: string, scheme: Scheme): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(LEADERBOARD_VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(200);
    await page.mouse.move(0, 0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `leaderboards-${name}-${scheme}-${label}.png`), fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/** The page in light then dark (each after a reload): `check` (axe) and the shots; `prepare` re-opens what a reload loses. */
export async function eachScheme(page: Page, name: string, check: (scheme: Scheme) => Promise<void>, prepare?: () => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    if (prepare) await prepare();
    await check(scheme);
    await shootSizes(page, name, scheme);
  }
}
