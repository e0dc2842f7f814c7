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
  // Guards against a hung journey, not measures of speed (the bench measures that). On a slow day of this two-core
  // machine the longest journeys (several pages audited in two themes at two widths) took 57-70 s, and with the
  // other worker busy a signed-in page took 11 s from navigation to its data (three seconds of it before the
  // browser ran the app's first request): waits for what a writer sees get 20 s.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    // baseURL comes from the global setup (test/e2e/support/fixtures.ts), which knows the port.
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 20_000,
    navigationTimeout: 30_000,
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
