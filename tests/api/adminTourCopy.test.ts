import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import { sitemapXml } from '@/server/seo/sitemap';
import * as toursRoute from '@/pages/api/admin/tours/index';
import * as publishRoute from '@/pages/api/admin/tours/[id]/publish/[lang]';
import * as contentLangRoute from '@/pages/api/admin/tours/[id]/content/[lang]';
import * as contentRoute from '@/pages/api/admin/tours/[id]/content/index';
import { addOperator } from '@/server/admin/operatorService';
import { filterTours, getTourDetail, listTours } from '@/server/catalogue/tourService';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours } from '../helpers/bookings';

// next/font runs only in a Next build; the class names it would give are stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

const ROUTES = {
  '/api/admin/tours': toursRoute,
  '/api/admin/tours/[id]/publish/[lang]': publishRoute,
  '/api/admin/tours/[id]/content/[lang]': contentLangRoute,
  '/api/admin/tours/[id]/content': contentRoute,
};

describe.each(engines())('a new tour, copied from another or blank, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let salesCookie = '';
  let source = { id: '', slug: '' };
  const slug = `private-northern-circuit-${unique()}`;

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
    source = (await bookableTours(db())).private;
  });

  it('copies the facts, days and places, keeps it off every domain until its English is published, then shows it', async () => {
    const res = await call('POST', '/api/admin/tours', { cookie }, { copyFrom: source.id, title: 'Private Northern Circuit with a balloon flight', slug });
    expect(res.status, res.text).toBe(201);
    const id = res.json().id as string;
    expect(res.json().languages.en).toMatchObject({ title: 'Private Northern Circuit with a balloon flight', slug, state: 'draft' });
    expect(res.json().languages.de.state).toBe('missing');
    const listed = (await call('GET', `/api/admin/tours?q=${slug}`, { cookie })).json().tours;
    expect(listed.map((t: { id: string }) => t.id)).toEqual([id]);
    await expect(getTourDetail('en', slug, db())).rejects.toMatchObject({ status: 404 });
    expect((await listTours('en', {}, db(), 1000)).tours.some((t) => t.id === id)).toBe(false);

    expect((await call('POST', `/api/admin/tours/${id}/publish/en`, { cookie })).status).toBe(200);
    const copy = await getTourDetail('en', slug, db());
    const original = await getTourDetail('en', source.slug, db());
    expect(copy).toMatchObject({ id, title: 'Private Northern Circuit with a balloon flight', priceFrom: original.priceFrom, days: original.days, overview: original.overview });
    expect(copy.itinerary.map((d) => d.title)).toEqual(original.itinerary.map((d) => d.title));
    expect((await listTours('en', {}, db(), 1000)).tours.some((t) => t.id === id)).toBe(true);
    expect((await getTourDetail('en', source.slug, db())).title).toBe(original.title);

    // Published in English only: the English sitemap names it with English hreflang only; the German
    // domain has no page, list, count or sitemap entry for it until its German is published.
    const entry = (await sitemapXml('en', db())).split('<url>').find((u) => u.includes(`/trip/${slug}<`))!;
    expect(entry.match(/hreflang="([a-z-]+)"/g)).toEqual(['hreflang="en"', 'hreflang="x-default"']);
    expect(await sitemapXml('de', db())).not.toContain(slug);
    expect(await tripProps({ locale: 'de', params: { slug: [slug] } } as never)).toMatchObject({ notFound: true });
    expect((await listTours('de', {}, db(), 1000)).tours.some((t) => t.id === id)).toBe(false);
    expect((await filterTours('de', {}, db())).total).toBe((await filterTours('en', {}, db())).total - 1);
    // Its English page's language menu leads the other languages to their tour lists, not to a missing page.
    const english = (await tripProps({ locale: 'en', params: { slug: [slug] } } as never)) as { props: { alternates: Record<string, string> } };
    expect(english.props.alternates).toMatchObject({ en: `/trip/${slug}`, de: '/tanzania-safari-package/' });

    const german = { ...(await call('GET', `/api/admin/tours/${id}/content`, { cookie })).json().languages.en, title: 'Private Nordroute mit Ballonfahrt', slug: `${slug}-de` };
    for (const k of ['state', 'updatedAt', 'updatedBy']) delete german[k];
    expect((await call('PUT', `/api/admin/tours/${id}/content/de`, { cookie }, german)).status).toBe(200);
    expect((await call('POST', `/api/admin/tours/${id}/publish/de`, { cookie })).status).toBe(200);
    expect((await getTourDetail('de', `${slug}-de`, db())).title).toBe('Private Nordroute mit Ballonfahrt');
    expect((await filterTours('de', {}, db())).total).toBe((await filterTours('en', {}, db())).total);
  });

  it('makes a blank tour from day blocks: nowhere until its English is published, then with those days, facts and price', async () => {
    const blank = `zanzibar-and-mikumi-${unique()}`;
    const blocks = (await db().selectFrom('day_blocks').select(['id', 'destination_id']).orderBy('id').limit(40).execute());
    const picked = [blocks[0]!, blocks[7]!, blocks[13]!];
    const res = await call('POST', '/api/admin/tours', { cookie }, {
      title: 'A tour of our own', slug: blank, category: 'southern-safari', tripType: 'private', safariType: 'camping', level: 'budget', priceFrom: 1234, blockIds: picked.map((b) => b.id),
    });
    expect(res.status, res.text).toBe(201);
    const id = res.json().id as string;
    expect(res.json().languages.en).toMatchObject({ title: 'A tour of our own', slug: blank, state: 'draft', overview: '' });
    expect(res.json().languages.en.days.length).toBe(3);
    await expect(getTourDetail('en', blank, db())).rejects.toMatchObject({ status: 404 });

    expect((await call('POST', `/api/admin/tours/${id}/publish/en`, { cookie })).status).toBe(200);
    const tour = await getTourDetail('en', blank, db());
    expect(tour).toMatchObject({ title: 'A tour of our own', days: 3, nights: 2, priceFrom: 1234, category: 'southern-safari', tripType: 'private', safariType: 'camping', level: 'budget' });
    expect(tour.itinerary.map((d) => d.destination.id)).toEqual(picked.map((b) => b.destination_id));
    expect((await listTours('en', { category: 'southern-safari' }, db(), 1000)).tours.some((t) => t.id === id)).toBe(true);

    const bad = await call('POST', '/api/admin/tours', { cookie }, { title: 'X', slug: `x-${unique()}`, category: 'moon', tripType: 'private', safariType: 'lodge', level: 'budget', priceFrom: 0, blockIds: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['blockIds', 'category', 'priceFrom']);
    const unknownDay = await call('POST', '/api/admin/tours', { cookie }, { title: 'X', slug: `x-${unique()}`, category: 'zanzibar', tripType: 'private', safariType: 'lodge', level: 'budget', priceFrom: 100, blockIds: ['no-such-day'] });
    expect(Object.keys(unknownDay.json().error.fields)).toEqual(['blockIds']);
  });

  it('refuses an address in use, an unknown tour and bad fields, and lets sales only look', async () => {
    expect((await call('POST', '/api/admin/tours', { cookie }, { copyFrom: source.id, title: 'Again', slug: source.slug })).status).toBe(409);
    const unknown = await call('POST', '/api/admin/tours', { cookie }, { copyFrom: 'no-such-tour', title: 'X', slug: `x-${unique()}` });
    expect(unknown.status).toBe(400);
    expect(Object.keys(unknown.json().error.fields)).toEqual(['copyFrom']);
    expect((await call('POST', '/api/admin/tours', { cookie }, { copyFrom: source.id, title: '', slug: 'Bad Slug' })).status).toBe(400);
    expect((await call('POST', '/api/admin/tours', { cookie: salesCookie }, { copyFrom: source.id, title: 'X', slug: `x-${unique()}` })).status).toBe(403);
  });
});
