import fs from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { e2eEnv } from './e2eEnv.cjs';

// The test site writes its mails as .eml files (no SMTP here): reading them is reading the inbox.

/** Quoted-printable undone (soft breaks, then =XX bytes as UTF-8). */
export const unQuote = (text: string) => Buffer.from(text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8');

/** Every mail written so far to an address, decoded. */
export function mailsTo(email: string): string[] {
  const dir = e2eEnv.OUTBOX_DIR;
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => unQuote(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.toLowerCase().includes(`to: ${email.toLowerCase()}`));
}

/** Every mail written so far about a request or booking (its number anywhere in it), decoded. */
export function mailsAbout(number: string): string[] {
  const dir = e2eEnv.OUTBOX_DIR;
  return (fs.existsSync(dir) ? fs.readdirSync(dir) : [])
    .filter((f) => f.endsWith('.eml'))
    .map((f) => unQuote(fs.readFileSync(path.join(dir, f), 'utf8')))
    .filter((m) => m.includes(number));
}

/** Waits for a mail to that address carrying a link matching `pattern`, and answers the link. */
export async function mailedLink(email: string, pattern: RegExp): Promise<string> {
  const find = () => mailsTo(email).map((m) => m.match(pattern)?.[0]).find(Boolean);
  await expect.poll(find, { timeout: 15_000, message: `a mail to ${email} with ${pattern}` }).toBeTruthy();
  return find()!;
}

/** The link that opens an account, from its confirmation mail. */
export const signupLink = (email: string) => mailedLink(email, /https?:\/\/\S+\/Signup\?confirm=[A-Za-z0-9_-]+/);
