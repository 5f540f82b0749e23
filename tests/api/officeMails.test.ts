import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as adminBookingRoute from '@/pages/api/admin/bookings/[number]/index';
import { formatDay } from '@/lib/format/dates';
import { formatCents } from '@/lib/format/price';
import { sendBalanceReminders } from '@/server/bookings/balanceReminders';
import { drainOutbox } from '@/server/mail/sender';
import { fileTransport } from '@/server/mail/transport';
import { bookableTours, isoDay, ownDeparture, postBooking } from '../helpers/bookings';
import { decodeMail } from '../helpers/smtpPeer';
import { unique, useAdminApi } from '../helpers/adminApi';
import { engines } from '../helpers/testDb';

const ROUTES = { '/api/bookings': bookingsRoute, '/api/admin/bookings/[number]': adminBookingRoute };

// The mails the office's work sends (balance reminder, booking changed, address changed), read
// as the traveller receives them: from the .eml files the outbox writes, in English and German.
const WORDS = {
  en: {
    reminder: (n: string, balance: string, due: string) => `the balance of your booking ${n}, ${balance}, is due by ${due}`,
    total: (total: string) => `Total: ${total}`,
    changed: (was: string, total: string) => `The total changed from ${was} to ${total}.`,
    moved: (email: string) => `now go to ${email}`,
  },
  de: {
    reminder: (n: string, balance: string, due: string) => `Der Restbetrag Ihrer Buchung ${n}, ${balance}, ist bis ${due} fällig`,
    total: (total: string) => `Gesamtpreis: ${total}`,
    changed: (was: string, total: string) => `Der Gesamtpreis hat sich von ${was} auf ${total} geändert.`,
    moved: (email: string) => `jetzt an ${email}`,
  },
} as const;

describe.each(engines())('the office’s mails as .eml files, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  const outboxDir = fs.mkdtempSync(path.join(os.tmpdir(), 'office-mails-'));
  afterAll(() => fs.rmSync(outboxDir, { recursive: true, force: true }));
  let cookie = '';
  let dep = '';
  let slug = '';

  /** Every mail of this kind about the booking, sent through the outbox and read back from its file. */
  const mails = async (number: string, kind: string) => {
    const transport = fileTransport(outboxDir);
    await drainOutbox(db(), transport);
    transport.close();
    return fs.readdirSync(outboxDir)
      .filter((f) => f.endsWith('.eml') && f.includes(`-${kind}-`))
      .map((f) => decodeMail(fs.readFileSync(path.join(outboxDir, f))))
      .filter((m) => m.text.includes(number));
  };

  beforeAll(async () => {
    cookie = await login();
    const tours = await bookableTours(db());
    slug = tours.shared.slug;
    dep = (await ownDeparture(db(), tours.shared.id, 300, { seats_total: 20, price_cents: 150_000 })).id;
  });

  it.each([['en', 'localhost:3000'], ['de', 'de.localhost:3000']] as const)('in %s: the balance reminder, the change of travellers and the change of address', async (locale, host) => {
    const words = WORDS[locale];
    const email = `office.${locale}.${unique()}@example.com`;
    const res = await postBooking(admin.seeded.api(), { tour: slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email }, host);
    expect(res.status, res.text).toBe(201);
    const number = res.json().bookingNumber as string;
    const key = new URL(res.json().manageUrl).searchParams.get('key')!;
    const due = isoDay(14);
    await db().updateTable('bookings').set({ status: 'confirmed', paid_cents: 45_000, balance_due_date: due }).where('number', '=', number).execute();

    await sendBalanceReminders(db(), new Date());
    const [reminder] = await mails(number, 'booking.reminder');
    expect(reminder?.addresses('to')).toEqual([email]);
    expect(reminder!.text).toContain(words.reminder(number, formatCents(105_000), formatDay(due, locale)));
    expect(reminder!.text).toContain(`key=${key}`);

    const amended = await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { adults: 2 });
    expect(amended.status, amended.text).toBe(200);
    const [changed] = await mails(number, 'booking.amended');
    expect(changed!.text).toContain(words.total(formatCents(300_000)));
    expect(changed!.text).toContain(words.changed(formatCents(150_000), formatCents(300_000)));

    const newEmail = `office.${locale}.new.${unique()}@example.com`;
    expect((await call('PATCH', `/api/admin/bookings/${number}`, { cookie }, { email: newEmail })).status).toBe(200);
    const [toOld] = await mails(number, 'booking.addressChanged');
    expect(toOld!.addresses('to')).toEqual([email]);
    expect(toOld!.text).toContain(words.moved(newEmail));
    expect(toOld!.text).not.toContain('key=');
    // The new address gets the booking as it stands, with the private link.
    const toNew = (await mails(number, 'booking.amended')).filter((m) => m.addresses('to').includes(newEmail));
    expect(toNew).toHaveLength(1);
    expect(toNew[0]!.text).toContain(words.total(formatCents(300_000)));
    expect(toNew[0]!.text).toMatch(/key=[\w-]+/);
  });
});
