import type { Kysely } from 'kysely';
import { siteOrigin } from '@/lib/i18n/origins';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { operatorAddress, type OutgoingMail } from '@/server/mail/compose';
import { enqueueMails } from '@/server/mail/outbox';
import { claimDigestDay, forgetDigestDaysBefore } from './digestRepository';
import { bookingItem, contactItem, OVERDUE_HOURS, quoteItem, UNANSWERED_BOOKING, UNANSWERED_QUOTE, type InboxItem } from './inboxItems';
import { listBookings, listContacts, listQuotes } from './inboxRepository';

/** The digest goes out at 07:00 in Arusha: Africa/Dar_es_Salaam is UTC+3 all year (no summer time). */
export const DIGEST_HOUR = 7;
const ARUSHA_OFFSET_MS = 3 * 3_600_000;
/** More than a morning's worth is still listed in full; the limit only keeps the mail finite. */
const DIGEST_LIMIT = 1000;

/** The day in Arusha (YYYY-MM-DD) and whether its digest hour has come. */
export const arushaDay = (now: Date) => new Date(now.getTime() + ARUSHA_OFFSET_MS).toISOString().slice(0, 10);
export const digestHourReached = (now: Date) => new Date(now.getTime() + ARUSHA_OFFSET_MS).getUTCHours() >= DIGEST_HOUR;

/** Every request still waiting for the team: quotes new or open, messages not answered, bookings still an inquiry; oldest first. */
export async function unansweredRequests(db: Kysely<Database>, now: Date): Promise<InboxItem[]> {
  const [quotes, contacts, bookings] = await Promise.all([
    Promise.all(UNANSWERED_QUOTE.map((status) => listQuotes(db, { status }, DIGEST_LIMIT))).then((lists) => lists.flat()),
    listContacts(db, { status: 'new' }, DIGEST_LIMIT),
    Promise.all(UNANSWERED_BOOKING.map((status) => listBookings(db, { status }, DIGEST_LIMIT))).then((lists) => lists.flat()),
  ]);
  const items = [...quotes.map((r) => quoteItem(r, now)), ...contacts.map((r) => contactItem(r, now)), ...bookings.map((r) => bookingItem(r, now))];
  return items.sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.number.localeCompare(b.number));
}

const line = (i: InboxItem) =>
  [`${i.overdue ? 'OVERDUE ' : ''}${i.number}`, i.kind, `${i.name} <${i.email}>`, i.language, `${i.ageHours} h`, ...(i.assignee ? [`assigned to ${i.assignee}`] : [])].join(' · ');

/**
 * The operator's morning mail, in English: every unanswered request with its number, kind,
 * traveller, language and age, overdue ones (past OVERDUE_HOURS) marked. When nothing waits, a
 * short "all answered" mail still goes out, so a missing digest always means something is wrong.
 */
export function morningDigestMail(items: InboxItem[], now: Date): OutgoingMail {
  const day = arushaDay(now);
  const overdue = items.filter((i) => i.overdue).length;
  const inbox = `${siteOrigin('en')}/admin`;
  const base = { kind: 'digest.operator', ref: `digest-${day}`, locale: 'en', to: operatorAddress() };
  if (!items.length) {
    return { ...base, subject: `Morning digest ${day}: every request is answered`, body: `Good morning. No quote, message or booking inquiry is waiting for an answer.\n\n${inbox}` };
  }
  const waiting = `${items.length} request${items.length === 1 ? '' : 's'}`;
  return {
    ...base,
    subject: `Morning digest ${day}: ${waiting} waiting, ${overdue} overdue`,
    body: [
      `Good morning. ${waiting} wait${items.length === 1 ? 's' : ''} for an answer, oldest first; ${overdue} ${overdue === 1 ? 'has' : 'have'} waited more than ${OVERDUE_HOURS} hours (OVERDUE).`,
      items.map(line).join('\n'),
      `Answer them in the back office: ${inbox}`,
    ].join('\n\n'),
  };
}

/**
 * Queues the digest. Scheduled runs (`once`) claim the Arusha day first, in the same transaction
 * as the mail, so several instances (or a restart) send one digest a day; `npm run digest`
 * sends one now regardless. Returns whether a mail was queued and how many requests it lists.
 */
export async function sendMorningDigest(db: Kysely<Database> = getDb(), now = new Date(), { once = true } = {}) {
  return db.transaction().execute(async (trx) => {
    if (once) {
      if (!(await claimDigestDay(trx, arushaDay(now), now.toISOString()))) return { queued: false, requests: 0 };
      await forgetDigestDaysBefore(trx, arushaDay(now));
    }
    const items = await unansweredRequests(trx, now);
    await enqueueMails(trx, [morningDigestMail(items, now)], now);
    return { queued: true, requests: items.length };
  });
}
