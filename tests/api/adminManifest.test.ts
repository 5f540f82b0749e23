import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { extractText } from 'unpdf';
import * as manifestRoute from '@/pages/api/admin/departures/[id]/manifest';
import * as bookingsRoute from '@/pages/api/bookings';
import * as bookingRoute from '@/pages/api/admin/bookings/[number]/index';
import { engines } from '../helpers/testDb';
import { withFormToken } from '../helpers/formToken';
import { bookableTours, bookingAnswers, ownDeparture } from '../helpers/bookings';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/departures/[id]/manifest': manifestRoute, '/api/bookings': bookingsRoute, '/api/admin/bookings/[number]': bookingRoute };

describe.each(engines())('a departure’s passenger list, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let depId = '';

  beforeAll(async () => {
    const tours = await bookableTours(db());
    cookie = await login();
    depId = (await ownDeparture(db(), tours.shared.id, 800, { seats_total: 8, price_cents: 120_000 })).id;
    for (const answers of [
      { adults: 2, children: 1, childrenAges: [9], fullName: 'Łukasz Dvořák', requests: 'Vegetarian, and a birthday cake on day 2.' },
      { adults: 1, children: 0, childrenAges: [], fullName: 'Sofía Ruiz', requests: '' },
    ]) {
      const res = await admin.seeded.api().request('/api/bookings', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(await withFormToken(admin.seeded.api(), bookingAnswers({ tour: tours.shared.slug, departureId: depId, email: `m.${unique()}@example.com`, ...answers }))) });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('lists each booking’s travellers, ages, rooms, requests, seats held and money owed, with the totals', async () => {
    const res = await call('GET', `/api/admin/departures/${encodeURIComponent(depId)}/manifest`, { cookie });
    expect(res.status, res.text).toBe(200);
    const m = res.json();
    expect(m.departure).toMatchObject({ id: depId, seatsTotal: 8, seatsTaken: 4 });
    expect(m.passengers.map((p: { fullName: string }) => p.fullName)).toEqual(['Łukasz Dvořák', 'Sofía Ruiz']);
    expect(m.passengers[0]).toMatchObject({ adults: 2, children: 1, childAges: [9], requests: 'Vegetarian, and a birthday cake on day 2.', held: true, paidCents: 0 });
    expect(m.totals).toMatchObject({ bookings: 2, travellers: 4, seatsHeld: 4, seatsPaid: 0 });
    expect(m.totals.owedCents).toBe(m.passengers[0].owedCents + m.passengers[1].owedCents);
    expect(m.totals.owedCents).toBeGreaterThan(0);
  });

  it('downloads as CSV and as a PDF that prints the names as typed', async () => {
    const csv = await call('GET', `/api/admin/departures/${encodeURIComponent(depId)}/manifest?format=csv`, { cookie });
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const rows = parse(csv.text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows.map((r) => [r['lead traveller'], r['children ages'], r.seats])).toEqual([['Łukasz Dvořák', '9', 'held'], ['Sofía Ruiz', '', 'held']]);
    const pdf = await call('GET', `/api/admin/departures/${encodeURIComponent(depId)}/manifest?format=pdf`, { cookie });
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text } = await extractText(new Uint8Array(pdf.bytes), { mergePages: true });
    expect(text).toContain('Łukasz Dvořák');
    expect(text).toContain('birthday cake');
  });

  it('carries every traveller’s name once the office records them; more names than travellers are refused', async () => {
    const manifest = async (format = '') => call('GET', `/api/admin/departures/${encodeURIComponent(depId)}/manifest${format}`, { cookie });
    const lead = (await manifest()).json().passengers[0].number as string;
    const names = ['Łukasz Dvořák', 'Zofia Dvořáková', 'Jan Dvořák'];
    const tooMany = await call('PATCH', `/api/admin/bookings/${lead}`, { cookie }, { travellerNames: [...names, 'Someone Else'] });
    expect(tooMany.status).toBe(400);
    expect(tooMany.json().error.fields).toHaveProperty('travellerNames');
    const saved = await call('PATCH', `/api/admin/bookings/${lead}`, { cookie }, { travellerNames: names });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().booking.travellerNames).toEqual(names);
    expect(saved.json().booking.history.at(-1).note).toContain('Zofia Dvořáková');
    expect((await manifest()).json().passengers[0].names).toEqual(names);
    const rows = parse((await manifest('?format=csv')).text, { columns: true, bom: true }) as Record<string, string>[];
    expect(rows[0]!['traveller names']).toBe(names.join('; '));
    const { text } = await extractText(new Uint8Array((await manifest('?format=pdf')).bytes), { mergePages: true });
    expect(text).toContain('Zofia Dvořáková');
  });

  it('is the office’s: a traveller’s token may not read it, an unknown departure is a 404', async () => {
    expect((await call('GET', '/api/admin/departures/nowhere@2030-01-01/manifest', { cookie })).status).toBe(404);
    expect((await call('GET', `/api/admin/departures/${encodeURIComponent(depId)}/manifest`, { bearer: admin.tokens.traveller })).status).toBe(401);
  });
});
