import { defineConfig, devices } from '@playwright/test';

/**
 * Browser journeys and axe checks (test/e2e) against the app started the way `npm start` starts it: the global
 * setup builds, then runs `node dist/server/embedded.js` on a free port with a fresh data folder (and a fresh
 * database when DATABASE_URL names a server). Debian's Chromium, never a downloaded one.
 */
export default defineConfig({
  testDir: 'test/e2e',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './test/e2e/support/global-setup.ts',
  // Two cores: the server, its PostgreSQL and one or two browsers share them.
  workers: 2,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  // A guard against a hung journey, not a measure of speed (the bench measures that): the longest journeys audit
  // several pages in two themes at two widths, which took 57-70 s on a slow day of this two-core machine.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // baseURL comes from the global setup (test/e2e/support/fixtures.ts), which knows the port.
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        viewport: { width: 1280, height: 800 },
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: [
            '--headless',
            '--no-sandbox',
            '--disable-gpu',
            '--disable-quic',
            '--no-first-run',
            '--disable-background-networking',
            '--disable-component-update',
            '--disable-sync',
          ],
        },
      },
    },
  ],
});
