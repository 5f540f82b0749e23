import { beforeAll, describe, expect, it, vi } from 'vitest';
import * as contentRoute from '@/pages/api/admin/tours/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/tours/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/tours/[id]/publish/[lang]';
import * as revisionsRoute from '@/pages/api/admin/tours/[id]/revisions/index';
import * as restoreRoute from '@/pages/api/admin/tours/[id]/revisions/[revision]/restore';
import * as translationsRoute from '@/pages/api/admin/translations/index';
import * as previewLinkRoute from '@/pages/api/admin/tours/[id]/preview/[lang]';
import * as previewRoute from '@/pages/api/preview';
import { signPreview } from '@/server/content/previewToken';
import * as exportRoute from '@/pages/api/admin/translations/[lang]/export';
import * as importRoute from '@/pages/api/admin/translations/[lang]/import';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { LOCALES } from '@/lib/i18n/config';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import deJson from '@/locales/de.json';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import { serverRender } from '../helpers/serverRender';
import { addOperator } from '@/server/admin/operatorService';
import { seed } from '@/server/db/seed';
import { findSlugOwner } from '@/server/slugs/repository';
import { getTourDetail } from '@/server/catalogue/tourService';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours } from '../helpers/bookings';

const ROUTES = {
  '/api/admin/tours/[id]/content': contentRoute,
  '/api/admin/tours/[id]/content/[lang]': contentLangRoute,
  '/api/admin/tours/[id]/publish/[lang]': publishRoute,
  '/api/admin/tours/[id]/revisions': revisionsRoute,
  '/api/admin/tours/[id]/revisions/[revision]/restore': restoreRoute,
  '/api/admin/translations': translationsRoute,
  '/api/admin/tours/[id]/preview/[lang]': previewLinkRoute,
  '/api/preview': previewRoute,
  '/api/admin/translations/[lang]/export': exportRoute,
  '/api/admin/translations/[lang]/import': importRoute,
};
// next/font runs only in a Next build: the tour page is rendered with its class names stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

const en = enJson as unknown as Messages;
const de = deJson;

