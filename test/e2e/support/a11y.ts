import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { repoRoot } from './state.ts';

export type Scheme = 'light' | 'dark';
export const SCHEMES: Scheme[] = ['light', 'dark'];
export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const;
export const SCREENSHOT_DIR = path.join(repoRoot, 'test-results', 'screenshots');

/** Waits until the route's code and data are in: no loader left, network quiet, fonts ready. */
export async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
  // Every loader (PageLoader, buttons' spinners) is a Mantine Loader: none left means the data is in.
  await expect(page.locator('.mantine-Loader-root')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
}

/**
 * Chooses the theme the way the app stores it (localStorage 'theme', Mantine's localStorageColorSchemeManager)
 * and reloads, so the page starts in that scheme.
 */
export async function setTheme(page: Page, scheme: Scheme | 'auto'): Promise<void> {
  await page.evaluate((value) => localStorage.setItem('theme', value), scheme);
  await page.reload();
  if (scheme !== 'auto') await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
  await settle(page);
}

/** Theme for every page the context opens from now on (before the app's own scripts run). */
export async function presetTheme(page: Page, scheme: Scheme): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
}

/**
 * Waits for every finite animation and transition (a dialog fading in, a menu sliding open) to end: halfway through
 * a fade, axe measures text blended with what lies behind it and reports contrast the writer never sees.
 * Endless ones (loaders, skeletons) are left running.
 */
async function transitionsDone(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Transitions that React starts on the next frames (Mantine's enter states) are running by then.
    for (let i = 0; i < 2; i++) await new Promise((r) => requestAnimationFrame(r));
    const finite = document.getAnimations().filter((a) => a.effect?.getComputedTiming().endTime !== Infinity);
    await Promise.race([Promise.all(finite.map((a) => a.finished.catch(() => undefined))), new Promise((r) => setTimeout(r, 2_000))]);
  });
}

/**
 * axe on the page as it is now: any serious or critical violation fails the test, listing each rule with its
 * elements. The failure is soft, so one run reports both schemes and still takes the screenshots.
 */
export async function checkA11y(page: Page, name: string): Promise<void> {
  await transitionsDone(page);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const report = bad.map((v) => {
    const nodes = v.nodes.map((n) => `      ${n.target.join(' ')}: ${n.failureSummary?.split('\n').slice(1).join('; ')}`);
    return `  [${v.impact}] ${v.id}: ${v.help}\n${nodes.join('\n')}`;
  });
  expect.soft(bad.length, `axe: serious or critical violations on ${name}:\n${report.join('\n')}\n`).toBe(0);
}

/** Scrolls through the page so `loading="lazy"` images load, then back to the top, and waits for them. */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => Array.from(document.images).every((img) => img.complete), undefined, { timeout: 5_000 }).catch(() => undefined);
}

/** The text of every badge on the page that does not show all of it (cut short with an ellipsis). */
const cutBadges = (page: Page): Promise<string[]> => page.evaluate(() =>
  [...document.querySelectorAll<HTMLElement>('.mantine-Badge-root, .mantine-Badge-label')].filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => b.textContent ?? ''));

/** How many pixels the page is wider than the window (0 when it fits). */
const pageOverflow = (page: Page): Promise<number> => page.evaluate(() => Math.max(0, document.documentElement.scrollWidth - window.innerWidth));

/**
 * Full-page screenshots at desktop and phone widths: test-results/screenshots/<name>-<scheme>-<width>.png. At each
 * width the page must fit the window and show every badge whole.
 */
export async function screenshot(page: Page, name: string, scheme: Scheme): Promise<void> {
  const original = page.viewportSize();
  for (const [label, size] of Object.entries(VIEWPORTS)) {
    await page.setViewportSize(size);
    await page.waitForTimeout(150); // let layouts that switch on width (sidebars, menus) reflow
    await loadLazyImages(page);
    // A badge is a word or two that says a state: cut to "SUSPEND…" it says nothing.
    expect(await cutBadges(page), `badges cut short on ${name} (${scheme}, ${label})`).toEqual([]);
    // Nothing may push the page sideways (a wide table scrolls in its own box).
    expect(await pageOverflow(page), `${name} (${scheme}, ${label}) is wider than the window by`).toBe(0);
    await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${scheme}-${label}.png`), fullPage: true, animations: 'disabled' });
  }
  if (original) await page.setViewportSize(original);
}

/** A full-page screenshot at the current viewport: test-results/screenshots/<name>-<scheme>-<label>.png. */
export async function screenshotAt(page: Page, name: string, scheme: Scheme, label: keyof typeof VIEWPORTS): Promise<void> {
  // From the top, with no hover left by the test: the shot shows the page as a writer opens it.
  await page.mouse.move(0, 0);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, `${name}-${scheme}-${label}.png`), fullPage: true, animations: 'disabled' });
}

/** The page in light then dark: axe checks and screenshots of each. `prepare` re-opens state a reload loses. */
export async function auditPage(page: Page, name: string, prepare?: () => Promise<void>): Promise<void> {
  for (const scheme of SCHEMES) {
    await setTheme(page, scheme);
    if (prepare) await prepare();
    await checkA11y(page, `${name} (${scheme})`);
    await screenshot(page, name, scheme);
  }
}
