import { beforeAll, describe, expect, it } from 'vitest';
import * as listRoute from '@/pages/api/admin/articles/index';
import * as contentRoute from '@/pages/api/admin/articles/[id]/content/index';
import * as contentLangRoute from '@/pages/api/admin/articles/[id]/content/[lang]';
import * as publishRoute from '@/pages/api/admin/articles/[id]/publish/[lang]';
import * as revisionsRoute from '@/pages/api/admin/articles/[id]/revisions/index';
import * as articleRoute from '@/pages/api/admin/articles/[id]/index';
import { insertMedia } from '@/server/media/mediaRepository';
import { sizePhoto } from '@/server/media/photoFile';
import { mediaUrl } from '@/server/media/photoView';
import { cameraJpeg } from '../helpers/photos';
import { docToBlocks } from '@/lib/content/articleDoc';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import { addOperator } from '@/server/admin/operatorService';
import { getArticle, listArticles } from '@/server/blog/service';
import { articlePageBlocks } from '@/server/blog/pageBlocks';
import { seed } from '@/server/db/seed';
import { sitemapXml } from '@/server/seo/sitemap';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, unique, useAdminApi } from '../helpers/adminApi';

const ROUTES = {
  '/api/admin/articles': listRoute,
  '/api/admin/articles/[id]/content': contentRoute,
  '/api/admin/articles/[id]/content/[lang]': contentLangRoute,
  '/api/admin/articles/[id]/publish/[lang]': publishRoute,
  '/api/admin/articles/[id]/revisions': revisionsRoute,
  '/api/admin/articles/[id]': articleRoute,
};
const en = enJson as unknown as Messages;
const SCRIPT = '<script>alert(1)</script>';

/** What the editor makes of a heading, a paragraph with a link to a tour list and a list. */
const BODY = docToBlocks({
  type: 'doc',
  content: [
    { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'When the calves are born' }] },
    { type: 'paragraph', content: [{ type: 'text', text: 'In February the southern plains fill with wildebeest. See ' }, { type: 'text', text: 'our safaris', marks: [{ type: 'link', attrs: { href: '/tanzania-safari-package/' } }] }, { type: 'text', text: `. ${SCRIPT}` }] },
    { type: 'bulletList', content: ['Ndutu', 'Kusini'].map((t) => ({ type: 'listItem', content: [{ type: 'paragraph', content: [{ type: 'text', text: t }] }] })) },
  ],
});

