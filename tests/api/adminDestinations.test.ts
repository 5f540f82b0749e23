import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/admin/destinations/index';
import * as contentRoute from '@/pages/api/admin/destinations/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/destinations/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/destinations/[id]/publish/[lang]';
import * as revisionsRoute from '@/pages/api/admin/destinations/[id]/revisions/index';
import * as restoreRoute from '@/pages/api/admin/destinations/[id]/revisions/[revision]/restore';
import * as translationsRoute from '@/pages/api/admin/translations/index';
import * as destinationRoute from '@/pages/api/admin/destinations/[id]/index';
import { getTourDetail } from '@/server/catalogue/tourService';
import { insertMedia } from '@/server/media/mediaRepository';
import { sizePhoto } from '@/server/media/photoFile';
import { mediaUrl } from '@/server/media/photoView';
import { cameraJpeg } from '../helpers/photos';
import { LOCALES } from '@/lib/i18n/config';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { addOperator } from '@/server/admin/operatorService';
import { getDestinationDetail } from '@/server/catalogue/destinationService';
import { seed } from '@/server/db/seed';
import { findSlugOwner } from '@/server/slugs/repository';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/destinations': listRoute,
  '/api/admin/destinations/[id]/content': contentRoute,
  '/api/admin/destinations/[id]/content/[lang]': contentLangRoute,
  '/api/admin/destinations/[id]/publish/[lang]': publishRoute,
  '/api/admin/destinations/[id]/revisions': revisionsRoute,
  '/api/admin/destinations/[id]/revisions/[revision]/restore': restoreRoute,
  '/api/admin/translations': translationsRoute,
  '/api/admin/destinations/[id]': destinationRoute,
};
const en = enJson as unknown as Messages;
const ID = 'serengeti';
const OTHER = 'ngorongoro';

type Languages = Record<string, Record<string, unknown> & { state: string; slug: string; name: string; description: string }>;

