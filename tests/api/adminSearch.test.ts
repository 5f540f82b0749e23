import { beforeAll, describe, expect, it } from 'vitest';
import * as searchRoute from '@/pages/api/admin/search';
import * as bookingsRoute from '@/pages/api/bookings';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, isoDay } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/search': searchRoute, '/api/bookings': bookingsRoute };

describe.each(engines())('finding a request or booking, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { call, login, db } = admin;
  let cookie = '';
  let number = '';
  const email = `kwame.${unique()}@example.com`;
  const search = async (q: string) => (await call('GET', `/api/admin/search?q=${encodeURIComponent(q)}`, { cookie })).json().results as { kind: string; number: string }[];

  beforeAll(async () => {
    cookie = await login();
    const tours = await bookableTours(db());
    const res = await admin.seeded.api().request('/api/bookings', {
      method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.private.slug, startDate: isoDay(90), children: 0, childrenAges: [], fullName: 'Kwame Mensah-Óbuobi', email, phone: '+233 (24) 555-0199' }))),
    });
    expect(res.status, res.text).toBe(201);
    number = res.json().bookingNumber;
  });

  it('by number, part of a name (A to Z in any case), the email, and the phone however it is typed', async () => {
    for (const q of [number, 'MENSAH-Óbuobi', 'mensah', email.toUpperCase(), '24 555 0199', '233 24 555']) {
      expect((await search(q)).map((r) => r.number), q).toContain(number);
    }
    const [hit] = await search(number);
    expect(hit).toMatchObject({ kind: 'booking', number, href: `/admin/inbox/${number}` });
    expect(await search('zz-nobody-zz')).toEqual([]);
    expect(await search('50%_')).toEqual([]);
  });

  it('asks for two characters at least; a traveller’s token may not search', async () => {
    expect((await call('GET', '/api/admin/search?q=a', { cookie })).status).toBe(400);
    expect((await call('GET', `/api/admin/search?q=${number}`, { bearer: admin.tokens.traveller })).status).toBe(401);
  });
});
