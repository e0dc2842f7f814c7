/**
 * A small RFC 822 / MIME reader for the messages this project writes (tests and the outbox read them back).
 * It handles what nodemailer produces: folded headers, RFC 2047 encoded words, nested multiparts, and
 * quoted-printable, base64 or 7/8-bit bodies. It is not a general-purpose mail parser.
 */

export interface ParsedMail {
  to: string;
  subject: string;
  /** The first text/plain part, decoded, with CRLF line ends turned into LF. */
  text: string;
}

interface Part {
  headers: Map<string, string>;
  /** The raw body; one char per byte (latin1) so that 8-bit bodies survive until the charset is applied. */
  body: string;
}

export function parseEml(raw: Buffer | string): ParsedMail {
  const message = splitPart(typeof raw === 'string' ? Buffer.from(raw, 'utf8').toString('latin1') : raw.toString('latin1'));
  // nodemailer ends every message with a line break; in a single-part message it would look like part of the text.
  message.body = message.body.replace(/\r?\n$/, '');
  return {
    to: decodeHeader(fromLatin1(message.headers.get('to') ?? '')),
    subject: decodeHeader(fromLatin1(message.headers.get('subject') ?? '')),
    text: findText(message) ?? '',
  };
}

/** Headers should be ASCII (non-ASCII goes into encoded words), but read raw 8-bit ones as UTF-8. */
function fromLatin1(value: string): string {
  return Buffer.from(value, 'latin1').toString('utf8');
}

function splitPart(raw: string): Part {
  const leadingBlank = /^\r?\n/.exec(raw);
  const separator = leadingBlank ?? /\r?\n\r?\n/.exec(raw);
  const head = separator ? raw.slice(0, separator.index) : raw;
  const body = separator ? raw.slice(separator.index + separator[0].length) : '';
  const headers = new Map<string, string>();
  // Unfolding (RFC 5322 2.2.3): a line break followed by white space continues the previous line.
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

function findText(part: Part): string | undefined {
  const contentType = part.headers.get('content-type') ?? 'text/plain';
  const type = (contentType.split(';')[0] ?? '').trim().toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = parameter(contentType, 'boundary');
    if (!boundary) return undefined;
    for (const raw of splitMultipart(part.body, boundary)) {
      const text = findText(splitPart(raw));
      if (text !== undefined) return text;
    }
    return undefined;
  }
  const attachment = /^\s*attachment/i.test(part.headers.get('content-disposition') ?? '');
  return type === 'text/plain' && !attachment ? decodeBody(part, parameter(contentType, 'charset') ?? 'utf-8') : undefined;
}

function splitMultipart(body: string, boundary: string): string[] {
  // A delimiter is a whole line '--boundary' ('--boundary--' closes); the line break before it belongs to it.
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const delimiter = new RegExp(`\\r?\\n--${escaped}(--)?[ \\t]*(?:\\r?\\n|$)`, 'g');
  const text = `\r\n${body}`;
  const parts: string[] = [];
  let start: number | undefined;
  for (const match of text.matchAll(delimiter)) {
    if (start !== undefined) parts.push(text.slice(start, match.index));
    if (match[1]) break;
    start = match.index + match[0].length;
  }
  return parts;
}

function parameter(headerValue: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]*))`, 'i').exec(headerValue);
  return match ? (match[1] ?? match[2]) : undefined;
}

function decodeBody(part: Part, charset: string): string {
  const encoding = (part.headers.get('content-transfer-encoding') ?? '7bit').trim().toLowerCase();
  const bytes =
    encoding === 'quoted-printable'
      ? quotedPrintableBytes(part.body)
      : encoding === 'base64'
        ? Buffer.from(part.body.replace(/\s+/g, ''), 'base64')
        : Buffer.from(part.body, 'latin1');
  return decodeCharset(bytes, charset).replace(/\r\n/g, '\n');
}

/**
 * RFC 2045 6.7: '=' at a line end is a soft break (removed, so long URLs come back whole), '=XX' is a byte,
 * and trailing white space on a line was added in transport and is dropped.
 */
function quotedPrintableBytes(text: string): Buffer {
  return hexEscapedBytes(text.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, ''));
}

/** '=XX' is the byte XX; every other char is one byte (the input is latin1). */
function hexEscapedBytes(s: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < s.length; i++) {
    const hex = s.charCodeAt(i) === 0x3d ? s.slice(i + 1, i + 3) : '';
    if (/^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(s.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string): string {
  try {
    return new TextDecoder(charset.trim().toLowerCase()).decode(bytes);
  } catch {
    return bytes.toString('utf8'); // an unknown label: UTF-8 is what this project writes
  }
}

const ENCODED_WORD = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;

/**
 * RFC 2047 encoded words. Adjacent words (only white space between them) are joined before decoding, both
 * because that white space is not part of the text and because a long value may be split inside a character.
 */
function decodeHeader(value: string): string {
  let out = '';
  let last = 0;
  let charset = '';
  let chunks: Buffer[] = [];
  const flush = (): void => {
    if (chunks.length > 0) out += decodeCharset(Buffer.concat(chunks), charset);
    chunks = [];
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, match.index);
    const wordCharset = (match[1] ?? '').split('*')[0] ?? ''; // RFC 2231 allows a '*language' suffix
    const adjacent = chunks.length > 0 && between.trim() === '';
    if (!adjacent || wordCharset.toLowerCase() !== charset.toLowerCase()) flush();
    if (!adjacent) out += between;
    charset = wordCharset;
    const payload = match[3] ?? '';
    chunks.push(
      (match[2] ?? '').toUpperCase() === 'B'
        ? Buffer.from(payload, 'base64')
        : hexEscapedBytes(payload.replace(/_/g, ' ')), // 'Q': no soft breaks; '_' is a space
    );
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}
