import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { storedSecret } from '@/server/security/storedSecret';

/** The secret that signs manage links: BOOKING_LINK_SECRET, or one kept in the database. */
const linkSecret = (db: Kysely<Database>) => storedSecret(db, 'booking.linkSecret', process.env.BOOKING_LINK_SECRET);

/**
 * The private key of a booking's manage link: an HMAC of its number, so every mail can carry the
 * link again without the key being stored anywhere, and no key opens another booking.
 */
export async function accessKeyFor(db: Kysely<Database>, bookingNumber: string): Promise<string> {
  return createHmac('sha256', await linkSecret(db)).update(bookingNumber).digest('base64url').slice(0, 32);
}

/**
 * The code of the email-confirmation link: only ever mailed to the booking's address (the manage
 * link is also in the booking's answer), so opening it proves the traveller reads that mailbox.
 */
export async function confirmationCodeFor(db: Kysely<Database>, bookingNumber: string): Promise<string> {
  return createHmac('sha256', await linkSecret(db)).update(`confirm-email:${bookingNumber}`).digest('base64url').slice(0, 32);
}

const sameSecret = (given: unknown, expected: string) =>
  typeof given === 'string' && given.length === expected.length && timingSafeEqual(Buffer.from(given), Buffer.from(expected));

/** Whether a key opens the booking, compared in constant time. */
export async function keyOpens(db: Kysely<Database>, bookingNumber: string, key: unknown): Promise<boolean> {
  if (typeof key !== 'string' || key.length !== 32) return false;
  return sameSecret(key, await accessKeyFor(db, bookingNumber));
}

/** Whether a code is the booking's email-confirmation code, compared in constant time. */
export async function confirmationCodeMatches(db: Kysely<Database>, bookingNumber: string, code: unknown): Promise<boolean> {
  if (typeof code !== 'string' || code.length !== 32) return false;
  return sameSecret(code, await confirmationCodeFor(db, bookingNumber));
}

/** Loads the secret before a transaction (SQLite has one connection: no query may wait inside one). */
export const prepareAccessKeys = async (db: Kysely<Database>) => void (await linkSecret(db));
