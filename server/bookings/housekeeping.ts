import { getDb } from '@/server/db/connection';
import { kickOutbox } from '@/server/mail/worker';
import { topUpDepartures } from './departureSeed';
import { expireHolds } from './holdExpiry';
import { todayUtc } from './dates';
import { sendBalanceReminders } from './balanceReminders';

/** Holds are checked every minute (a seat comes back within a minute of its hold's end, with nobody acting). */
const HOLDS_EVERY_MS = 60 * 1000;
/** The twelve-month schedule of departures moves on each day; checking every six hours is plenty. */
const SCHEDULE_EVERY_MS = 6 * 60 * 60 * 1000;

/** Balance reminders go out within the hour of the day they are due. */
const REMINDERS_EVERY_MS = 60 * 60 * 1000;

let started = false;

/** Started once per server process (instrumentation.ts). Every step is safe when several instances run it at once. */
export function startBookingHousekeeping(): void {
  if (started) return;
  started = true;
  // Async all the way: a database that cannot even be opened is logged, never thrown into the
  // server's start (the site keeps serving what it built ahead).
  const holds = () =>
    void (async () => {
      if ((await expireHolds(getDb(), new Date())) > 0) kickOutbox();
    })().catch((err) => console.error('[bookings] hold expiry failed', err));
  const schedule = () =>
    void (async () => topUpDepartures(getDb(), todayUtc()))().catch((err) => console.error('[bookings] departure schedule failed', err));
  const reminders = () =>
    void (async () => {
      if ((await sendBalanceReminders(getDb(), new Date())) > 0) kickOutbox();
    })().catch((err) => console.error('[bookings] balance reminders failed', err));
  setInterval(holds, HOLDS_EVERY_MS).unref();
  setInterval(schedule, SCHEDULE_EVERY_MS).unref();
  setInterval(reminders, REMINDERS_EVERY_MS).unref();
  holds();
  schedule();
  reminders();
}
