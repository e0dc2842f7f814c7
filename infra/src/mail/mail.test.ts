import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer, parseEml, readOutbox, type Mailer } from './index.ts';

// Long enough to be wrapped by quoted-printable, with '=' '&' and '%3F' that a sloppy decoder would mangle.
const LINK = `https://inkpace.example/auth/verify?token=${'aB3_-x'.repeat(20)}&next=%2Fdashboard%3Fa%3D1`;
const message = {
  to: 'writer@example.org',
  subject: 'Bestätige deine E-Mail-Adresse ✓ — ein Betreff, lang genug, um gefaltet zu werden',
  text: `Grüße!\n\nBitte bestätige: ${LINK}\n\nDanke`,
  html: `<p><a href="${LINK}">Bestätigen</a></p>`,
};

const cleanups: Array<() => Promise<void> | void> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function tempDir(): Promise<string> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'inkpace-mail-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

function track(mailer: Mailer): Mailer {
  cleanups.push(() => mailer.close());
  return mailer;
}

describe('mailer without SMTP (outbox)', () => {
  it('writes a parseable .eml with the right To, Subject and text, and logs no body', async () => {
    const outboxDir = path.join(await tempDir(), 'data', 'outbox');
    const logged: object[] = [];
    const mailer = track(createMailer({ smtpUrl: undefined, from: 'Inkpace <no-reply@inkpace.example>', outboxDir, log: { info: (obj) => logged.push(obj) } }));
    await mailer.send(message);

    const mails = await readOutbox(outboxDir);
    expect(mails).toHaveLength(1);
    const [mail] = mails as [(typeof mails)[number]];
    expect(mail).toMatchObject({ to: message.to, subject: message.subject, text: message.text });
    expect(mail.text).toContain(LINK);
    expect(path.basename(mail.file)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{12}\.eml$/);
    // Only the finished file is left: the temporary name was renamed away.
    expect(await readdir(outboxDir)).toEqual([path.basename(mail.file)]);

    // The raw file really is encoded (so the decoding above was exercised), and it is a complete message.
    const raw = await readFile(mail.file, 'latin1');
    expect(raw).not.toContain(LINK);
    expect(raw).toContain('=\r\n');
    expect(raw).toContain('From: Inkpace <no-reply@inkpace.example>');

    expect(logged).toEqual([{ file: mail.file, to: message.to, subject: message.subject }]);
    expect(JSON.stringify(logged)).not.toContain('token');
  });

  it('lists messages oldest first and treats a missing outbox as empty', async () => {
    const outboxDir = path.join(await tempDir(), 'outbox');
    expect(await readOutbox(outboxDir)).toEqual([]);
    const mailer = track(createMailer({ smtpUrl: undefined, from: 'no-reply@inkpace.example', outboxDir, log: { info: () => undefined } }));
    await mailer.send({ to: 'first@example.org', subject: 'One', text: 'first' });
    await new Promise((resolve) => setTimeout(resolve, 5)); // distinct millisecond timestamps in the names
    await mailer.send({ to: 'second@example.org', subject: 'Two', text: 'second' });
    const mails = await readOutbox(outboxDir);
    expect(mails.map((m) => [m.to, m.subject, m.text])).toEqual([
      ['first@example.org', 'One', 'first'],
      ['second@example.org', 'Two', 'second'],
    ]);
  });
});

describe('parseEml', () => {
  it('decodes quoted-printable soft breaks and =XX, folded encoded words and base64 parts', () => {
    const raw = [
      'To: =?UTF-8?B?SsO8cmdlbg==?= <j@example.org>',
      'Subject: =?UTF-8?Q?Gr=C3=BC?=',
      ' =?UTF-8?Q?=C3=9Fe_aus?= Berlin',
      'Content-Type: multipart/mixed; boundary=outer',
      '',
      'preamble',
      '--outer',
      'Content-Type: multipart/alternative; boundary="inner b"',
      '',
      '--inner b',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<p>not this</p>',
      '--inner b',
      'Content-Type: text/plain; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
      '',
      'https://x.example/?a=3D1&b=3D=',
      '2 =E2=9C=93   ',
      'done',
      '--inner b--',
      '--outer',
      'Content-Type: text/plain',
      'Content-Transfer-Encoding: base64',
      '',
      Buffer.from('second part').toString('base64'),
      '--outer--',
      '',
    ].join('\r\n');
    expect(parseEml(raw)).toEqual({
      to: 'Jürgen <j@example.org>',
      subject: 'Grüße aus Berlin',
      text: 'https://x.example/?a=1&b=2 ✓\ndone',
    });
    const single = 'To: a@b.c\nSubject: Hi\nContent-Transfer-Encoding: base64\n\n' + Buffer.from('héllo').toString('base64');
    expect(parseEml(single)).toEqual({ to: 'a@b.c', subject: 'Hi', text: 'héllo' });
  });
});

describe('mailer with SMTP', () => {
  it('delivers through the SMTP server to the recipient with the text intact', async () => {
    const received: Array<{ from: string; to: string[]; raw: Buffer }> = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'], // plain SMTP on localhost: nothing to encrypt, no test certificate needed
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const envelope = session.envelope;
          received.push({
            from: envelope.mailFrom ? envelope.mailFrom.address : '',
            to: envelope.rcptTo.map((r) => r.address),
            raw: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.server.address() as AddressInfo;

    const outboxDir = path.join(await tempDir(), 'outbox');
    const mailer = track(createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, from: 'no-reply@inkpace.example', outboxDir }));
    await mailer.send(message);

    expect(received).toHaveLength(1);
    const [mail] = received as [(typeof received)[number]];
    expect(mail.from).toBe('no-reply@inkpace.example');
    expect(mail.to).toEqual([message.to]);
    expect(parseEml(mail.raw)).toEqual({ to: message.to, subject: message.subject, text: message.text });
    expect(await readOutbox(outboxDir)).toEqual([]);
  });
});
