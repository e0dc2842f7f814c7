import path from 'node:path';

/** What the global setup tells the tests about the running app (through the environment workers inherit). */
export interface E2eState {
  /** Where the browser reaches the app, e.g. http://127.0.0.1:41234 (no trailing slash). */
  baseURL: string;
  /** The app's DATA_DIR: holds the embedded PostgreSQL (pg/) when no DATABASE_URL was given. */
  dataDir: string;
  /** Where the app writes mail as .eml files. */
  outboxDir: string;
  /** The run's own database when the suite runs against a PostgreSQL server; empty on the embedded path. */
  databaseUrl: string;
}

export const repoRoot = path.resolve(import.meta.dirname, '../../..');

const KEYS = {
  baseURL: 'INKPACE_E2E_BASE_URL',
  dataDir: 'INKPACE_E2E_DATA_DIR',
  outboxDir: 'INKPACE_E2E_OUTBOX_DIR',
  databaseUrl: 'INKPACE_E2E_DATABASE_URL',
} as const satisfies Record<keyof E2eState, string>;

export function exportState(state: E2eState): void {
  for (const [field, key] of Object.entries(KEYS)) process.env[key] = state[field as keyof E2eState];
}

export function e2eState(): E2eState {
  const baseURL = process.env[KEYS.baseURL];
  if (!baseURL) throw new Error('The e2e global setup did not run: start the suite with `npx playwright test`.');
  return {
    baseURL,
    dataDir: process.env[KEYS.dataDir] ?? '',
    outboxDir: process.env[KEYS.outboxDir] ?? '',
    databaseUrl: process.env[KEYS.databaseUrl] ?? '',
  };
}
