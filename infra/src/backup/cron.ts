import { Cron } from 'croner';

/** Whether croner reads `expression` as a schedule (config parsing refuses one it does not). */
export function isCronExpression(expression: string): boolean {
  try {
    new Cron(expression, { paused: true, timezone: 'UTC' }).stop();
    return true;
  } catch {
    return false;
  }
}
