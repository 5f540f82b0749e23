import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/admin/team-members/index';
import * as memberRoute from '@/pages/api/admin/team-members/[id]/index';
import * as contentRoute from '@/pages/api/admin/team-members/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/team-members/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/team-members/[id]/publish/[lang]';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { addOperator } from '@/server/admin/operatorService';
import { seed } from '@/server/db/seed';
import { teamMembers } from '@/server/info/service';
import { insertMedia } from '@/server/media/mediaRepository';
import { sizePhoto } from '@/server/media/photoFile';
import { mediaUrl } from '@/server/media/photoView';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';
import { cameraJpeg } from '../helpers/photos';

const ROUTES = {
  '/api/admin/team-members': listRoute,
  '/api/admin/team-members/[id]': memberRoute,
  '/api/admin/team-members/[id]/content': contentRoute,
  '/api/admin/team-members/[id]/content/[lang]': contentLangRoute,
  '/api/admin/team-members/[id]/publish/[lang]': publishRoute,
};
const en = enJson as unknown as Messages;

describe.each(engines())('the content studio: the About page’s team, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let salesCookie = '';
  let id = '';
  const mediaId = 'd4'.repeat(12);
  let photoWidth = 0;

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
    const photo = await sizePhoto(await cameraJpeg(800, 1000));
    photoWidth = photo.width;
    await insertMedia(db(), { id: mediaId, sha256: photo.sha256, width: photo.width, height: photo.height, format: 'jpeg', bytes: 1, alt: '{"en":"Baraka"}', created_at: new Date().toISOString(), created_by: 'x' }, photo.files);
  });

  it('adds a member whose English role waits as a draft; the team pages show them once it is published, with their portrait', async () => {
    const res = await call('POST', '/api/admin/team-members', { cookie }, { name: 'Baraka Mollel', category: 'logistics', since: 2019, languages: ['sw', 'en'], photoMediaId: mediaId, role: 'Fleet manager', bio: '' });
    expect(res.status, res.text).toBe(201);
    id = res.json().id;
    expect(res.json()).toMatchObject({ name: 'Baraka Mollel', photo: { id: mediaId }, languages: { en: { role: 'Fleet manager', state: 'draft' } } });
    expect((await teamMembers('en', db())).some((m) => m.id === id)).toBe(false);

    expect((await call('PUT', `/api/admin/team-members/${id}/content/en`, { cookie }, { role: 'Fleet manager', bio: 'Keeps every Land Cruiser ready for the road.' })).status).toBe(200);
    expect((await call('POST', `/api/admin/team-members/${id}/publish/en`, { cookie })).status).toBe(200);
    const shown = (await teamMembers('en', db())).find((m) => m.id === id)!;
    expect(shown).toMatchObject({ name: 'Baraka Mollel', role: 'Fleet manager', category: 'logistics', languages: ['sw', 'en'], photo: { src: mediaUrl(mediaId, photoWidth) } });
    // Like a tour: not on the German site (in English) while German is missing.
    expect((await teamMembers('de', db())).some((m) => m.id === id)).toBe(false);
    // The studio is told which languages the site shows, so a first German draft is not said to replace a published text.
    expect((await call('GET', `/api/admin/team-members/${id}/content`, { cookie })).json().onSite).toEqual(['en']);
    expect((await call('GET', '/api/admin/team-members', { cookie })).json().members.find((m: { id: string }) => m.id === id)).toMatchObject({ states: { en: 'published', de: 'missing' } });

    const german = { role: 'Fuhrparkleiter', bio: 'Hält jeden Land Cruiser startklar.' };
    expect((await call('PUT', `/api/admin/team-members/${id}/content/de`, { cookie }, german)).status).toBe(200);
    expect((await call('POST', `/api/admin/team-members/${id}/publish/de`, { cookie })).status).toBe(200);
    expect((await teamMembers('de', db())).find((m) => m.id === id)).toMatchObject(german);
    const list = (await call('GET', '/api/admin/team-members', { cookie })).json().members;
    expect(list.find((m: { id: string }) => m.id === id)).toMatchObject({ states: { en: 'published', de: 'published', fr: 'missing' } });
  });

  it('refuses bad facts per field and changes nothing; sales may only look', async () => {
    const bad = await call('PATCH', `/api/admin/team-members/${id}`, { cookie }, { name: '', category: 'cooks', since: 1800, languages: [], photoMediaId: null });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['category', 'languages', 'name', 'since']);
    expect(bad.json().error.fields.name).toBe(translate(en, 'validation.required'));
    expect((await call('PATCH', `/api/admin/team-members/${id}`, { cookie }, { name: 'X', category: 'sales', since: 2020, languages: ['en'], photoMediaId: '0'.repeat(24) })).status).toBe(400);
    expect((await call('GET', `/api/admin/team-members/${id}`, { cookie })).json()).toMatchObject({ name: 'Baraka Mollel', category: 'logistics' });
    expect((await call('GET', '/api/admin/team-members', { cookie: salesCookie })).status).toBe(200);
    expect((await call('PATCH', `/api/admin/team-members/${id}`, { cookie: salesCookie }, { name: 'X', category: 'sales', since: 2020, languages: ['en'], photoMediaId: null })).status).toBe(403);
  });

  it('`npm run setup` again keeps a seeded member’s facts and texts the office changed', async () => {
    const seeded = (await teamMembers('en', db())).find((m) => m.id !== id)!;
    const patched = await call('PATCH', `/api/admin/team-members/${seeded.id}`, { cookie }, { name: `${seeded.name} Jr.`, category: seeded.category, since: seeded.since, languages: seeded.languages, photoMediaId: mediaId });
    expect(patched.status, patched.text).toBe(200);
    expect((await call('PUT', `/api/admin/team-members/${seeded.id}/content/fr`, { cookie }, { role: 'Rôle choisi par le bureau', bio: 'Bio du bureau.' })).status).toBe(200);
    expect((await call('POST', `/api/admin/team-members/${seeded.id}/publish/fr`, { cookie })).status).toBe(200);
    await seed(db());
    expect((await teamMembers('fr', db())).find((m) => m.id === seeded.id)).toMatchObject({ name: `${seeded.name} Jr.`, role: 'Rôle choisi par le bureau', photo: { src: mediaUrl(mediaId, photoWidth) } });
    expect((await teamMembers('en', db())).find((m) => m.id === id)?.role).toBe('Fleet manager');
  });
});
