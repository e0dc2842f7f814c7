import { formatEta, rebuildFigures } from '@inkpace/contracts/rules/rebuild-progress';

const WIDTH = 30;
/** Without a terminal (a log file, CI) a line every few seconds instead of one line redrawn. */
const PLAIN_EVERY_MS = 5_000;

/** `[#########.....]  31 %  52,310 events/s  about 14 s left  (120,000 of 380,000)`; `unit` names what is counted. */
export function progressLine(name: string, applied: number, total: number, elapsedMs: number, unit = 'events'): string {
  const f = rebuildFigures(applied, total, elapsedMs);
  const filled = Math.round((f.percent / 100) * WIDTH);
  const bar = `[${'#'.repeat(filled)}${'.'.repeat(WIDTH - filled)}]`;
  const rate = f.eventsPerSecond === null ? '' : `  ${Math.round(f.eventsPerSecond).toLocaleString('en-US')} ${unit}/s`;
  const eta = f.etaSeconds === null ? '' : `  about ${formatEta(f.etaSeconds)} left`;
  return `${name} ${bar} ${String(f.percent).padStart(3)} %${rate}${eta}  (${applied.toLocaleString('en-US')} of ${total.toLocaleString('en-US')})`;
}

/**
 * A progress display for `projections rebuild`, `backup` and `restore`, on stderr so stdout keeps only the result. The
 * rate is of the current label's work: it starts again when the label changes (a restore's rows, then its ids).
 */
export function rebuildProgressBar(stream: NodeJS.WriteStream = process.stderr) {
  let started = Date.now();
  let current = '';
  let lastPlain = 0;
  let drawn = false;
  return {
    onProgress(label: string, applied: number, total: number, unit?: string): void {
      const now = Date.now();
      if (label !== current) {
        if (current && drawn) stream.write('\n');
        drawn = false;
        current = label;
        started = now;
      }
      const line = progressLine(label, applied, total, now - started, unit);
      if (stream.isTTY) {
        stream.write(`\r${line}\u001b[K`);
        drawn = true;
      } else if (now - lastPlain >= PLAIN_EVERY_MS || applied >= total) {
        lastPlain = now;
        stream.write(`${line}\n`);
      }
    },
    /** Ends the redrawn line, so what follows starts on its own. */
    end(): void {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
