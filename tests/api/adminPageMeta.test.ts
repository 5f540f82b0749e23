import { beforeAll, describe, expect, it } from 'vitest';
import * as pagesRoute from '@/pages/api/admin/pages/index';
import * as contentRoute from '@/pages/api/admin/pages/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/pages/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/pages/[id]/publish/[lang]';
import * as revisionsRoute from '@/pages/api/admin/pages/[id]/revisions/index';
import * as restoreRoute from '@/pages/api/admin/pages/[id]/revisions/[revision]/restore';
import * as metaRoute from '@/pages/api/getMetaInfos/[id]';
import { LOCALES } from '@/lib/i18n/config';
import { addOperator } from '@/server/admin/operatorService';
import { seed } from '@/server/db/seed';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/pages': pagesRoute,
  '/api/admin/pages/[id]/content': contentRoute,
  '/api/admin/pages/[id]/content/[lang]': contentLangRoute,
  '/api/admin/pages/[id]/publish/[lang]': publishRoute,
  '/api/admin/pages/[id]/revisions': revisionsRoute,
  '/api/admin/pages/[id]/revisions/[revision]/restore': restoreRoute,
  '/api/getMetaInfos/[id]': metaRoute,
};

describe.each(engines())('the content studio: the pages’ meta titles and descriptions, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let cookie = '';
  let salesCookie = '';
  const meta = async (id: string, host: string) => {
    const res = await admin.seeded.api().request(`/api/getMetaInfos/${id}`, { host });
    expect(res.status, res.text).toBe(200);
    return res.json() as { title: string; description: string; locale: string };
  };
  const languages = async (id: string) => (await call('GET', `/api/admin/pages/${id}/content`, { cookie })).json().languages as Record<string, { title: string; description: string; state: string; updatedBy: string | null }>;

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('lists every fixed page with its English title and the state of each language', async () => {
    const res = await call('GET', '/api/admin/pages', { cookie });
    expect(res.status).toBe(200);
    const pages = res.json().pages as { id: string; path: string; title: string; states: Record<string, string> }[];
    expect(pages.length).toBe(Number((await db().selectFrom('pages').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n));
    const about = pages.find((p) => p.id === 'about')!;
    expect(about).toMatchObject({ path: '/About', title: (await meta('about', 'localhost:3000')).title });
    expect(Object.keys(about.states).sort()).toEqual([...LOCALES].sort());
    expect(Object.values(about.states).every((s) => s === 'published')).toBe(true);
  });

  it('a German title saved as a draft changes nothing served; published, getMetaInfos answers it on the German domain only; restored, the earlier one is back', async () => {
    const before = await meta('contact', 'de.localhost:3000');
    const english = await meta('contact', 'localhost:3000');
    const draft = { title: `Kontakt – Büro Arusha ${unique()}`, description: 'Schreiben Sie uns: Antwort binnen 24 Stunden.' };
    const saved = await call('PUT', '/api/admin/pages/contact/content/de', { cookie }, draft);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().languages.de).toMatchObject({ ...draft, state: 'draft', updatedBy: email });
    expect(await meta('contact', 'de.localhost:3000')).toMatchObject({ title: before.title });

    const published = await call('POST', '/api/admin/pages/contact/publish/de', { cookie });
    expect(published.status, published.text).toBe(200);
    // The test server has no page cache: the page it would rebuild is listed as not rebuilt.
    expect(published.json().failed).toEqual(['/de/Contact']);
    expect(await meta('contact', 'de.localhost:3000')).toMatchObject({ ...draft, locale: 'de' });
    expect(await meta('contact', 'localhost:3000')).toEqual(english);
    expect((await languages('contact')).de.state).toBe('published');

    const second = { title: 'Kontakt (zweite Fassung)', description: draft.description };
    expect((await call('PUT', '/api/admin/pages/contact/content/de', { cookie }, second)).status).toBe(200);
    expect((await call('POST', '/api/admin/pages/contact/publish/de', { cookie })).status).toBe(200);
    expect((await meta('contact', 'de.localhost:3000')).title).toBe(second.title);
    const { revisions } = (await call('GET', '/api/admin/pages/contact/revisions', { cookie })).json();
    const first = revisions.find((r: { state: string; entry: { title: string } }) => r.state === 'published' && r.entry.title === draft.title);
    expect((await call('POST', `/api/admin/pages/contact/revisions/${first.id}/restore`, { cookie })).status).toBe(200);
    expect((await meta('contact', 'de.localhost:3000')).title).toBe(draft.title);
  });

  it('refuses a missing title, an unknown page or language, and sales; none of it changes anything', async () => {
    const count = async () => Number((await db().selectFrom('content_revisions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const noTitle = await call('PUT', '/api/admin/pages/about/content/fr', { cookie }, { title: ' ', description: 'x' });
    expect(noTitle.status).toBe(400);
    expect(Object.keys(noTitle.json().error.fields)).toEqual(['title']);
    expect((await call('PUT', '/api/admin/pages/nope/content/fr', { cookie }, { title: 'x', description: '' })).status).toBe(404);
    expect((await call('PUT', '/api/admin/pages/about/content/xx', { cookie }, { title: 'x', description: '' })).status).toBe(404);
    expect((await call('PUT', '/api/admin/pages/about/content/fr', { cookie: salesCookie }, { title: 'x', description: '' })).status).toBe(403);
    expect(await count()).toBe(n);
  });

  it('`npm run setup` again keeps a page meta the office published', async () => {
    const mine = { title: `À propos – ${unique()}`, description: 'Notre équipe à Arusha.' };
    expect((await call('PUT', '/api/admin/pages/about/content/fr', { cookie }, mine)).status).toBe(200);
    expect((await call('POST', '/api/admin/pages/about/publish/fr', { cookie })).status).toBe(200);
    const italian = await meta('about', 'it.localhost:3000');
    await db().updateTable('page_translations').set({ title: 'drifted' }).where('page_id', '=', 'about').where('locale', '=', 'it').execute();
    await seed(db());
    expect(await meta('about', 'fr.localhost:3000')).toMatchObject(mine);
    expect(await meta('about', 'it.localhost:3000')).toEqual(italian);
  });
});
