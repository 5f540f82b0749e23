import { beforeAll, describe, expect, it } from 'vitest';
import * as inboxRoute from '@/pages/api/admin/inbox/index';
import * as reviewsRoute from '@/pages/api/admin/reviews/index';
import * as affiliatesRoute from '@/pages/api/admin/affiliates';
import * as outboxRoute from '@/pages/api/admin/outbox/index';
import * as teamRoute from '@/pages/api/admin/team';
import * as toursRoute from '@/pages/api/admin/tours/index';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import * as tourDeparturesRoute from '@/pages/api/admin/tours/[id]/departures';
import { addOperator, setOperatorRole } from '@/server/admin/operatorService';
import { hashPassword } from '@/server/auth/passwords';
import enJson from '@/locales/en.json';
import { translate, type Messages } from '@/lib/i18n/translate';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours, isoDay } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/inbox': inboxRoute,
  '/api/admin/reviews': reviewsRoute,
  '/api/admin/affiliates': affiliatesRoute,
  '/api/admin/outbox': outboxRoute,
  '/api/admin/team': teamRoute,
  '/api/admin/tours': toursRoute,
  '/api/admin/tours/[id]': tourRoute,
  '/api/admin/tours/[id]/departures': tourDeparturesRoute,
};
const forbidden = { error: { code: 'forbidden', message: translate(enJson as unknown as Messages, 'api.roleForbidden') } };

let dayOffset = 700;

describe.each(engines())('back office roles on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  const people = { owner: { email: '', cookie: '' }, editor: { email: '', cookie: '' }, sales: { email: '', cookie: '' } };
  const priceOf = async (id: string) => (await db().selectFrom('tours').select('price_from').where('id', '=', id).executeTakeFirstOrThrow()).price_from;
  const departureCount = async (id: string) => (await db().selectFrom('departures').select('id').where('tour_id', '=', id).execute()).length;

  beforeAll(async () => {
    tours = await bookableTours(db());
    people.owner = { email: admin.email, cookie: await login() };
    for (const role of ['editor', 'sales'] as const) {
      const email = `${role}.${unique()}@safari.example`;
      await addOperator({ email, name: `Asha ${role}`, password: OPERATOR_PASSWORD, role }, db());
      people[role] = { email, cookie: await login(email) };
    }
  });

  it('an account made before roles existed is an owner; /me says each operator’s role', async () => {
    const email = `older.${unique()}@safari.example`;
    // As the table held accounts before migration 0022: no role written.
    await db().insertInto('operators').values({ id: unique(), email, name: 'Older Account', password_hash: await hashPassword(OPERATOR_PASSWORD), created_at: new Date().toISOString(), disabled_at: null }).execute();
    const me = await call('GET', '/api/admin/me', { cookie: await login(email) });
    expect(me.json().operator).toMatchObject({ email, role: 'owner' });
    for (const role of ['owner', 'editor', 'sales'] as const) {
      expect((await call('GET', '/api/admin/me', { cookie: people[role].cookie })).json().operator.role).toBe(role);
    }
  });

  it('an editor works on the catalogue and never sees travellers’ requests, reviews, affiliates or mails', async () => {
    const { cookie } = people.editor;
    for (const path of ['/api/admin/inbox', '/api/admin/reviews', '/api/admin/affiliates', '/api/admin/outbox']) {
      const res = await call('GET', path, { cookie });
      expect(res.status, path).toBe(403);
      expect(res.json(), path).toEqual(forbidden);
      expect(res.text, path).not.toMatch(/@example|quote|Q-20/i);
    }
    expect((await call('GET', '/api/admin/tours', { cookie })).status).toBe(200);
    const edited = await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: 2468, available: true });
    expect(edited.status, edited.text).toBe(200);
    expect(await priceOf(tours.private.id)).toBe(2468);
    const before = await departureCount(tours.shared.id);
    const added = await call('POST', `/api/admin/tours/${tours.shared.id}/departures`, { cookie }, { startDate: isoDay(dayOffset++), seatsTotal: 6, priceCents: 150000 });
    expect(added.status, added.text).toBe(201);
    expect(await departureCount(tours.shared.id)).toBe(before + 1);
  });

  it('sales answers requests and reads the catalogue’s departures, but cannot change a price or a departure', async () => {
    const { cookie } = people.sales;
    for (const path of ['/api/admin/inbox', '/api/admin/reviews', '/api/admin/affiliates', '/api/admin/outbox', '/api/admin/team']) {
      expect((await call('GET', path, { cookie })).status, path).toBe(200);
    }
    const read = await call('GET', `/api/admin/tours/${tours.shared.id}`, { cookie });
    expect(read.status).toBe(200);
    expect(read.json().departures.length).toBeGreaterThan(0);

    const price = await priceOf(tours.private.id);
    const departures = await departureCount(tours.shared.id);
    const edit = await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: 1, available: false });
    expect(edit.status).toBe(403);
    expect(edit.json()).toEqual(forbidden);
    const add = await call('POST', `/api/admin/tours/${tours.shared.id}/departures`, { cookie }, { startDate: isoDay(dayOffset++), seatsTotal: 6, priceCents: 150000 });
    expect(add.status).toBe(403);
    expect(await priceOf(tours.private.id)).toBe(price);
    expect(await departureCount(tours.shared.id)).toBe(departures);
  });

  it('the owner does everything', async () => {
    const { cookie } = people.owner;
    for (const path of ['/api/admin/inbox', '/api/admin/reviews', '/api/admin/affiliates', '/api/admin/outbox', '/api/admin/tours']) {
      expect((await call('GET', path, { cookie })).status, path).toBe(200);
    }
    expect((await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: 2500, available: true })).status).toBe(200);
  });

  it('a changed role applies from the next request of the same session', async () => {
    const email = `mover.${unique()}@safari.example`;
    await addOperator({ email, name: 'Juma Mover', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    const cookie = await login(email);
    expect((await call('GET', '/api/admin/inbox', { cookie })).status).toBe(200);
    expect(await setOperatorRole(email.toUpperCase(), 'editor', db())).toBe(true);
    expect((await call('GET', '/api/admin/inbox', { cookie })).status).toBe(403);
    expect((await call('PUT', `/api/admin/tours/${tours.private.id}`, { cookie }, { priceFrom: 2600, available: true })).status).toBe(200);
    expect(await setOperatorRole('nobody@safari.example', 'owner', db())).toBe(false);
  });
});
