import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/admin/associates/index';
import * as itemRoute from '@/pages/api/admin/associates/[id]/index';
import * as contentRoute from '@/pages/api/admin/associates/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/associates/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/associates/[id]/publish/[lang]';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import deJson from '@/locales/de.json';
import { addOperator } from '@/server/admin/operatorService';
import { seed } from '@/server/db/seed';
import { aboutUs } from '@/server/info/service';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { AssociateList } from '@/components/info/AssociateList';
import { I18nProvider } from '@/lib/i18n/I18nProvider';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/associates': listRoute,
  '/api/admin/associates/[id]': itemRoute,
  '/api/admin/associates/[id]/content': contentRoute,
  '/api/admin/associates/[id]/content/[lang]': contentLangRoute,
  '/api/admin/associates/[id]/publish/[lang]': publishRoute,
};
const en = enJson as unknown as Messages;
const de = deJson as unknown as Messages;
const ID = 'tala';

describe.each(engines())('the content studio: associations and partners, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let salesCookie = '';

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('gives the licence its number and a German description; the About page shows both', async () => {
    const list = (await call('GET', '/api/admin/associates', { cookie })).json().associates;
    expect(list.find((a: { id: string }) => a.id === ID)).toMatchObject({ kind: 'licence', abbreviation: 'TALA', reference: null });
    const facts = (await call('GET', `/api/admin/associates/${ID}`, { cookie })).json();
    const saved = await call('PATCH', `/api/admin/associates/${ID}`, { cookie }, { ...facts, reference: 'TALA/TO/2026/0148' });
    expect(saved.status, saved.text).toBe(200);
    const { languages } = (await call('GET', `/api/admin/associates/${ID}/content`, { cookie })).json();
    const german = { name: languages.de.name, description: 'Unsere Lizenz als Reiseveranstalter, jedes Jahr erneuert.' };
    expect((await call('PUT', `/api/admin/associates/${ID}/content/de`, { cookie }, german)).status).toBe(200);
    expect((await call('POST', `/api/admin/associates/${ID}/publish/de`, { cookie })).status).toBe(200);

    const about = await aboutUs('de', db());
    const tala = about.associates.find((a) => a.id === ID)!;
    expect(tala).toMatchObject({ reference: 'TALA/TO/2026/0148', description: german.description });
    const html = renderToStaticMarkup(createElement(I18nProvider, { locale: 'de', messages: de, children: createElement(AssociateList, { associates: [tala] }) }));
    expect(html).toContain(translate(de, 'info.associates.reference', { reference: 'TALA/TO/2026/0148' }));
  });

  it('refuses a website that is not https, an empty badge, an unknown kind; sales may only look; setup keeps the office’s facts and text', async () => {
    const bad = await call('PATCH', `/api/admin/associates/${ID}`, { cookie }, { kind: 'friend', url: 'javascript:alert(1)', abbreviation: '', reference: '' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['abbreviation', 'kind', 'url']);
    expect(bad.json().error.fields.abbreviation).toBe(translate(en, 'validation.required'));
    expect((await call('PATCH', `/api/admin/associates/${ID}`, { cookie: salesCookie }, { kind: 'licence', url: 'https://x.example', abbreviation: 'X', reference: '' })).status).toBe(403);
    await seed(db());
    expect((await aboutUs('de', db())).associates.find((a) => a.id === ID)).toMatchObject({ reference: 'TALA/TO/2026/0148', description: 'Unsere Lizenz als Reiseveranstalter, jedes Jahr erneuert.' });
  });

  it('like a tour, a partner is on a language’s About page only once that language is published (no English stand-in)', async () => {
    // A partner never translated into Italian: its Italian text row is not there.
    await db().deleteFrom('associate_translations').where('associate_id', '=', 'kpap').where('locale', '=', 'it').execute();
    expect((await aboutUs('en', db())).associates.some((a) => a.id === 'kpap')).toBe(true);
    expect((await aboutUs('it', db())).associates.some((a) => a.id === 'kpap')).toBe(false);
    const list = (await call('GET', '/api/admin/associates', { cookie })).json().associates;
    expect(list.find((a: { id: string }) => a.id === 'kpap')).toMatchObject({ states: { en: 'published', it: 'missing' } });
  });
});
