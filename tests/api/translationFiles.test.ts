import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import * as articlesRoute from '@/pages/api/admin/articles/index';
import * as articleContentRoute from '@/pages/api/admin/articles/[id]/content/index';
import * as articleContentLangRoute from '@/pages/api/admin/articles/[id]/content/[lang]';
import * as articlePublishRoute from '@/pages/api/admin/articles/[id]/publish/[lang]';
import * as destinationContentRoute from '@/pages/api/admin/destinations/[id]/content/index';
import * as destinationContentLangRoute from '@/pages/api/admin/destinations/[id]/content/[lang]';
import * as destinationPublishRoute from '@/pages/api/admin/destinations/[id]/publish/[lang]';
import * as exportRoute from '@/pages/api/admin/translations/[lang]/export';
import * as importRoute from '@/pages/api/admin/translations/[lang]/import';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { engines } from '../helpers/testDb';
import { unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/articles': articlesRoute,
  '/api/admin/articles/[id]/content': articleContentRoute,
  '/api/admin/articles/[id]/content/[lang]': articleContentLangRoute,
  '/api/admin/articles/[id]/publish/[lang]': articlePublishRoute,
  '/api/admin/destinations/[id]/content': destinationContentRoute,
  '/api/admin/destinations/[id]/content/[lang]': destinationContentLangRoute,
  '/api/admin/destinations/[id]/publish/[lang]': destinationPublishRoute,
  '/api/admin/translations/[lang]/export': exportRoute,
  '/api/admin/translations/[lang]/import': importRoute,
};
const en = enJson as unknown as Messages;
const BODY = [
  { type: 'h2', text: 'When the calves are born' },
  { type: 'p', text: 'In February the plains fill with wildebeest. See [our safaris](/tanzania-safari-package/).' },
  { type: 'ul', items: ['Ndutu', 'Kusini'] },
];
type Row = Record<string, string>;

