/**
 * Outgoing mail. With SMTP_URL, messages go out through a pooled nodemailer SMTP transport; without it they are
 * rendered to RFC 822 and written to the outbox folder as .eml files, so a self-hoster (or a test) can read them.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import { parseEml, type ParsedMail } from './eml.ts';

export { parseEml, type ParsedMail } from './eml.ts';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log?: { info(obj: object, msg?: string): void };
}

export function createMailer(options: MailerOptions): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl, options.from) : createOutboxMailer(options);
}

type Nodemailer = typeof import('nodemailer').default;

/**
 * A transport made on first use: nodemailer is loaded then, not at start (a server may run for hours before its
 * first mail, and every start would pay for loading it).
 */
function lazyTransport(make: (nodemailer: Nodemailer) => Transporter): { get(): Promise<Transporter>; close(): void } {
  let made: Promise<Transporter> | null = null;
  return {
    get: () => (made ??= import('nodemailer').then((m) => make(m.default))),
    close() {
      void made?.then((transport) => transport.close());
    },
  };
}

function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  // Pooled: mail bursts (a reactor catching up) reuse a few connections instead of one handshake per message.
  const transport = lazyTransport((nodemailer) => nodemailer.createTransport({ url: smtpUrl, pool: true }, { from }));
  return {
    async send(message) {
      await (await transport.get()).sendMail(toNodemailer(message));
    },
    close() {
      transport.close();
    },
  };
}

function createOutboxMailer(options: MailerOptions): Mailer {
  const log = options.log ?? { info: (obj: object, msg?: string) => console.info(msg ?? '', obj) };
  const render = lazyTransport((nodemailer) => nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' }, { from: options.from }));
  return {
    async send(message) {
      const info = await (await render.get()).sendMail(toNodemailer(message));
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer did not render the message to a buffer');
      await mkdir(options.outboxDir, { recursive: true });
      // ISO time first so names sort by time; ':' becomes '-' because it is not allowed in Windows file names.
      const name = `${new Date().toISOString().replace(/:/g, '-')}-${randomBytes(6).toString('hex')}.eml`;
      const file = path.join(options.outboxDir, name);
      // Written under a temporary name (which readOutbox ignores) and renamed, so readers never see half a file.
      const temporary = path.join(options.outboxDir, `.${name}.tmp`);
      try {
        await writeFile(temporary, info.message, { mode: 0o600 });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      // Never the body: it holds one-time sign-in and reset links.
      log.info({ file, to: message.to, subject: message.subject }, 'mail written to outbox');
    },
    close() {
      render.close();
    },
  };
}

function toNodemailer(message: MailMessage): { to: string; subject: string; text: string; html?: string } {
  return {
    to: message.to,
    subject: message.subject,
    text: message.text,
    ...(message.html === undefined ? {} : { html: message.html }),
  };
}

/** The outbox's messages, oldest first (by file name). A missing folder is an empty outbox. */
export async function readOutbox(outboxDir: string): Promise<Array<{ file: string } & ParsedMail>> {
  let names: string[];
  try {
    names = await readdir(outboxDir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names.filter((n) => n.endsWith('.eml') && !n.startsWith('.')).sort();
  return Promise.all(
    files.map(async (name) => {
      const file = path.join(outboxDir, name);
      return { file, ...parseEml(await readFile(file)) };
    }),
  );
}
