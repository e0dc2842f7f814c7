import { test as base, expect } from '@playwright/test';
import { e2eState } from './state.ts';

/** Playwright's test, pointed at the app the global setup started (the port is only known then). */
export const test = base.extend({
  baseURL: async ({ baseURL: _configured }, use) => {
    await use(e2eState().baseURL);
  },
});

export { expect };
