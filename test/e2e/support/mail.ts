import { readOutbox } from '@inkpace/infra/mail';
import { e2eState } from './state.ts';

/**
 * Waits for the newest mail to `to` (whose subject matches, when given) that holds a link under `pathPrefix`,
 * and returns that link's path (e.g. /verify-email/<uuid>): the browser opens it on the test's own base URL.
 */
export async function linkFromMail(to: string, pathPrefix: string, options: { subject?: RegExp; after?: number; timeoutMs?: number } = {}): Promise<string> {
  const { outboxDir } = e2eState();
  const deadline = Date.now() + (options.timeoutMs ?? 15_000);
  const pattern = new RegExp(`https?://[^\\s<>"]+?(${escape(pathPrefix)}[^\\s<>"]+)`);
  for (;;) {
    const mails = (await readOutbox(outboxDir)).slice(options.after ?? 0);
    const found = mails
      .filter((m) => m.to.toLowerCase().includes(to.toLowerCase()) && (!options.subject || options.subject.test(m.subject)))
      .map((m) => m.text.match(pattern)?.[1])
      .filter((link): link is string => link !== undefined)
      .at(-1);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${to} with a link under ${pathPrefix} arrived`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** How many mails the outbox holds now: pass it as `after` to wait for a newer one. */
export async function outboxCount(): Promise<number> {
  return (await readOutbox(e2eState().outboxDir)).length;
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
