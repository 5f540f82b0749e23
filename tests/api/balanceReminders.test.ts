import { beforeAll, describe, expect, it } from 'vitest';
import * as bookingsRoute from '@/pages/api/bookings';
import { formatCents } from '@/lib/format/price';
import { sendBalanceReminders } from '@/server/bookings/balanceReminders';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { useSeededApi } from '../helpers/seededApi';
import { bookableTours, bookingAnswers, isoDay, ownDeparture } from '../helpers/bookings';

describe.each(engines())('balance reminders, on %s', (engine) => {
  const seeded = useSeededApi(engine, { '/api/bookings': bookingsRoute });
  const db = () => seeded.db().db;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    const tours = await bookableTours(db());
    const { id: dep } = await ownDeparture(db(), tours.shared.id, 400, { seats_total: 20, price_cents: 150_000 });
    // Confirmed bookings with their balance due in 14, 10, 3 and 20 days, and one paid in full.
    for (const [name, dueIn, paidAll, host] of [['in14', 14, false, 'de.localhost:3000'], ['in10', 10, false, undefined], ['in3', 3, false, undefined], ['in20', 20, false, undefined], ['paid', 14, true, undefined]] as const) {
      const res = await seeded.api().request('/api/bookings', { method: 'POST', host, headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: dep, adults: 1, children: 0, childrenAges: [], email: `rem.${name}@example.com` }))) });
      expect(res.status, res.text).toBe(201);
      const number = res.json().bookingNumber as string;
      numbers[name] = number;
      await db().updateTable('bookings').set({ status: 'confirmed', paid_cents: paidAll ? 150_000 : 45_000, balance_due_date: isoDay(dueIn) }).where('number', '=', number).execute();
    }
  });

  const reminders = () => db().selectFrom('outbox').select(['ref', 'subject', 'body', 'locale']).where('kind', '=', 'booking.reminder').execute();

  it('reminds each balance 14 days ahead once, however many instances run at the same time; not one paid or further off', async () => {
    const sent = await Promise.all([sendBalanceReminders(db(), new Date()), sendBalanceReminders(db(), new Date())]);
    expect(sent[0] + sent[1]).toBe(3);
    expect((await reminders()).map((m) => m.ref).sort()).toEqual([numbers.in14, numbers.in10, numbers.in3].sort());
    expect(await sendBalanceReminders(db(), new Date())).toBe(0);
    const german = (await reminders()).find((m) => m.ref === numbers.in14)!;
    expect(german.locale).toBe('de');
    expect(german.subject).toContain(`Buchung ${numbers.in14}: Restbetrag von ${formatCents(105_000)}`);
  });

  it('then again 3 days ahead, once', async () => {
    const inEleven = new Date(Date.now() + 11 * 86_400_000);
    expect(await sendBalanceReminders(db(), inEleven)).toBe(2);
    expect(await sendBalanceReminders(db(), inEleven)).toBe(0);
    const refs = (await reminders()).map((m) => m.ref);
    expect(refs.filter((r) => r === numbers.in14)).toHaveLength(2);
    expect(refs.filter((r) => r === numbers.in20)).toHaveLength(1);
  });
});