describe.each(engines())('an agency’s CSV file for every kind of text, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { call, login } = admin;
  let cookie = '';
  const slug = `migration-calving-${unique()}`;
  const send = (rows: Row[]) =>
    admin.seeded.api().request('/api/admin/translations/pt/import', { method: 'POST', headers: { cookie: `admin_session=${cookie}`, origin: 'http://localhost:3000', 'content-type': 'text/csv' }, body: stringify(rows, { header: true }) });
  const content = async (path: string) => (await call('GET', `/api/admin/${path}/content`, { cookie })).json().languages;

  beforeAll(async () => {
    cookie = await login();
    expect((await call('POST', '/api/admin/articles', { cookie }, { title: 'The calving season', slug, category: 'safaris' })).status).toBe(201);
    expect((await call('PUT', `/api/admin/articles/${slug}/content/en`, { cookie }, { title: 'The calving season', slug, excerpt: 'Where to be in February.', body: BODY })).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${slug}/publish/en`, { cookie })).status).toBe(200);
    // Another new article the agency has not done yet.
    const later = `packing-list-${unique()}`;
    expect((await call('POST', '/api/admin/articles', { cookie }, { title: 'What to pack', slug: later, category: 'safaris' })).status).toBe(201);
    expect((await call('PUT', `/api/admin/articles/${later}/content/en`, { cookie }, { title: 'What to pack', slug: later, excerpt: 'Soft bags, layers.', body: [{ type: 'p', text: 'Soft bags fit the vehicle.' }] })).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${later}/publish/en`, { cookie })).status).toBe(200);
    // The English of a place changes: its Portuguese is outdated.
    const { languages } = (await call('GET', '/api/admin/destinations/tarangire/content', { cookie })).json();
    const { state: _s, updatedAt: _a, updatedBy: _b, ...english } = languages.en;
    expect((await call('PUT', '/api/admin/destinations/tarangire/content/en', { cookie }, { ...english, summary: `${english.summary} Elephants by the hundred in the dry season.` })).status).toBe(200);
    expect((await call('POST', '/api/admin/destinations/tarangire/publish/en', { cookie })).status).toBe(200);
  });

  it('lists a new article block by block and an outdated place field by field, then saves the agency’s file as drafts in the English shape', async () => {
    const res = await call('GET', '/api/admin/translations/pt/export', { cookie });
    expect(res.status, res.text).toBe(200);
    const rows = parse(res.text, { columns: true, bom: true }) as Row[];
    const article = rows.filter((r) => r.kind === 'article' && r.id === slug);
    expect(article.map((r) => [r.field, r.english, r.translation])).toEqual([
      ['title', 'The calving season', ''], ['excerpt', 'Where to be in February.', ''],
      ['body.1', 'When the calves are born', ''], ['body.2', BODY[1]!.text, ''], ['body.3', 'Ndutu\nKusini', ''],
    ]);
    const place = rows.filter((r) => r.kind === 'destination' && r.id === 'tarangire');
    expect(place.map((r) => r.field)).toEqual(['name', 'summary', 'description', 'bestTime', 'highSeason', 'highlights']);
    expect(place.find((r) => r.field === 'name')!.translation).not.toBe('');

    const words: Record<string, string> = {
      title: 'A época dos nascimentos', excerpt: 'Onde estar em fevereiro.', 'body.1': 'Quando nascem as crias',
      'body.2': 'Em fevereiro as planícies enchem-se de gnus. Veja [os nossos safaris](/tanzania-safari-package/).', 'body.3': 'Ndutu\nKusini (sul)',
    };
    // The rest of the file goes back as it came: items not translated yet (all cells empty) make no draft.
    const untouched = rows.filter((r) => !(r.kind === 'article' && r.id === slug) && !(r.kind === 'destination' && r.id === 'tarangire'));
    expect(untouched.some((r) => r.translation === '')).toBe(true);
    const done = [...untouched, ...article.map((r) => ({ ...r, translation: words[r.field]! })), ...place.map((r) => (r.field === 'summary' ? { ...r, translation: 'Elefantes às centenas na estação seca.' } : r))];
    const saved = await send(done);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().saved).toEqual(expect.arrayContaining([slug, 'tarangire']));
    const emptyItems = new Set(untouched.map((r) => `${r.kind} ${r.id}`).filter((key) => untouched.filter((r) => `${r.kind} ${r.id}` === key).every((r) => r.translation === '')));
    for (const key of emptyItems) expect(saved.json().saved).not.toContain(key.split(' ')[1]);
    const pt = (await content(`articles/${slug}`)).pt;
    expect(pt).toMatchObject({ state: 'draft', title: 'A época dos nascimentos', slug: 'a-epoca-dos-nascimentos' });
    expect(pt.body).toEqual([{ type: 'h2', text: 'Quando nascem as crias' }, { type: 'p', text: words['body.2'] }, { type: 'ul', items: ['Ndutu', 'Kusini (sul)'] }]);
    expect((await content('destinations/tarangire')).pt).toMatchObject({ state: 'draft', summary: 'Elefantes às centenas na estação seca.' });
  });

  it('names a field the English has not and a required field left empty; nothing is saved', async () => {
    const before = (await content(`articles/${slug}`)).pt;
    const refused = await send([
      { kind: 'article', id: slug, field: 'body.9', english: '', translation: 'Um parágrafo a mais' },
      { kind: 'article', id: slug, field: 'title', english: '', translation: '' },
      { kind: 'planet', id: 'mars', field: 'name', english: '', translation: 'Marte' },
    ]);
    expect(refused.status).toBe(400);
    expect(refused.json().error.rows).toEqual(expect.arrayContaining([
      expect.objectContaining({ row: 2, field: 'body.9', message: translate(en, 'validation.invalid') }),
      expect.objectContaining({ row: 3, field: 'title', message: translate(en, 'validation.required') }),
      expect.objectContaining({ row: 4, id: 'mars' }),
    ]));
    expect((await content(`articles/${slug}`)).pt).toEqual(before);
  });
});
