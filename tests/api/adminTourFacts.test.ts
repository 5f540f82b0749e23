import { beforeAll, describe, expect, it } from 'vitest';
import * as tourRoute from '@/pages/api/admin/tours/[id]/index';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { filterTours, getTourDetail } from '@/server/catalogue/tourService';
import { seed } from '@/server/db/seed';
import { engines } from '../helpers/testDb';
import { bookableTours } from '../helpers/bookings';
import { useAdminApi } from '../helpers/adminApi';

const ROUTES = { '/api/admin/tours/[id]': tourRoute };
const en = enJson as unknown as Messages;

describe.each(engines())('a tour’s facts from the back office, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let tours: Awaited<ReturnType<typeof bookableTours>>;
  let cookie = '';
  let salesCookie = '';
  const factsOf = (id: string) => db().selectFrom('tours').select(['category', 'trip_type', 'safari_type', 'level', 'start_id', 'end_id', 'edited_by']).where('id', '=', id).executeTakeFirstOrThrow();
  const tagsOf = async (id: string) => (await db().selectFrom('tour_tags').select('tag').where('tour_id', '=', id).orderBy('tag').execute()).map((r) => r.tag);

  beforeAll(async () => {
    tours = await bookableTours(db());
    cookie = await login();
    salesCookie = await admin.loginAsSales();
  });

  it('sets level, lodge or camping, specialised kinds and the end place; the page, the filters and `npm run setup` follow', async () => {
    const { id, slug } = tours.private;
    const zanzibar = (await db().selectFrom('destinations').select('id').where('grp', '=', 'beach-islands').orderBy('sort_order').executeTakeFirstOrThrow()).id;
    const res = await call('PATCH', `/api/admin/tours/${id}`, { cookie }, { level: 'luxury', safariType: 'camping', tags: ['balloon', 'walking', 'balloon'], endId: zanzibar });
    expect(res.status, res.text).toBe(200);
    expect(res.json().tour).toMatchObject({ level: 'luxury', safariType: 'camping', tags: ['balloon', 'walking'], endId: zanzibar, editedBy: email });

    const page = await getTourDetail('en', slug, db());
    expect(page).toMatchObject({ level: 'luxury', safariType: 'camping', tags: ['balloon', 'walking'] });
    const zanzibarName = (await db().selectFrom('destination_translations').select('name').where('destination_id', '=', zanzibar).where('locale', '=', 'en').executeTakeFirstOrThrow()).name;
    expect(page.end).toBe(zanzibarName);
    const found = await filterTours('en', { level: ['luxury'], safariType: 'camping', tags: ['balloon'] }, db());
    expect(found.tours.map((t) => t.id)).toContain(id);
    expect((await filterTours('en', { level: ['mid-range'], tags: ['balloon'] }, db())).tours.map((t) => t.id)).not.toContain(id);

    await seed(db());
    expect(await factsOf(id)).toMatchObject({ level: 'luxury', safari_type: 'camping', end_id: zanzibar });
    expect(await tagsOf(id)).toEqual(['balloon', 'walking']);
  });

  it('refuses an unknown level, an unknown place and an empty change, in words; sales may not change facts; nothing changes', async () => {
    const { id } = tours.shared;
    const before = { facts: await factsOf(id), tags: await tagsOf(id) };
    const level = await call('PATCH', `/api/admin/tours/${id}`, { cookie }, { level: 'royal', tags: ['karaoke'] });
    expect(level.status).toBe(400);
    expect(level.json().error.fields).toMatchObject({ level: translate(en, 'validation.oneOf') });
    expect(Object.keys(level.json().error.fields).sort()).toEqual(['level', 'tags']);
    const place = await call('PATCH', `/api/admin/tours/${id}`, { cookie }, { startId: 'atlantis', level: 'budget' });
    expect(place.status).toBe(400);
    expect(place.json().error.fields).toEqual({ startId: translate(en, 'validation.invalid') });
    expect((await call('PATCH', `/api/admin/tours/${id}`, { cookie }, {})).status).toBe(400);
    expect((await call('PATCH', `/api/admin/tours/${id}`, { cookie: salesCookie }, { level: 'budget' })).status).toBe(403);
    expect((await call('PATCH', '/api/admin/tours/no-such-tour', { cookie }, { level: 'budget' })).status).toBe(404);
    expect({ facts: await factsOf(id), tags: await tagsOf(id) }).toEqual(before);
  });
});
