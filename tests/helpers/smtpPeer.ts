import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the peer received it: the envelope and the raw bytes after DATA. */
export type ReceivedMail = { from: string; to: string[]; raw: Buffer };

export type SmtpPeer = {
  port: number;
  /** Every message received so far, in order of arrival. */
  messages: () => ReceivedMail[];
  stop: () => Promise<void>;
};

/**
 * A real SMTP server on loopback (no TLS, any or no login) that keeps what it is sent.
 * Port 0 picks a free port; give the same port again to restart a peer "after an outage".
 */
export async function startSmtpPeer(port = 0): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Idle pooled client connections are cut after this instead of the default 30 s.
    closeTimeout: 200,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('error', callback);
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks),
        });
        callback();
      });
    },
  });
  server.on('error', () => {
    /* a client hanging up mid-session is not the test's concern */
  });
  await new Promise<void>((resolve, reject) => {
    const net = (server as unknown as { server: import('node:net').Server }).server;
    net.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      net.off('error', reject);
      resolve();
    });
  });
  const address = (server as unknown as { server: import('node:net').Server }).server.address() as AddressInfo;
  return {
    port: address.port,
    messages: () => [...received],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

// ---------------------------------------------------------------------------------------------
// A small decoder for what nodemailer sends: unfolded headers with RFC 2047 encoded-words (Q, B)
// decoded, and a text body decoded from quoted-printable, base64 or 7bit/8bit as UTF-8.

export type DecodedMail = {
  /** Lower-cased header name → every value, unfolded and decoded, in order. */
  headers: Map<string, string[]>;
  header: (name: string) => string | undefined;
  subject: string;
  messageId: string;
  /** Bare addresses of an address header (To, Reply-To, From…). */
  addresses: (name: string) => string[];
  /** The text/plain body, decoded, with \n line ends. */
  text: string;
};

export function decodeMail(raw: Buffer | string): DecodedMail {
  const bytes = typeof raw === 'string' ? Buffer.from(raw, 'utf8') : raw;
  const part = parsePart(bytes);
  const text = textBody(part);
  const header = (name: string) => part.headers.get(name.toLowerCase())?.[0];
  return {
    headers: part.headers,
    header,
    subject: header('subject') ?? '',
    messageId: header('message-id') ?? '',
    addresses: (name) => (part.headers.get(name.toLowerCase()) ?? []).flatMap(addressList),
    text,
  };
}

type Part = { headers: Map<string, string[]>; body: Buffer };

function parsePart(bytes: Buffer): Part {
  // latin1 maps bytes 1:1 to chars, so offsets found in the string are byte offsets.
  const s = bytes.toString('latin1');
  const m = /\r?\n\r?\n/.exec(s);
  const head = m ? s.slice(0, m.index) : s;
  const body = m ? bytes.subarray(m.index + m[0].length) : Buffer.alloc(0);
  const headers = new Map<string, string[]>();
  // Unfolding: a line break followed by white space continues the header (RFC 5322 2.2.3).
  for (const line of head.replace(/\r?\n(?=[ \t])/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    const value = decodeWords(Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8'));
    headers.set(name, [...(headers.get(name) ?? []), value]);
  }
  return { headers, body };
}

function textBody(part: Part): string {
  const type = part.headers.get('content-type')?.[0] ?? 'text/plain';
  if (/^multipart\//i.test(type)) {
    const boundary = param(type, 'boundary');
    if (!boundary) throw new Error(`multipart without boundary: ${type}`);
    const s = part.body.toString('latin1');
    const pieces = s.split(new RegExp(`\\r?\\n?--${escapeRegExp(boundary)}(?:--)?[ \\t]*\\r?\\n?`));
    for (const piece of pieces) {
      if (!piece.trim()) continue;
      const child = parsePart(Buffer.from(piece, 'latin1'));
      const childType = child.headers.get('content-type')?.[0] ?? 'text/plain';
      if (/^text\/plain\b/i.test(childType) || /^multipart\//i.test(childType)) return textBody(child);
    }
    throw new Error('no text/plain part');
  }
  const cte = (part.headers.get('content-transfer-encoding')?.[0] ?? '7bit').trim().toLowerCase();
  const charset = (param(type, 'charset') ?? 'utf-8').toLowerCase();
  let decoded: Buffer;
  if (cte === 'quoted-printable') decoded = quotedPrintable(part.body.toString('latin1'));
  else if (cte === 'base64') decoded = Buffer.from(part.body.toString('latin1').replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  else if (cte === '7bit' || cte === '8bit' || cte === 'binary') decoded = part.body;
  else throw new Error(`unknown Content-Transfer-Encoding ${cte}`);
  return new TextDecoder(charset).decode(decoded).replace(/\r\n/g, '\n');
}

function quotedPrintable(s: string): Buffer {
  // Trailing white space on a line is transport padding; "=" at a line end is a soft break.
  const soft = s.replace(/[ \t]+(?=\r?\n|$)/g, '').replace(/=\r?\n/g, '');
  const out: number[] = [];
  for (let i = 0; i < soft.length; i++) {
    const c = soft[i];
    if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(soft.slice(i + 1, i + 3))) {
      out.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      out.push(c.charCodeAt(0) & 0xff);
    }
  }
  return Buffer.from(out);
}

/**
 * RFC 2047: =?charset?Q|B?text?= words; white space between two adjacent encoded words is
 * dropped, and their bytes are joined before decoding (a UTF-8 character may span two words).
 */
export function decodeWords(value: string): string {
  const word = /=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g;
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  const flush = () => {
    if (pending) out += new TextDecoder(pending.charset.replace(/\*.*$/, '')).decode(Buffer.concat(pending.bytes));
    pending = undefined;
  };
  for (let m = word.exec(value); m; m = word.exec(value)) {
    const between = value.slice(last, m.index);
    if (!(pending && /^[ \t]*$/.test(between))) {
      flush();
      out += between;
    }
    const [, charset, enc, text] = m;
    const bytes = enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : qWord(text);
    if (pending && pending.charset.toLowerCase() !== charset.toLowerCase()) flush();
    pending ??= { charset, bytes: [] };
    pending.bytes.push(bytes);
    last = m.index + m[0].length;
  }
  flush();
  return out + value.slice(last);
}

function qWord(text: string): Buffer {
  const out: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === '_') out.push(0x20);
    else if (c === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      out.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else out.push(c.charCodeAt(0) & 0xff);
  }
  return Buffer.from(out);
}

function param(headerValue: string, name: string): string | undefined {
  const m = new RegExp(`;\\s*${name}\\s*=\\s*(?:"([^"]*)"|([^;\\s]+))`, 'i').exec(headerValue);
  return m ? (m[1] ?? m[2]) : undefined;
}

function addressList(value: string): string[] {
  const angled = [...value.matchAll(/<([^<>\s]+@[^<>\s]+)>/g)].map((m) => m[1]);
  if (angled.length) return angled.map((a) => a.toLowerCase());
  return value.split(',').map((a) => a.trim().toLowerCase()).filter((a) => a.includes('@'));
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
