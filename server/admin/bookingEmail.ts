import { z } from 'zod';
import { contact } from '@/lib/leads/schemas';
import { prepareAccessKeys } from '@/server/bookings/accessKey';
import { findBooking, setBookingFields } from '@/server/bookings/bookingRepository';
import { confirmationForAddress, mailFacts } from '@/server/bookings/facts';
import { getDb } from '@/server/db/connection';
import { notFound } from '@/server/http/errors';
import { parseInput } from '@/server/http/validation';
import { withDatabase } from '@/server/leads/write';
import { bookingLinkMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { kickOutbox } from '@/server/mail/worker';
import { kindOfNumber } from './inboxItems';
import { inboxDetail } from './inboxService';
import type { Operator } from './operatorService';
import { recordEvent } from './requestEvents';

/** The address a booking's mails go to, checked as the booking form checks it. */
export const bookingEmailSchema = z.object({ email: contact.email });

/**
 * POST /api/admin/bookings/{number}/email { email }: the operator corrects the traveller's address
 * (a typo made at booking) and the booking's private link goes to it at once; the same address
 * again just sends the link again. One transaction: the address, the history line, the mail.
 * Answers the booking's { request, earlier }, as GET /api/admin/inbox/{number} does.
 */
export async function changeBookingEmail(number: string, input: unknown, operator: Operator) {
  const { email } = parseInput(bookingEmailSchema, input);
  if (kindOfNumber(number) !== 'booking') throw notFound();
  const detail = await withDatabase('admin-booking-email', async () => {
    const db = getDb();
    await prepareAccessKeys(db);
    await db.transaction().execute(async (trx) => {
      const booking = await findBooking(trx, number);
      if (!booking) throw notFound();
      const now = new Date();
      const changed = booking.email !== email;
      const { hold, confirmUrl } = await confirmationForAddress(db, booking, email, now);
      if (changed) await setBookingFields(trx, number, { email, ...hold, updated_at: now.toISOString() });
      const note = [changed ? `email corrected from ${booking.email} to ${email}; private link sent` : `private link sent again to ${email}`, hold ? `seats held until ${hold.hold_expires_at} for the address's confirmation` : ''].filter(Boolean).join('; ');
      await recordEvent(trx, { number, kind: 'booking', actor: operator.email, action: 'email', note, now });
      await enqueueMails(trx, [bookingLinkMail({ ...(await mailFacts(trx, db, { ...booking, email, ...hold })), confirmUrl })], now);
    });
    return inboxDetail(db, number);
  });
  kickOutbox();
  return detail;
}