describe.each(engines())('the content studio: articles, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let salesCookie = '';
  const slug = `calving-season-${unique()}`;
  let id = '';
  const blogHas = async (locale: 'en' | 'de', articleId: string) => (await listArticles(locale, {}, db())).articles.some((a) => a.id === articleId);

  beforeAll(async () => {
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
  });

  it('starts an article in English as a draft that no domain shows', async () => {
    const res = await call('POST', '/api/admin/articles', { cookie }, { title: 'The calving season in the Serengeti', slug, category: 'safaris' });
    expect(res.status, res.text).toBe(201);
    id = res.json().id;
    expect(id).toBe(slug);
    expect(res.json().languages.en).toMatchObject({ title: 'The calving season in the Serengeti', slug, state: 'draft' });
    expect(res.json().languages.de.state).toBe('missing');
    expect(await blogHas('en', id)).toBe(false);
    const list = (await call('GET', '/api/admin/articles', { cookie })).json().articles;
    expect(list.find((a: { id: string }) => a.id === id)).toMatchObject({ title: 'The calving season in the Serengeti', category: 'safaris', states: { en: 'draft', de: 'missing' } });

    const taken = await call('POST', '/api/admin/articles', { cookie }, { title: 'Tipping', slug: (await listArticles('en', {}, db())).articles[0]!.slug, category: 'safaris' });
    expect(taken.status).toBe(409);
    const bad = await call('POST', '/api/admin/articles', { cookie }, { title: '', slug: 'Not A Slug', category: 'cooking' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['category', 'slug', 'title']);
    expect(bad.json().error.fields.title).toBe(translate(en, 'validation.required'));
    expect((await call('POST', '/api/admin/articles', { cookie: salesCookie }, { title: 'By sales', slug: `by-sales-${unique()}`, category: 'safaris' })).status).toBe(403);
  });

  it('published in English only: on the English blog and sitemap, on no other domain', async () => {
    const { languages } = (await call('GET', `/api/admin/articles/${id}/content`, { cookie })).json();
    const saved = await call('PUT', `/api/admin/articles/${id}/content/en`, { cookie }, { title: languages.en.title, slug, excerpt: 'Where to be in February, and why.', body: BODY });
    expect(saved.status, saved.text).toBe(200);
    expect((await call('POST', `/api/admin/articles/${id}/publish/en`, { cookie })).status).toBe(200);

    expect(await blogHas('en', id)).toBe(true);
    const article = await getArticle('en', slug, db());
    expect(article.body).toEqual(BODY);
    expect(article.body[1]).toEqual({ type: 'p', text: `In February the southern plains fill with wildebeest. See [our safaris](/tanzania-safari-package/). ${SCRIPT}` });
    expect(article.translatedIn).toEqual(['en']);
    expect(article.alternates.de).toBe('/Blogs');
    const englishMap = await sitemapXml('en', db());
    const entry = englishMap.split('<url>').find((u) => u.includes(`/blog/${slug}<`))!;
    expect(entry).toBeDefined();
    expect(entry.match(/hreflang="([a-z-]+)"/g)).toEqual(['hreflang="en"', 'hreflang="x-default"']);

    expect(await blogHas('de', id)).toBe(false);
    await expect(getArticle('de', slug, db())).rejects.toMatchObject({ status: 404 });
    expect(await sitemapXml('de', db())).not.toContain(slug);
    // The catalogue's own guides are still on every domain.
    expect((await listArticles('de', {}, db())).total).toBe((await listArticles('en', {}, db())).total - 1);
  });

  it('published in German too: on the German blog under its own address', async () => {
    const german = { title: 'Die Kalbungszeit in der Serengeti', slug: `kalbungszeit-${unique()}`, excerpt: 'Wo man im Februar sein sollte.', body: BODY };
    expect((await call('PUT', `/api/admin/articles/${id}/content/de`, { cookie }, german)).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${id}/publish/de`, { cookie })).status).toBe(200);
    expect(await blogHas('de', id)).toBe(true);
    expect(await getArticle('de', german.slug, db())).toMatchObject({ title: german.title, translatedIn: ['en', 'de'] });
    expect(await sitemapXml('de', db())).toContain(`/blog/${german.slug}`);
  });

  it('takes a cover photo from the media library and a new category, in every language at once; null brings the drawing back', async () => {
    const photo = await sizePhoto(await cameraJpeg(900, 600));
    const mediaId = 'c3'.repeat(12);
    await insertMedia(db(), { id: mediaId, sha256: photo.sha256, width: photo.width, height: photo.height, format: 'jpeg', bytes: 1, alt: '{"en":"Calves"}', created_at: new Date().toISOString(), created_by: 'x' }, photo.files);
    const today = new Date().toISOString().slice(0, 10);
    const set = await call('PATCH', `/api/admin/articles/${id}`, { cookie }, { category: 'zanzibar', publishDate: today, coverMediaId: mediaId });
    expect(set.status, set.text).toBe(200);
    expect(set.json()).toMatchObject({ category: 'zanzibar', publishDate: today, cover: { id: mediaId } });
    for (const locale of ['en', 'de'] as const) {
      const card = (await listArticles(locale, { category: 'zanzibar' }, db())).articles.find((a) => a.id === id)!;
      expect(card.image.src).toBe(mediaUrl(mediaId, photo.width));
    }
    expect((await call('PATCH', `/api/admin/articles/${id}`, { cookie }, { category: 'zanzibar', publishDate: today, coverMediaId: '0'.repeat(24) })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/articles/${id}`, { cookie }, { category: 'zanzibar', publishDate: 'soon', coverMediaId: null })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/articles/${id}`, { cookie: salesCookie }, { category: 'zanzibar', publishDate: today, coverMediaId: null })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/articles/${id}`, { cookie }, { category: 'safaris', publishDate: today, coverMediaId: null })).status).toBe(200);
    expect((await getArticle('en', slug, db())).image.src).not.toContain('/api/media/');

    // The photo inside the text too: shown where it stands, with the block's own alt text; an unknown one is refused.
    const { languages } = (await call('GET', `/api/admin/articles/${id}/content`, { cookie })).json();
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages.en;
    const body = [...BODY, { type: 'photo', media: mediaId, alt: 'Wildebeest calves at Ndutu', caption: 'February on the short-grass plains' }];
    expect((await call('PUT', `/api/admin/articles/${id}/content/en`, { cookie }, { ...entry, body })).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${id}/publish/en`, { cookie })).status).toBe(200);
    const blocks = await articlePageBlocks(db(), (await getArticle('en', slug, db())).body);
    expect(blocks.at(-1)).toMatchObject({ type: 'image', caption: 'February on the short-grass plains', image: { src: mediaUrl(mediaId, photo.width), alt: 'Wildebeest calves at Ndutu' } });
    const unknown = await call('PUT', `/api/admin/articles/${id}/content/en`, { cookie }, { ...entry, body: [...BODY, { type: 'photo', media: 'e5'.repeat(12), alt: 'Gone' }] });
    expect(unknown.status).toBe(400);
  });

  it('refuses a body block the page does not render, and keeps script in text as text', async () => {
    const { languages } = (await call('GET', `/api/admin/articles/${id}/content`, { cookie })).json();
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages.en;
    for (const block of [{ type: 'html', html: SCRIPT }, { type: 'image', art: 'savanna', seed: '../etc', alt: '' }, { type: 'p', text: '' }]) {
      const res = await call('PUT', `/api/admin/articles/${id}/content/en`, { cookie }, { ...entry, body: [block] });
      expect(res.status, JSON.stringify(block)).toBe(400);
    }
  });

  it('a date to come schedules it: no domain shows it before that day', async () => {
    const later = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const scheduledSlug = `next-season-${unique()}`;
    const res = await call('POST', '/api/admin/articles', { cookie }, { title: 'Next season', slug: scheduledSlug, category: 'safaris', publishDate: later });
    expect(res.status).toBe(201);
    expect((await call('PUT', `/api/admin/articles/${scheduledSlug}/content/en`, { cookie }, { title: 'Next season', slug: scheduledSlug, excerpt: '', body: BODY })).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${scheduledSlug}/publish/en`, { cookie })).status).toBe(200);
    expect(await blogHas('en', scheduledSlug)).toBe(false);
    expect(await sitemapXml('en', db())).not.toContain(scheduledSlug);
    expect((await call('GET', '/api/admin/articles', { cookie })).json().articles.find((a: { id: string }) => a.id === scheduledSlug)).toMatchObject({ scheduled: true, publishDate: later });
  });

  it('`npm run setup` again keeps what the office published, its own articles and a guide’s German text', async () => {
    const guide = (await listArticles('de', {}, db())).articles.find((a) => a.id !== id)!;
    const { languages } = (await call('GET', `/api/admin/articles/${guide.id}/content`, { cookie })).json();
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages.de;
    expect((await call('PUT', `/api/admin/articles/${guide.id}/content/de`, { cookie }, { ...entry, title: 'Vom Büro überarbeitet' })).status).toBe(200);
    expect((await call('POST', `/api/admin/articles/${guide.id}/publish/de`, { cookie })).status).toBe(200);
    await seed(db());
    expect((await getArticle('de', guide.id, db())).title).toBe('Vom Büro überarbeitet');
    expect(await blogHas('en', id)).toBe(true);
    expect((await call('GET', `/api/admin/articles/${id}/revisions`, { cookie })).json().revisions.length).toBeGreaterThanOrEqual(4);
  });
});
