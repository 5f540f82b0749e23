import fs from 'node:fs';
import path from 'node:path';
import nodemailer from 'nodemailer';
import { SITE } from '@/config/site';
import { asOneLine } from '@/lib/validation/text';
import type { OutboxRow } from './outbox';

/** Delivers one outbox mail or throws; the sender decides about retries. */
export type MailTransport = { name: string; send: (mail: OutboxRow) => Promise<void>; close: () => void };

const from = () => process.env.MAIL_FROM || `${SITE.brand} <${SITE.email}>`;

function message(mail: OutboxRow) {
  return {
    from: from(),
    // One line each even for rows queued before the composer forced it (see compose.ts).
    to: asOneLine(mail.to_address),
    replyTo: mail.reply_to ? asOneLine(mail.reply_to) : undefined,
    subject: asOneLine(mail.subject),
    text: mail.body,
    // One id per outbox row: a mail resent after a crash is recognisably the same mail.
    messageId: `<${mail.id}@outbox.twigatrails>`,
    headers: { 'Content-Language': mail.locale, 'X-Outbox-Ref': mail.ref, 'X-Outbox-Kind': mail.kind },
  };
}

/** SMTP when SMTP_URL is set (smtp://user:pass@host:port), else .eml files in OUTBOX_DIR (default data/outbox). */
export function createTransport(env: NodeJS.ProcessEnv = process.env): MailTransport {
  if (env.SMTP_URL) return smtpTransport(env.SMTP_URL);
  return fileTransport(env.OUTBOX_DIR || path.join(process.cwd(), 'data', 'outbox'));
}

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url + (url.includes('?') ? '&' : '?') + 'pool=true&maxConnections=2', {
    connectionTimeout: 5_000,
    greetingTimeout: 5_000,
    socketTimeout: 15_000,
  } as object);
  return {
    name: 'smtp',
    send: async (mail) => {
      await transport.sendMail(message(mail));
    },
    close: () => transport.close(),
  };
}

export function fileTransport(dir: string): MailTransport {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: `files in ${dir}`,
    send: async (mail) => {
      const info = (await composer.sendMail(message(mail))) as { message: Buffer };
      fs.mkdirSync(dir, { recursive: true });
      const file = path.join(dir, `${mail.created_at.replace(/[:.]/g, '-')}-${mail.kind}-${mail.id}.eml`);
      // Written whole then renamed, so a reader never sees half a mail.
      fs.writeFileSync(`${file}.tmp`, info.message);
      fs.renameSync(`${file}.tmp`, file);
    },
    close: () => composer.close(),
  };
}
