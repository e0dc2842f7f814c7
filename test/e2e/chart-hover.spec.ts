import { createUser, logInBrowser, sessionCookie } from './support/accounts.ts';
import { SCHEMES, screenshotAt, setTheme, settle, VIEWPORTS } from './support/a11y.ts';
import { expect, test } from './support/fixtures.ts';
import { seedGoals } from './support/goal-writer.ts';
import { createProject, fixToday, logTally } from './support/projects.ts';

type ViewportLabel = keyof typeof VIEWPORTS;
const sizes = Object.entries(VIEWPORTS) as Array<[ViewportLabel, (typeof VIEWPORTS)[ViewportLabel]]>;

for (const [label, size] of sizes) {
  test(`a chart reads out the date and value under the cursor, by mouse or keyboard (${label}, light and dark)`, async ({ page }) => {
    const user = await createUser({ verify: true });
    const cookie = await sessionCookie(user);
    const novel = await createProject(cookie, { title: 'The Glass Orchard', phase: 'drafting' });
    await logTally(cookie, { date: '2024-03-01', workId: novel.id, measure: 'word', count: 2100 });
    await logTally(cookie, { date: '2024-03-18', workId: novel.id, measure: 'word', count: 650 });
    await fixToday(page, '2024-03-20');
    await logInBrowser(page, user);
    await page.setViewportSize(size);
    await page.goto(`/projects/${novel.id}`);
    await settle(page);
    const figure = page.getByRole('main').getByRole('figure', { name: 'Words' });
    const chart = figure.getByRole('group', { name: 'Words chart: use the arrow keys to read each day' });
    const tooltip = figure.getByTestId('chart-tooltip');

    for (const scheme of SCHEMES) {
      await setTheme(page, scheme);
      // The mouse at the plot's right end: the last day.
      const canvas = figure.locator('canvas').first();
      await canvas.scrollIntoViewIfNeeded();
      const box = await canvas.boundingBox();
      expect(box).not.toBeNull();
      const plot = await figure.locator('.u-over').boundingBox();
      if (!plot) throw new Error('no plot area');
      await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2);
      await expect(chart).toContainText('Mar 20, 2024: 2,750 words in total');
      await page.mouse.move(plot.x + 2, plot.y + plot.height / 2);
      await expect(chart).toContainText('Mar 1, 2024: 2,100 words in total');
      await page.mouse.move(plot.x + plot.width - 2, plot.y + plot.height / 2);
      await figure.screenshot({ path: `test-results/screenshots/chart-hover-${scheme}-${label}.png` });

      // Issue 27 #5: the reading shows beside the pointer, inside the chart and on screen, wherever it is, the top
      // of the plot included (the line under a desktop's chart was below the window then).
      // (The figure's screenshot scrolled the page: measure again.)
      const [chartBox, over] = [await canvas.boundingBox(), await figure.locator('.u-over').boundingBox()];
      if (!chartBox || !over) throw new Error('no chart');
      for (const [x, y] of [[over.x + over.width / 3, over.y + 3], [over.x + over.width - 2, over.y + 3], [over.x + 2, over.y + over.height - 3]] as const) {
        await page.mouse.move(x, y);
        await expect(tooltip).toBeVisible();
        await expect(tooltip).toContainText(/^(Mar \d+, 2024)[\d,]+ words in total$/);
        const tip = await tooltip.boundingBox();
        if (!tip) throw new Error('no tooltip');
        expect(tip.x, 'inside the chart (left)').toBeGreaterThanOrEqual(chartBox.x - 0.5);
        expect(tip.x + tip.width, 'inside the chart (right)').toBeLessThanOrEqual(chartBox.x + chartBox.width + 0.5);
        expect(tip.y, 'inside the chart (top)').toBeGreaterThanOrEqual(chartBox.y - 0.5);
        expect(tip.y + tip.height, 'inside the chart (bottom)').toBeLessThanOrEqual(chartBox.y + chartBox.height + 0.5);
        expect(tip.y + tip.height, 'on screen').toBeLessThanOrEqual(size.height);
        // Beside the pointer: its nearest edge within 40 px of it.
        const dx = Math.max(tip.x - x, 0, x - (tip.x + tip.width));
        const dy = Math.max(tip.y - y, 0, y - (tip.y + tip.height));
        expect(Math.hypot(dx, dy), 'next to the pointer').toBeLessThan(40);
        // Screen readers still hear the reading from the live line.
        await expect(chart.locator('[aria-live="polite"]')).toHaveText(/^Mar \d+, 2024: [\d,]+ words in total$/);
      }
      await page.mouse.move(over.x + over.width / 3, over.y + 3);
      await page.screenshot({ path: `test-results/screenshots/chart-tooltip-top-${scheme}-${label}-viewport.png` });
      await page.mouse.move(0, 0);
      await expect(tooltip).toBeHidden();
    }

    // The keyboard: focus starts at the latest day; Home, arrows and End move along the days.
    await chart.focus();
    await expect(chart).toContainText('Mar 20, 2024: 2,750 words in total');
    await page.keyboard.press('Home');
    await expect(chart).toContainText('Mar 1, 2024: 2,100 words in total');
    // The keyboard's reading shows beside its point too, and leaves with the focus.
    await expect(tooltip).toHaveText('Mar 1, 20242,100 words in total');
    await page.keyboard.press('Shift+Tab');
    await expect(tooltip).toBeHidden();
    await chart.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await expect(chart).toContainText('Mar 2, 2024: 2,100 words in total');
    // Bars read each day's own count.
    await figure.getByText('Bar', { exact: true }).click();
    await chart.focus();
    await page.keyboard.press('Home');
    await expect(chart).toContainText('Mar 1, 2024: 2,100 words that day');
    await page.keyboard.press('ArrowRight');
    await expect(chart).toContainText('Mar 2, 2024: 0 words that day');
    // The text alternative stays.
    await expect(figure.getByText(/2,750 words logged from Mar 1, 2024 to Mar 20, 2024/)).toBeVisible();
    await screenshotAt(page, 'chart-hover-page', 'dark', label);
  });
}

test('a target chart reads out each series (total and par) under the cursor, by mouse or keyboard', async ({ page }) => {
  const user = await createUser({ verify: true });
  const { targetId } = await seedGoals(await sessionCookie(user));
  await logInBrowser(page, user);
  for (const [label, size] of sizes) {
    await page.setViewportSize(size);
    await page.goto(`/goals/${targetId}`);
    await settle(page);
    const figure = page.getByRole('main').getByRole('figure', { name: 'Progress' });
    const chart = figure.getByRole('group', { name: 'Progress chart: use the arrow keys to read each day' });
    await figure.locator('.u-over').scrollIntoViewIfNeeded();
    const plot = await figure.locator('.u-over').boundingBox();
    if (!plot) throw new Error('no plot area');
    // The first day (the goal's start, 13 days ago): 900 words logged, and a par for the day.
    await page.mouse.move(plot.x + 2, plot.y + plot.height / 2);
    await expect(chart).toContainText(/: total 900 words, par [\d,]+ words$/);
    await figure.screenshot({ path: `test-results/screenshots/target-chart-hover-light-${label}.png` });
    await page.mouse.move(0, 0);
    // The keyboard: the last day is still to come (par only); Home goes back to the first.
    await chart.focus();
    await expect(chart).toContainText(/: par 30,000 words$/);
    await page.keyboard.press('Home');
    await expect(chart).toContainText(/: total 900 words, par [\d,]+ words$/);
  }
});