describe.each(engines())('the content studio: a tour’s text per language, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let cookie = '';
  let salesCookie = '';
  let tourId = '';
  let otherTourId = '';
  let germanOriginal = { title: '', overview: '' };
  const live = (id: string, locale: string) => db().selectFrom('tour_translations').selectAll().where('tour_id', '=', id).where('locale', '=', locale).executeTakeFirstOrThrow();
  const content = async (id = tourId) => {
    const res = await call('GET', `/api/admin/tours/${id}/content`, { cookie });
    expect(res.status, res.text).toBe(200);
    return res.json().languages as Record<string, Record<string, unknown> & { state: string; slug: string; title: string; overview: string }>;
  };
  const entryOf = (languages: Awaited<ReturnType<typeof content>>, lang: string) => {
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages[lang];
    return entry;
  };
  const save = (lang: string, entry: unknown, id = tourId, auth = { cookie }) => call('PUT', `/api/admin/tours/${id}/content/${lang}`, auth, entry);
  const publish = (lang: string, id = tourId) => call('POST', `/api/admin/tours/${id}/publish/${lang}`, { cookie });
  const revisionCount = async () => Number((await db().selectFrom('content_revisions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    const tours = await bookableTours(db());
    tourId = tours.private.id;
    otherTourId = tours.shared.id;
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('answers every language’s whole text as the site shows it, each published', async () => {
    const languages = await content();
    expect(Object.keys(languages).sort()).toEqual([...LOCALES].sort());
    for (const lang of LOCALES) {
      const row = await live(tourId, lang);
      expect(languages[lang]).toMatchObject({ title: row.title, slug: row.slug, overview: row.overview, weather: row.weather, tips: JSON.parse(row.tips), inclusions: JSON.parse(row.inclusions), exclusions: JSON.parse(row.exclusions), state: 'published' });
    }
    expect((await call('GET', '/api/admin/tours/no-such-tour/content', { cookie })).status).toBe(404);
  });

  it('saves a draft that the site does not show; bad input changes nothing and says why per field', async () => {
    const before = await content();
    const liveBefore = await live(tourId, 'de');
    germanOriginal = { title: liveBefore.title, overview: liveBefore.overview };
    const entry = { ...entryOf(before, 'de'), overview: 'Neuer Überblick aus dem Büro in Arusha.', tips: ['Fernglas mitnehmen'] };
    const saved = await save('de', entry);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().languages.de).toMatchObject({ overview: entry.overview, tips: ['Fernglas mitnehmen'], state: 'draft', updatedBy: email });
    expect(saved.json().languages.en.state).toBe('published');
    expect(await live(tourId, 'de')).toEqual(liveBefore);

    const count = await revisionCount();
    const noTitle = await save('en', { ...entryOf(before, 'en'), title: '' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.json().error.fields.title).toBe(translate(en, 'validation.required'));
    const badSlug = await save('de', { ...entry, slug: 'Serengeti Tour!' });
    expect(badSlug.status).toBe(400);
    expect(Object.keys(badSlug.json().error.fields)).toEqual(['slug']);
    const taken = await save('de', { ...entry, slug: (await live(otherTourId, 'de')).slug });
    expect(taken.status).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'slug_taken', message: translate(en, 'api.slugTaken') });
    expect((await save('xx', entry)).status).toBe(404);
    expect((await save('de', entry, 'no-such-tour')).status).toBe(404);
    expect(await revisionCount()).toBe(count);
  });

  it('publishes a draft: the live text changes in that language only, the old address answers for the tour, and nothing is left to publish', async () => {
    const before = await content();
    const oldSlug = before.de.slug;
    const enBefore = await live(tourId, 'en');
    const entry = { ...entryOf(before, 'de'), title: 'Private Safari, neu betitelt', slug: `private-safari-${unique()}` };
    expect((await save('de', entry)).status).toBe(200);
    const res = await publish('de');
    expect(res.status, res.text).toBe(200);
    expect(res.json()).toMatchObject({ published: 'de', previousSlug: oldSlug });
    expect(res.json().languages.de).toMatchObject({ title: entry.title, slug: entry.slug, state: 'published' });
    const row = await live(tourId, 'de');
    expect(row).toMatchObject({ title: entry.title, slug: entry.slug, overview: entry.overview });
    expect(await live(tourId, 'en')).toEqual(enBefore);
    // The old German address still leads to the tour (the page answers it with a 301).
    expect(await findSlugOwner(db(), 'tour', 'de', oldSlug)).toBe(tourId);
    expect(await findSlugOwner(db(), 'tour', 'de', entry.slug)).toBe(tourId);

    const again = await publish('de');
    expect(again.status).toBe(409);
    expect(again.json().error.code).toBe('nothing_to_publish');
  });

  it('edits an itinerary day for this tour only: the German page shows it once published, the English and other tours sharing the day do not change', async () => {
    const before = await content();
    const days = before.de.days as { title: string; description: string }[];
    expect(days.length).toBeGreaterThan(1);
    const germanSlug = (await live(tourId, 'de')).slug;
    const englishSlug = (await live(tourId, 'en')).slug;
    const enDays = (await getTourDetail('en', englishSlug, db())).itinerary;
    // Another tour with the same first day (a shared block of the seed).
    const block = await db().selectFrom('tour_days').select('block_id').where('tour_id', '=', tourId).where('day_number', '=', 1).executeTakeFirstOrThrow();
    const sibling = await db().selectFrom('tour_days').select('tour_id').where('block_id', '=', block.block_id).where('tour_id', '!=', tourId).where('day_number', '=', 1).executeTakeFirst();

    const edited = days.map((d, i) => (i === 0 ? { title: 'Ankunft in Arusha und Abendessen im Garten', description: `${d.description} Abends erwartet Sie ein Abendessen im Garten der Lodge.` } : d));
    expect((await save('de', { ...entryOf(before, 'de'), days: edited })).status).toBe(200);
    expect((await getTourDetail('de', germanSlug, db())).itinerary[0]!.title).toBe(days[0]!.title);
    expect((await publish('de')).status).toBe(200);
    const german = (await getTourDetail('de', germanSlug, db())).itinerary;
    expect(german[0]).toMatchObject(edited[0]!);
    expect(german[1]!.title).toBe(days[1]!.title);
    expect((await content()).de.days).toEqual(edited);
    expect((await getTourDetail('en', englishSlug, db())).itinerary.map((d) => d.title)).toEqual(enDays.map((d) => d.title));
    if (sibling) {
      const siblingSlug = (await live(sibling.tour_id, 'de')).slug;
      expect((await getTourDetail('de', siblingSlug, db())).itinerary[0]!.title).not.toBe(edited[0]!.title);
    }

    // One entry per day; a day needs its title.
    const tooFew = await save('de', { ...entryOf(await content(), 'de'), days: edited.slice(1) });
    expect(tooFew.status).toBe(400);
    expect(tooFew.json().error.fields).toEqual({ days: translate(en, 'validation.itineraryDays') });
    const untitled = await save('de', { ...entryOf(await content(), 'de'), days: edited.map((d, i) => (i === 1 ? { ...d, title: '' } : d)) });
    expect(untitled.status).toBe(400);
    expect(untitled.json().error.fields['days.1.title']).toBe(translate(en, 'validation.required'));
  });

  it('marks the other languages outdated when the English is published anew, until each is saved again', async () => {
    const before = await content();
    expect((await save('en', { ...entryOf(before, 'en'), overview: `${before.en.overview} Now with a sundowner on the crater rim.` })).status).toBe(200);
    expect((await publish('en')).status).toBe(200);
    const after = await content();
    expect(after.en.state).toBe('published');
    for (const lang of ['de', 'fr', 'es', 'it', 'pt']) expect(after[lang].state, lang).toBe('outdated');

    expect((await save('fr', { ...entryOf(after, 'fr'), overview: `${after.fr.overview} Avec un apéritif au bord du cratère.` })).status).toBe(200);
    expect((await content()).fr.state).toBe('draft');
    expect((await publish('fr')).status).toBe(200);
    const now = await content();
    expect(now.fr.state).toBe('published');
    expect(now.de.state).toBe('outdated');
  });

  it('lists what a language needs: after an English change, the tour is outdated in German and in no list of English', async () => {
    const before = await content(otherTourId);
    expect((await save('en', { ...entryOf(before, 'en'), weather: `${before.en.weather} Short rains in November.` }, otherTourId)).status).toBe(200);
    expect((await publish('en', otherTourId)).status).toBe(200);
    const list = async (query: string) => {
      const res = await call('GET', `/api/admin/translations?${query}`, { cookie });
      expect(res.status, res.text).toBe(200);
      return res.json().items as { kind: string; id: string; title: string; state: string }[];
    };
    const outdated = await list('lang=de&state=missing,outdated');
    expect(outdated).toContainEqual({ kind: 'tour', id: otherTourId, title: (await live(otherTourId, 'en')).title, state: 'outdated', href: `/admin/tours/${otherTourId}?lang=de` });
    expect(outdated.every((i) => ['missing', 'outdated'].includes(i.state))).toBe(true);
    expect((await list('lang=en&state=outdated')).length).toBe(0);
    const all = (await list('lang=de')).filter((i) => i.kind === 'tour');
    expect(all.length).toBe(Number((await db().selectFrom('tours').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    // Every kind of text is listed too: every destination, page, information page and team member of the seed.
    const kinds = new Set((await list('lang=de')).map((i) => i.kind));
    expect([...kinds].sort()).toEqual(['article', 'associate', 'destination', 'document', 'page', 'team-member', 'tour']);
    expect(all.find((i) => i.id === otherTourId)?.state).toBe('outdated');
    // Untouched tours stay published: the seed's German was written against the seed's English.
    expect(all.filter((i) => i.state === 'published').length).toBeGreaterThan(all.length - 5);
    for (const bad of ['lang=xx', 'lang=de&state=bogus', '']) expect((await call('GET', `/api/admin/translations?${bad}`, { cookie })).status, bad).toBe(400);
  });

  it('exports a language’s outdated texts as CSV for an agency, and imports their file as drafts; a bad row saves nothing', async () => {
    const third = (await db().selectFrom('tours').select('id').where('trip_type', '=', 'private').where('id', 'not in', [tourId, otherTourId]).orderBy('sort_order', 'desc').executeTakeFirstOrThrow()).id;
    const before = await content(third);
    expect((await save('en', { ...entryOf(before, 'en'), title: `${before.en.title} – with a balloon flight` }, third)).status).toBe(200);
    expect((await publish('en', third)).status).toBe(200);

    const exported = await call('GET', '/api/admin/translations/it/export', { cookie });
    expect(exported.status, exported.text).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    expect(exported.headers['content-disposition']).toBe('attachment; filename="translations-it.csv"');
    expect(exported.text.charCodeAt(0)).toBe(0xfeff);
    const rows = parse(exported.text, { columns: true, bom: true }) as Record<string, string>[];
    const mine = rows.filter((r) => r.id === third);
    const dayFields = (before.en.days as unknown[]).flatMap((_, i) => [`days.${i + 1}.title`, `days.${i + 1}.description`]);
    expect(mine.map((r) => r.field)).toEqual(['title', 'overview', 'weather', 'tips', 'inclusions', 'exclusions', ...dayFields]);
    expect(mine[0]).toMatchObject({ kind: 'tour', english: `${before.en.title} – with a balloon flight`, translation: before.it.title });
    expect(mine.find((r) => r.field === 'tips')!.english).toBe((before.en.tips as string[]).join('\n'));

    const sendCsv = (text: string, lang = 'it', type = 'text/csv') =>
      admin.seeded.api().request(`/api/admin/translations/${lang}/import`, { method: 'POST', headers: { cookie: `admin_session=${cookie}`, origin: 'http://localhost:3000', 'content-type': type }, body: text });
    const count = await revisionCount();
    const bad = mine.map((r) => ({ ...r, translation: r.field === 'title' ? '' : r.translation }));
    const refused = await sendCsv(stringify([...bad, { kind: 'tour', id: 'no-such-tour', field: 'title', english: '', translation: 'x' }], { header: true }));
    expect(refused.status, refused.text).toBe(400);
    expect(refused.json().error.code).toBe('invalid_import');
    expect(refused.json().error.rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ id: third, field: 'title', row: 2, message: translate(en, 'validation.required') }),
      expect.objectContaining({ id: 'no-such-tour', field: 'id' }),
    ]));
    expect(await revisionCount()).toBe(count);
    expect((await sendCsv('kind;id\n1;2')).status).toBe(400);
    expect((await sendCsv(stringify(mine, { header: true }), 'it', 'application/json')).status).toBe(415);
    expect((await call('GET', '/api/admin/translations/en/export', { cookie })).status).toBe(404);

    const done = mine.map((r) => ({ ...r, translation: r.field === 'title' ? 'Safari privato con volo in mongolfiera' : r.field === 'tips' ? 'Binocolo\nCappello' : r.field === 'days.1.title' ? 'Arrivo ad Arusha, dal traduttore' : r.translation }));
    const imported = await sendCsv(stringify(done, { header: true }));
    expect(imported.status, imported.text).toBe(200);
    expect(imported.json().saved).toContain(third);
    const after = await content(third);
    expect(after.it).toMatchObject({ title: 'Safari privato con volo in mongolfiera', tips: ['Binocolo', 'Cappello'], slug: before.it.slug, state: 'draft' });
    expect((after.it.days as { title: string }[])[0]!.title).toBe('Arrivo ad Arusha, dal traduttore');
    expect((await live(third, 'it')).title).toBe(before.it.title);
    expect((await publish('it', third)).status).toBe(200);
    expect((await content(third)).it.state).toBe('published');
  });

  it('makes a signed two-hour preview link on the language’s domain; only that domain takes it, and it turns on Draft Mode for that browser', async () => {
    const res = await call('POST', `/api/admin/tours/${tourId}/preview/de`, { cookie });
    expect(res.status, res.text).toBe(200);
    const { url, expiresAt } = res.json();
    expect(url).toMatch(/^http:\/\/de\.localhost:3000\/api\/preview\?token=[\w-]+\.[\w-]+$/);
    expect(Date.parse(expiresAt) - Date.now()).toBeGreaterThan(119 * 60_000);
    const token = new URL(url).searchParams.get('token')!;
    const open = (t: string, host = 'de.localhost:3000') => admin.seeded.api().request(`/api/preview?token=${encodeURIComponent(t)}`, { host });

    const opened = await open(token);
    expect(opened.status, opened.text).toBe(307);
    expect(opened.headers.location).toBe(`/trip/${(await live(tourId, 'de')).slug}`);
    const cookies = String(opened.headers['set-cookie']);
    expect(cookies).toContain('__prerender_bypass=');
    expect(cookies).toMatch(/content_preview=1; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+/);

    const wrongDomain = await open(token, 'localhost:3000');
    expect(wrongDomain.status).toBe(400);
    expect(wrongDomain.json().error).toEqual({ code: 'invalid_preview_link', message: translate(en, 'api.previewLinkInvalid') });
    expect(wrongDomain.headers['set-cookie']).toBeUndefined();
    const [payload, signature] = token.split('.');
    const forged = `${Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), id: otherTourId })).toString('base64url')}.${signature}`;
    expect((await open(forged)).status).toBe(400);
    const late = await signPreview(db(), { kind: 'tour', id: tourId, lang: 'de' }, Date.now() - 3 * 3_600_000);
    expect((await open(late.token)).status).toBe(400);
    expect((await open('')).status).toBe(400);
    expect((await call('POST', `/api/admin/tours/${tourId}/preview/xx`, { cookie })).status).toBe(404);
  });

  it('a dead preview link opened in a browser reads as a page in the domain’s language (still 400); leaving a preview goes to the live page', async () => {
    const late = await signPreview(db(), { kind: 'tour', id: tourId, lang: 'de' }, Date.now() - 3 * 3_600_000);
    const opened = await admin.seeded.api().request(`/api/preview?token=${encodeURIComponent(late.token)}`, { host: 'de.localhost:3000', headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });
    expect(opened.status).toBe(400);
    expect(opened.headers['content-type']).toMatch(/^text\/html/);
    expect(opened.headers['set-cookie']).toBeUndefined();
    expect(opened.text).toContain('<html lang="de">');
    expect(opened.text).toContain(`<h1 style="font-size:1.5rem">${de.api.previewLinkTitle}</h1>`);
    expect(opened.text).toContain(de.api.previewLinkInvalid);
    expect(opened.text).toContain(`<a href="/" style="color:#1e2a3a;font-weight:600">${de.errors.backHome}</a>`);
    expect(opened.text).toContain('noindex');
    expect(opened.text).not.toContain('invalid_preview_link');

    const exit = (to: string) => admin.seeded.api().request(`/api/preview?exit=1&to=${encodeURIComponent(to)}`, { host: 'de.localhost:3000' });
    const page = `/trip/${(await live(tourId, 'de')).slug}`;
    expect((await exit(page)).headers.location).toBe(page);
    expect(String((await exit(page)).headers['set-cookie'])).toContain('content_preview=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0');
    for (const away of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) expect((await exit(away)).headers.location).toBe('/');

    // The preview's banner links there: the tour page in Draft Mode names its live address.
    const props = (await tripProps({ locale: 'de', params: { slug: [page.slice('/trip/'.length)] }, draftMode: true } as never)) as { props: Record<string, any> };
    const doc = serverRender(TripPage, props.props, { pathname: '/trip/[[...slug]]', asPath: page });
    expect(doc.querySelector('[data-testid="preview-banner"] a')?.getAttribute('href')).toBe(`/api/preview?exit=1&to=${encodeURIComponent(page)}`);
  });

  it('keeps every version with who and when, and restores one as the newest published version', async () => {
    const list = await call('GET', `/api/admin/tours/${tourId}/revisions`, { cookie });
    expect(list.status).toBe(200);
    const revisions = list.json().revisions as { id: string; language: string; state: string; createdAt: string; createdBy: string; entry: { title: string; slug: string } }[];
    const germanPublished = revisions.filter((r) => r.language === 'de' && r.state === 'published');
    expect(germanPublished.length).toBeGreaterThanOrEqual(1);
    for (const r of revisions.filter((x) => x.state !== 'original')) expect(r).toMatchObject({ createdBy: email, createdAt: expect.stringMatching(/^\d{4}-/) });
    // The text the site showed before the first German edit is kept once, as the oldest German version.
    const originals = revisions.filter((r) => r.language === 'de' && r.state === 'original');
    expect(originals).toHaveLength(1);
    expect(originals[0]).toMatchObject({ createdBy: 'catalogue', entry: germanOriginal });
    expect(revisions.filter((r) => r.language === 'de').at(-1)?.id).toBe(originals[0].id);

    // A newer German version, then back to the one before it.
    const current = await content();
    const newer = { ...entryOf(current, 'de'), title: 'Noch ein neuer Titel' };
    expect((await save('de', newer)).status).toBe(200);
    expect((await publish('de')).status).toBe(200);
    expect((await live(tourId, 'de')).title).toBe('Noch ein neuer Titel');
    const target = germanPublished[0];
    const restored = await call('POST', `/api/admin/tours/${tourId}/revisions/${target.id}/restore`, { cookie });
    expect(restored.status, restored.text).toBe(200);
    expect((await live(tourId, 'de')).title).toBe(target.entry.title);
    const newest = (await call('GET', `/api/admin/tours/${tourId}/revisions`, { cookie })).json().revisions[0];
    expect(newest).toMatchObject({ language: 'de', state: 'published', entry: { title: target.entry.title } });
    expect(newest.id).not.toBe(target.id);
    // The original text can be published again too, and the edits after it stay in the history.
    expect((await call('POST', `/api/admin/tours/${tourId}/revisions/${originals[0].id}/restore`, { cookie })).status).toBe(200);
    expect(await live(tourId, 'de')).toMatchObject(germanOriginal);
    // It was written against the seed's English, which the office has since published anew.
    expect((await content()).de).toMatchObject({ ...germanOriginal, state: 'outdated' });
    expect((await call('POST', `/api/admin/tours/${tourId}/revisions/nope/restore`, { cookie })).status).toBe(404);
  });

  it('sales may read the text but not change or publish it', async () => {
    expect((await call('GET', `/api/admin/tours/${tourId}/content`, { cookie: salesCookie })).status).toBe(200);
    const entry = entryOf(await content(), 'it');
    const count = await revisionCount();
    expect((await save('it', entry, tourId, { cookie: salesCookie })).status).toBe(403);
    expect((await call('POST', `/api/admin/tours/${tourId}/publish/it`, { cookie: salesCookie })).status).toBe(403);
    expect(await revisionCount()).toBe(count);
  });

  it('`npm run setup` again (the seed) leaves what the operator published as it is, and still writes the rest', async () => {
    const now = entryOf(await content(), 'de') as unknown as { days: { title: string; description: string }[] };
    const days = now.days.map((d, i) => (i === 0 ? { ...d, title: 'Vom Büro gewählter erster Tag' } : d));
    expect((await save('de', { ...now, title: 'Vom Büro gewählter Titel', days })).status).toBe(200);
    expect((await publish('de')).status).toBe(200);
    const german = await live(tourId, 'de');
    expect(german.title).toBe('Vom Büro gewählter Titel');
    const germanDays = (await getTourDetail('de', german.slug, db())).itinerary.map((d) => d.title);
    expect(germanDays[0]).toBe('Vom Büro gewählter erster Tag');
    const english = await live(tourId, 'en');
    const untouched = await live(otherTourId, 'de');
    await db().updateTable('tour_translations').set({ title: 'drifted' }).where('tour_id', '=', otherTourId).where('locale', '=', 'de').execute();
    await seed(db());
    expect(await live(tourId, 'de')).toEqual(german);
    expect((await getTourDetail('de', german.slug, db())).itinerary.map((d) => d.title)).toEqual(germanDays);
    expect(await live(tourId, 'en')).toEqual(english);
    expect(await live(otherTourId, 'de')).toEqual(untouched);
  });
});
