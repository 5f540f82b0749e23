import { beforeAll, describe, expect, it } from 'vitest';
import * as pagesRoute from '@/pages/api/admin/pages/index';
import * as contentRoute from '@/pages/api/admin/documents/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/documents/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/documents/[id]/publish/[lang]';
import * as revisionsRoute from '@/pages/api/admin/documents/[id]/revisions/index';
import * as restoreRoute from '@/pages/api/admin/documents/[id]/revisions/[revision]/restore';
import * as translationsRoute from '@/pages/api/admin/translations/index';
import * as exportRoute from '@/pages/api/admin/translations/[lang]/export';
import * as importRoute from '@/pages/api/admin/translations/[lang]/import';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { getStaticProps as termsProps } from '@/pages/Terms';
import { addOperator } from '@/server/admin/operatorService';
import { todayUtc } from '@/server/bookings/dates';
import { seed } from '@/server/db/seed';
import type { DocumentPageProps } from '@/components/info/DocumentPage';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/pages': pagesRoute,
  '/api/admin/documents/[id]/content': contentRoute,
  '/api/admin/documents/[id]/content/[lang]': contentLangRoute,
  '/api/admin/documents/[id]/publish/[lang]': publishRoute,
  '/api/admin/documents/[id]/revisions': revisionsRoute,
  '/api/admin/documents/[id]/revisions/[revision]/restore': restoreRoute,
  '/api/admin/translations': translationsRoute,
  '/api/admin/translations/[lang]/export': exportRoute,
  '/api/admin/translations/[lang]/import': importRoute,
};

// Walked on 30 Nov as the office: the terms, the privacy notice, the booking process, the payment
// page and "about us" could be corrected only by a developer (seed files); a change of terms is
// exactly what an operator has to publish themselves, in six languages.

