import type { Kysely } from 'kysely';
import type { Database } from '@/server/db/types';
import { bookingBalanceReminderMail } from '@/server/mail/bookingMails';
import { enqueueMails } from '@/server/mail/outbox';
import { prepareAccessKeys } from './accessKey';
import { claimReminder, findBalancesDue } from './bookingRepository';
import { addDays, todayUtc } from './dates';
import { mailFacts } from './facts';

/** The reminders before a balance's due date, the earlier one first: 14 days, then 3. */
export const REMINDER_DAYS = [14, 3] as const;

/**
 * Sends the balance reminders now due: for a confirmed booking that still owes money, the
 * 14-day one once its due date is 14 days away or less (but more than 3), the 3-day one from 3
 * days before until the date. A day the server was down is caught up on the next run. Each is
 * claimed in the mail's own transaction: any number of instances and runs send it once.
 * Answers how many were sent.
 */
export async function sendBalanceReminders(db: Kysely<Database>, now: Date): Promise<number> {
  const today = todayUtc(now);
  await prepareAccessKeys(db);
  let sent = 0;
  for (const [i, days] of REMINDER_DAYS.entries()) {
    const later = REMINDER_DAYS[i + 1];
    // Due within `days`, and not yet within the next (shorter) reminder's window.
    const from = later === undefined ? today : addDays(today, later + 1);
    for (const b of await findBalancesDue(db, from, addDays(today, days))) {
      const claimed = await db.transaction().execute(async (trx) => {
        if (!(await claimReminder(trx, b.number, b.balance_due_date, days, now.toISOString()))) return false;
        await enqueueMails(trx, [bookingBalanceReminderMail(await mailFacts(trx, db, b))], now);
        return true;
      });
      if (claimed) sent++;
    }
  }
  return sent;
}