describe.each(engines())('the content studio: a destination’s text per language, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let cookie = '';
  let salesCookie = '';
  const content = async (id = ID) => (await call('GET', `/api/admin/destinations/${id}/content`, { cookie })).json().languages as Languages;
  const entryOf = (languages: Languages, lang: string) => {
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages[lang];
    return entry;
  };
  const save = (lang: string, entry: unknown, auth = { cookie }) => call('PUT', `/api/admin/destinations/${ID}/content/${lang}`, auth, entry);
  const publish = (lang: string) => call('POST', `/api/admin/destinations/${ID}/publish/${lang}`, { cookie });

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('lists every destination with where each language stands, and answers each language’s whole text as the site shows it', async () => {
    const list = await call('GET', '/api/admin/destinations', { cookie });
    expect(list.status).toBe(200);
    const serengeti = list.json().destinations.find((d: { id: string }) => d.id === ID);
    expect(serengeti).toMatchObject({ group: 'national-parks', name: 'Serengeti National Park', states: Object.fromEntries(LOCALES.map((l) => [l, 'published'])) });
    const languages = await content();
    for (const lang of LOCALES) {
      const shown = await getDestinationDetail(lang, ID, db());
      expect(languages[lang]).toMatchObject({ name: shown.name, slug: shown.slug, summary: shown.summary, description: shown.description, highlights: shown.highlights, bestTime: shown.bestTime, state: 'published' });
    }
    expect((await call('GET', '/api/admin/destinations/atlantis/content', { cookie })).status).toBe(404);
  });

  it('saves a German draft the site does not show, publishes it with the old address kept as a 301, and leaves the English alone', async () => {
    const before = await content();
    const english = await getDestinationDetail('en', ID, db());
    const oldSlug = before.de.slug;
    const entry = { ...entryOf(before, 'de'), name: 'Serengeti – endlose Ebenen', slug: `serengeti-ebenen-${unique()}`, description: `${before.de.description} Im Februar kommen in der südlichen Serengeti die Gnu-Kälber zur Welt.` };
    const saved = await save('de', entry);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().languages.de).toMatchObject({ state: 'draft', updatedBy: email });
    expect((await getDestinationDetail('de', ID, db())).name).toBe(before.de.name);
    const published = await publish('de');
    expect(published.status, published.text).toBe(200);
    expect(published.json()).toMatchObject({ published: 'de', previousSlug: oldSlug });
    const german = await getDestinationDetail('de', entry.slug, db());
    expect(german).toMatchObject({ id: ID, name: entry.name, description: entry.description });
    expect(await findSlugOwner(db(), 'destination', 'de', oldSlug)).toBe(ID);
    expect((await getDestinationDetail('en', ID, db())).name).toBe(english.name);
    const list = (await call('GET', '/api/admin/destinations', { cookie })).json().destinations;
    expect(list.find((d: { id: string }) => d.id === ID).states.de).toBe('published');
  });

  it('refuses an empty name, a bad or taken address, per field, and saves nothing', async () => {
    const now = entryOf(await content(), 'de');
    const count = async () => Number((await db().selectFrom('content_revisions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const noName = await save('de', { ...now, name: ' ' });
    expect(noName.status).toBe(400);
    expect(noName.json().error.fields.name).toBe(translate(en, 'validation.required'));
    expect((await save('de', { ...now, slug: 'Serengeti Park!' })).json().error.fields.slug).toBe(translate(en, 'validation.slug'));
    const taken = await save('de', { ...now, slug: (await content(OTHER)).de.slug });
    expect(taken.status).toBe(409);
    expect(taken.json().error.code).toBe('slug_taken');
    expect(await count()).toBe(n);
  });

  it('refuses an address that still leads to another destination (its id or its address in another language), as taken', async () => {
    const other = await content(OTHER);
    const saveOther = (lang: string, slug: string) => call('PUT', `/api/admin/destinations/${OTHER}/content/${lang}`, { cookie }, { ...entryOf(other, lang), slug });
    // Walked on 30 Nov: Lake Natron's address set to `serengeti`, the old link that 301s to the Serengeti page.
    expect(await findSlugOwner(db(), 'destination', 'en', ID)).toBe(ID);
    const byId = await saveOther('en', ID);
    expect(byId.status, byId.text).toBe(409);
    expect(byId.json().error).toMatchObject({ code: 'slug_taken', fields: { slug: translate(en, 'validation.slugTaken') } });
    const english = (await content()).en.slug as string;
    expect(await findSlugOwner(db(), 'destination', 'de', english)).toBe(ID);
    expect((await saveOther('de', english)).status).toBe(409);
    // Its own address in another language stays its to use.
    expect((await saveOther('de', other.en.slug as string)).status).toBe(200);
    expect(await findSlugOwner(db(), 'destination', 'en', ID)).toBe(ID);
  });

  it('keeps the original text as the first version; restoring it brings the page back', async () => {
    const { revisions } = (await call('GET', `/api/admin/destinations/${ID}/revisions`, { cookie })).json() as { revisions: { id: string; language: string; state: string; entry: { name: string } }[] };
    const original = revisions.find((r) => r.language === 'de' && r.state === 'original')!;
    expect(original.entry.name).not.toBe('Serengeti – endlose Ebenen');
    expect((await call('POST', `/api/admin/destinations/${ID}/revisions/${original.id}/restore`, { cookie })).status).toBe(200);
    expect((await getDestinationDetail('de', ID, db())).name).toBe(original.entry.name);
  });

  it('an English change makes the other languages outdated, and the list of what French needs names the destination and its editor', async () => {
    const english = entryOf(await content(), 'en');
    expect((await save('en', { ...english, summary: `${String(english.summary)} Home of the Great Migration.` })).status).toBe(200);
    expect((await publish('en')).status).toBe(200);
    const { items } = (await call('GET', '/api/admin/translations?lang=fr&state=missing,outdated', { cookie })).json();
    expect(items).toContainEqual({ kind: 'destination', id: ID, title: english.name, state: 'outdated', href: `/admin/destinations/${ID}?lang=fr` });
    expect(items.every((i: { kind: string }) => ['tour', 'destination', 'article', 'team-member', 'associate', 'page'].includes(i.kind))).toBe(true);
  });

  it('takes a photo from the media library: on its card and page and first in the gallery of a tour that goes there; null brings the drawing back', async () => {
    const photo = await sizePhoto(await cameraJpeg(1200, 800));
    const mediaId = 'f6'.repeat(12);
    await insertMedia(db(), { id: mediaId, sha256: photo.sha256, width: photo.width, height: photo.height, format: 'jpeg', bytes: 1, alt: '{"en":"Plains at dawn","de":"Ebene im Morgenlicht"}', created_at: new Date().toISOString(), created_by: 'x' }, photo.files);
    const set = await call('PATCH', `/api/admin/destinations/${ID}`, { cookie }, { photoMediaId: mediaId });
    expect(set.status, set.text).toBe(200);
    expect(set.json()).toMatchObject({ id: ID, photo: { id: mediaId } });
    const url = mediaUrl(mediaId, photo.width);
    // The alt text the office wrote on the Photos page, in the page's language (walked on 29 Nov:
    // the page said the place's name instead); a language without one says the place's name.
    const detail = await getDestinationDetail('de', ID, db());
    expect(detail.image).toMatchObject({ src: url, alt: 'Ebene im Morgenlicht' });
    expect((await getDestinationDetail('en', ID, db())).image.alt).toBe('Plains at dawn');
    const french = await getDestinationDetail('fr', ID, db());
    expect(french.image.alt).toBe(french.name);
    const visiting = (await db().selectFrom('tour_destinations').innerJoin('tour_translations as t', (j) => j.onRef('t.tour_id', '=', 'tour_destinations.tour_id').on('t.locale', '=', 'en')).select('t.slug').where('destination_id', '=', ID).executeTakeFirstOrThrow()).slug;
    expect((await getTourDetail('en', visiting, db())).gallery.find((g) => g.src === url)?.alt).toBe('Plains at dawn');
    expect((await call('PATCH', `/api/admin/destinations/${ID}`, { cookie }, { photoMediaId: '0'.repeat(24) })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/destinations/${ID}`, { cookie: salesCookie }, { photoMediaId: null })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/destinations/${ID}`, { cookie }, { photoMediaId: null })).status).toBe(200);
    expect((await getDestinationDetail('de', ID, db())).image.src).not.toContain('/api/media/');
  });

  it('sets the facts of a place: its group, map point, altitude, months and popularity; its page follows, setup keeps them, bad values change nothing', async () => {
    const place = 'lake-natron';
    const before = (await call('GET', `/api/admin/destinations/${place}`, { cookie })).json();
    expect(before).toMatchObject({ id: place, group: 'rivers-lakes', popular: false });
    const facts = { group: 'national-parks', lat: -2.35, lng: 36.05, altitudeM: 610, bestMonths: [11, 6, 7, 7], highSeasonMonths: [7, 8], popular: true };
    const res = await call('PATCH', `/api/admin/destinations/${place}`, { cookie }, facts);
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ ...facts, bestMonths: [6, 7, 11], editedBy: admin.email });
    const detail = await getDestinationDetail('en', place, db());
    expect(detail).toMatchObject({ group: 'national-parks', lat: -2.35, lng: 36.05, bestMonths: [6, 7, 11], highSeasonMonths: [7, 8] });
    await seed(db());
    expect((await call('GET', `/api/admin/destinations/${place}`, { cookie })).json()).toMatchObject({ group: 'national-parks', lat: -2.35, bestMonths: [6, 7, 11], popular: true });

    const bad = await call('PATCH', `/api/admin/destinations/${place}`, { cookie }, { group: 'oceans', lat: 51.5, bestMonths: [13], altitudeM: 'high' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['altitudeM', 'bestMonths', 'group', 'lat']);
    expect(bad.json().error.fields.lat).toBe(translate(en, 'validation.range', { min: -11.8, max: -0.9 }));
    expect((await call('PATCH', `/api/admin/destinations/${place}`, { cookie }, {})).status).toBe(400);
    expect((await call('PATCH', `/api/admin/destinations/${place}`, { cookie: salesCookie }, { popular: false })).status).toBe(403);
    expect((await call('PATCH', '/api/admin/destinations/atlantis', { cookie }, { popular: false })).status).toBe(404);
    expect((await call('GET', `/api/admin/destinations/${place}`, { cookie })).json()).toMatchObject({ group: 'national-parks', lat: -2.35, altitudeM: 610 });
  });

  it('sales may read, not write; `npm run setup` again keeps the published German text', async () => {
    expect((await call('GET', `/api/admin/destinations/${ID}/content`, { cookie: salesCookie })).status).toBe(200);
    expect((await save('de', entryOf(await content(), 'de'), { cookie: salesCookie })).status).toBe(403);
    const entry = { ...entryOf(await content(), 'de'), summary: 'Vom Büro geschrieben: die große Tierwanderung aus der Nähe.' };
    expect((await save('de', entry)).status).toBe(200);
    expect((await publish('de')).status).toBe(200);
    const german = await getDestinationDetail('de', ID, db());
    const otherBefore = await getDestinationDetail('de', OTHER, db());
    await seed(db());
    expect(await getDestinationDetail('de', ID, db())).toMatchObject({ summary: entry.summary, name: german.name, slug: german.slug });
    expect((await getDestinationDetail('de', OTHER, db())).summary).toBe(otherBefore.summary);
  });
});