describe.each(engines())('the content studio: the information pages’ words, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login, email } = admin;
  let cookie = '';
  let salesCookie = '';
  /** What the Terms page on that language's domain is built from (its getStaticProps). */
  const terms = async (locale: string) => {
    const result = (await termsProps({ locale, locales: ['en', 'de', 'fr', 'es', 'it', 'pt'], defaultLocale: 'en' })) as { props: DocumentPageProps };
    return result.props.document;
  };
  const words = (doc: { body: unknown }) => JSON.stringify(doc.body);

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('the pages list says which pages have words of their own to edit', async () => {
    const { pages } = (await call('GET', '/api/admin/pages', { cookie })).json() as { pages: { id: string; document: boolean }[] };
    const withText = pages.filter((p) => p.document).map((p) => p.id).sort();
    expect(withText).toEqual(['about', 'ourBookingProcess', 'payment', 'privacy', 'terms']);
  });

  it('German terms saved as a draft change nothing on the site; published, the German Terms page shows them dated today, the English page is untouched; restored, the earlier words are back', async () => {
    const before = await terms('de');
    const english = await terms('en');
    const content = (await call('GET', '/api/admin/documents/terms/content', { cookie })).json();
    expect(content.languages.de.state).toBe('published');
    expect(words(content.languages.de)).toBe(words(before));

    const clause = `Stornierungen bis 60 Tage vor Abreise sind kostenlos (${unique()}).`;
    const draft = { body: [{ type: 'h2', text: 'Stornierung' }, { type: 'p', text: clause }, { type: 'ul', items: ['Anzahlung 30 %', 'Restbetrag 60 Tage vor Abreise'] }] };
    const saved = await call('PUT', '/api/admin/documents/terms/content/de', { cookie }, draft);
    expect(saved.status, saved.text).toBe(200);
    expect(saved.json().languages.de).toMatchObject({ ...draft, state: 'draft', updatedBy: email });
    expect(words(await terms('de'))).toBe(words(before));

    const published = await call('POST', '/api/admin/documents/terms/publish/de', { cookie });
    expect(published.status, published.text).toBe(200);
    // The test server has no page cache: the page it would rebuild is listed as not rebuilt.
    expect(published.json().failed).toEqual(['/de/Terms']);
    const now = await terms('de');
    expect(words(now)).toContain(clause);
    expect(now).toMatchObject({ updatedAt: todayUtc(), fallback: false });
    expect(words(await terms('en'))).toBe(words(english));

    const { revisions } = (await call('GET', '/api/admin/documents/terms/revisions', { cookie })).json() as { revisions: { id: string; language: string; state: string }[] };
    const original = revisions.find((r) => r.language === 'de' && r.state === 'original')!;
    expect(original).toBeDefined();
    expect((await call('POST', `/api/admin/documents/terms/revisions/${original.id}/restore`, { cookie })).status).toBe(200);
    expect(words(await terms('de'))).toBe(words(before));
  });

  it('new English words make the other languages outdated in the translations list, which leads to the page’s screen', async () => {
    const english = (await call('GET', '/api/admin/documents/privacy/content', { cookie })).json().languages.en;
    const body = [...english.body, { type: 'p', text: `We keep booking records for seven years (${unique()}).` }];
    expect((await call('PUT', '/api/admin/documents/privacy/content/en', { cookie }, { body })).status).toBe(200);
    expect((await call('POST', '/api/admin/documents/privacy/publish/en', { cookie })).status).toBe(200);
    const list = (await call('GET', '/api/admin/translations?lang=it&state=outdated', { cookie })).json() as { items: { kind: string; id: string; href: string }[] };
    expect(list.items).toContainEqual(expect.objectContaining({ kind: 'document', id: 'privacy', href: '/admin/pages/privacy?lang=it' }));
  });

  it('a translation agency’s file carries an outdated page block by block, each step of the booking process a title and a text, and comes back as a draft in the English shape', async () => {
    const english = (await call('GET', '/api/admin/documents/ourBookingProcess/content', { cookie })).json().languages.en;
    const body = [...english.body, { type: 'p', text: 'Questions? We answer within 24 hours.' }];
    expect((await call('PUT', '/api/admin/documents/ourBookingProcess/content/en', { cookie }, { body })).status).toBe(200);
    expect((await call('POST', '/api/admin/documents/ourBookingProcess/publish/en', { cookie })).status).toBe(200);
    const file = await call('GET', '/api/admin/translations/pt/export?state=outdated', { cookie });
    expect(file.status, file.text).toBe(200);
    const rows = (parse(file.text, { columns: true, bom: true }) as Record<string, string>[]).filter((r) => r.kind === 'document' && r.id === 'ourBookingProcess');
    const steps = body.findIndex((b: { type: string }) => b.type === 'steps') + 1;
    expect(rows.find((r) => r.field === `body.${steps}.1.title`)).toMatchObject({ english: body[steps - 1].items[0].title });
    expect(rows.at(-1)).toMatchObject({ field: `body.${body.length}`, english: 'Questions? We answer within 24 hours.' });
    const words: Record<string, string> = { [`body.${steps}.1.title`]: 'Pedido de orçamento', [`body.${body.length}`]: 'Dúvidas? Respondemos em 24 horas.' };
    const back = await admin.seeded.api().request('/api/admin/translations/pt/import', {
      method: 'POST',
      headers: { cookie: `admin_session=${cookie}`, origin: 'http://localhost:3000', 'content-type': 'text/csv' },
      body: stringify(rows.map((r) => ({ ...r, translation: words[r.field] ?? r.translation })), { header: true }),
    });
    expect(back.status, back.text).toBe(200);
    const pt = (await call('GET', '/api/admin/documents/ourBookingProcess/content', { cookie })).json().languages.pt;
    expect(pt.state).toBe('draft');
    expect(pt.body).toHaveLength(body.length);
    expect(pt.body[steps - 1].type).toBe('steps');
    expect(pt.body[steps - 1].items[0].title).toBe('Pedido de orçamento');
    expect(pt.body.at(-1)).toEqual({ type: 'p', text: 'Dúvidas? Respondemos em 24 horas.' });
  });

  it('`npm run setup` again keeps the words the office published, and fills the rest from the samples', async () => {
    const mine = { body: [{ type: 'p', text: `Conditions propres à l’agence (${unique()}).` }] };
    expect((await call('PUT', '/api/admin/documents/terms/content/fr', { cookie }, mine)).status).toBe(200);
    expect((await call('POST', '/api/admin/documents/terms/publish/fr', { cookie })).status).toBe(200);
    const spanish = await terms('es');
    await db().updateTable('info_documents').set({ body: '[{"type":"p","text":"drifted"}]' }).where('id', '=', 'terms').where('locale', '=', 'es').execute();
    await seed(db());
    expect(words(await terms('fr'))).toBe(JSON.stringify(mine.body));
    expect(words(await terms('es'))).toBe(words(spanish));
  });

  it('the payment page is made per request: publishing its words lists no page to rebuild, none as failed', async () => {
    const mine = { body: [{ type: 'p', text: `Pagamento por transferência: indique o número da reserva (${unique()}).` }] };
    expect((await call('PUT', '/api/admin/documents/payment/content/pt', { cookie }, mine)).status).toBe(200);
    const published = await call('POST', '/api/admin/documents/payment/publish/pt', { cookie });
    expect(published.status, published.text).toBe(200);
    expect(published.json()).toMatchObject({ revalidated: [], failed: [] });
    expect((await call('GET', '/api/admin/documents/payment/content', { cookie })).json().languages.pt).toMatchObject({ ...mine, state: 'published' });
  });

  it('refuses an empty text, an unknown page or language, a page without words of its own, and sales; none of it changes anything', async () => {
    const count = async () => Number((await db().selectFrom('content_revisions').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    const n = await count();
    const empty = await call('PUT', '/api/admin/documents/terms/content/pt', { cookie }, { body: [] });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.json().error.fields)).toEqual(['body']);
    const text = { body: [{ type: 'p', text: 'x' }] };
    expect((await call('PUT', '/api/admin/documents/contact/content/pt', { cookie }, text)).status).toBe(404);
    expect((await call('PUT', '/api/admin/documents/nope/content/pt', { cookie }, text)).status).toBe(404);
    expect((await call('PUT', '/api/admin/documents/terms/content/xx', { cookie }, text)).status).toBe(404);
    expect((await call('PUT', '/api/admin/documents/terms/content/pt', { cookie: salesCookie }, text)).status).toBe(403);
    expect(await count()).toBe(n);
  });
});
