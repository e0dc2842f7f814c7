import { messages } from '@inkpace/contracts/messages';
import { EXPORTS_PER_MINUTE } from '@inkpace/contracts/rules/import/limits';
import { RATE_WINDOW_MS } from '@inkpace/contracts/rules/limits';
import type { Clock } from '../clock/index.ts';
import type { LimitStore } from '../limits/index.ts';
import { TooManyRequestsError } from './errors.ts';

/**
 * Counts an export against the writer's budget (in the shared limit store, so it holds across instances): at most
 * EXPORTS_PER_MINUTE in each minute, whichever session asks and whether downloaded at once (the query side's GETs)
 * or made by a job (the command side's POST), as the reference's 1/min on /export.
 */
export async function takeExportTurn(limits: LimitStore, clock: Clock, userId: number): Promise<void> {
  const now = clock.now().getTime();
  const { count, resetAt } = await limits.hit(`export:user:${userId}`, RATE_WINDOW_MS, now);
  if (count > EXPORTS_PER_MINUTE) throw new TooManyRequestsError(messages.imports.exportTooSoon, Math.max(1, Math.ceil((resetAt - now) / 1000)));
}
