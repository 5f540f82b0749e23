import { describe, expect, it } from 'vitest';
import * as mineRoute from '@/pages/api/bookings/mine';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/bookings/[number]';
import * as departuresRoute from '@/pages/api/departures';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers } from '../helpers/bookings';
import { openAccount } from '../helpers/signupByMail';

// Walked on 30 Nov: a signed-in traveller could not find their booking anywhere in their account;
// the only way back to it was the mailed link.

const routes = { '/api/departures': departuresRoute, '/api/bookings/mine': mineRoute, '/api/bookings': bookingsRoute, '/api/bookings/[number]': bookingRoute };

describe.each(engines())('a signed-in traveller finds their bookings on %s', (engine) => {
  const seeded = useSeededApi(engine, routes);
  const db = () => seeded.db().db;
  const book = async (email: string, departureIndex: number) => {
    const { shared } = await bookableTours(db());
    const departure = (await seeded.api().request(`/api/departures?tour=${shared.slug}`)).json().departures[departureIndex];
    const answers = bookingAnswers({ tour: shared.slug, adults: 1, children: 0, childrenAges: [], email, departureId: departure.id });
    const res = await seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(seeded.api(), answers)) });
    expect(res.status, res.text).toBe(201);
    return res.json().bookingNumber as string;
  };
  const mine = (token?: string) => seeded.api().request('/api/bookings/mine', { headers: token ? { authorization: `Bearer ${token}` } : {} });

  it('lists the bookings made under the account address (in any case), each with its private link; never another address, never without a session', async () => {
    const email = `zuri.${engine}.${Date.now()}@example.com`;
    const { token } = await openAccount({ name: 'Zuri Mwangi', email, password: 'a long password 2026', passwordConfirmation: 'a long password 2026' }, 'de', db());
    const first = await book(email.toUpperCase(), 3);
    const second = await book(email, 4);
    await book(`someone.else.${Date.now()}@example.com`, 5);

    const res = await mine(token);
    expect(res.status, res.text).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const { bookings } = res.json();
    expect(bookings.map((b: { number: string }) => b.number).sort()).toEqual([first, second].sort());
    for (const b of bookings) {
      expect(b).toMatchObject({ status: 'awaiting_deposit', tourTitle: expect.any(String), paidCents: 0, totalCents: expect.any(Number) });
      // The link opens the booking, as the mail's does.
      const link = new URL(b.manageUrl);
      const view = await seeded.api().request(`/api/bookings/${b.number}?key=${link.searchParams.get('key')}`);
      expect(view.status).toBe(200);
      expect(view.json().bookingNumber).toBe(b.number);
    }

    expect((await mine()).status).toBe(401);
    expect((await mine('not-a-session-token-at-all')).status).toBe(401);
  });
});
