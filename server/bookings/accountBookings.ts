import type { Kysely } from 'kysely';
import type { BookingStatus } from '@/lib/booking/rules';
import type { Locale } from '@/lib/i18n/config';
import { currentUser } from '@/server/auth/service';
import { getDb } from '@/server/db/connection';
import type { Database } from '@/server/db/types';
import { withDatabase } from '@/server/leads/write';
import { prepareAccessKeys } from './accessKey';
import { listBookingsOfEmail } from './bookingRepository';
import { manageUrlOf, tourOf } from './facts';

/** More than any traveller makes; the list stays one short answer. */
const MOST = 50;

export type AccountBooking = {
  number: string;
  status: BookingStatus;
  tourTitle: string | null;
  startDate: string;
  totalCents: number;
  paidCents: number;
  /** The booking's private page (the link its mails carry), on its own language's domain. */
  manageUrl: string;
};

/**
 * GET /api/bookings/mine → { bookings }: the signed-in traveller's bookings, those made under their
 * account's address (confirmed at sign-up, so the mails of each booking went to them anyway), the
 * latest trip first, each with its private link. 401 without a valid session.
 */
export async function accountBookings(token: string | undefined, database?: Kysely<Database>): Promise<{ bookings: AccountBooking[] }> {
  const user = await currentUser(token, database);
  return withDatabase('account-bookings', async () => {
    const db = database ?? getDb();
    await prepareAccessKeys(db);
    const rows = await listBookingsOfEmail(db, user.email, MOST);
    // Several bookings of one tour (and language) read its title once.
    const titles = new Map<string, Promise<string | null>>();
    const titleOf = (b: (typeof rows)[number]) => {
      const key = `${b.locale} ${b.tour_id}`;
      if (!titles.has(key)) titles.set(key, tourOf(db, b).then((tour) => tour?.title ?? null));
      return titles.get(key)!;
    };
    const bookings = await Promise.all(
      rows.map(async (b) => ({
        number: b.number,
        status: b.status as BookingStatus,
        tourTitle: await titleOf(b),
        startDate: b.start_date,
        totalCents: Number(b.total_cents),
        paidCents: Number(b.paid_cents),
        manageUrl: await manageUrlOf(db, b.number, b.locale as Locale),
      })),
    );
    return { bookings };
  });
}
