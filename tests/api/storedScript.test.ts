import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
// @ts-expect-error jsdom (vitest's DOM environment) ships no type declarations
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import ReviewPage, { getServerSideProps as guestbookProps } from '@/pages/Review';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import * as quoteRoute from '@/pages/api/requestquote';
import * as contactRoute from '@/pages/api/contact_us';
import * as reviewRoute from '@/pages/api/send_review';
import * as adminReviewsRoute from '@/pages/api/admin/reviews/index';
import * as adminReviewRoute from '@/pages/api/admin/reviews/[id]';
import * as inboxRequestRoute from '@/pages/api/admin/inbox/[number]';
import * as tourContentRoute from '@/pages/api/admin/tours/[id]/content/index';
import * as tourContentLangRoute from '@/pages/api/admin/tours/[id]/content/[lang]';
import * as tourPublishRoute from '@/pages/api/admin/tours/[id]/publish/[lang]';
import { PayloadView } from '@/components/admin/PayloadView';
import { drainOutbox } from '@/server/mail/sender';
import { smtpTransport, type MailTransport } from '@/server/mail/transport';
import { engines } from '../helpers/testDb';
import { useAdminApi } from '../helpers/adminApi';
import { bookableTours, isoDay } from '../helpers/bookings';
import { formGuard, useFormGuardTokens } from '../helpers/fuzzEndpoints';
import { agedFormTokens } from '../helpers/validBodies';
import { serverRender } from '../helpers/serverRender';
import { decodeMail, startSmtpPeer, type SmtpPeer } from '../helpers/smtpPeer';
import { insertMedia } from '@/server/media/mediaRepository';
import { sizePhoto } from '@/server/media/photoFile';
import { cameraJpeg } from '../helpers/photos';

// next/font runs only in a Next build; the class names it would give are stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// Script sent in the free text a traveller may write (a guest book review, a quote's message, a
// contact message) is stored exactly as sent, and wherever it is shown again (the guest book, the
// tour page and its structured data, the back office, the mails) it is text, never markup.

const SCRIPT = '<script>alert("xss")</script>';
const IMG = '"><img src=x onerror=alert(1)>';
const CLOSE = '</script><script>alert(2)</script>';

/** Markup the fragments would make if any were written into HTML unescaped. */
function expectNoInjectedMarkup(doc: Document, where: string) {
  const scripts = [...doc.querySelectorAll('script')].filter((s) => /alert\(/.test(s.textContent ?? '') && s.getAttribute('type') !== 'application/ld+json');
  expect(scripts.map((s) => s.outerHTML), `${where}: a script element from the fragments`).toEqual([]);
  expect([...doc.querySelectorAll('[onerror]')].map((e) => e.outerHTML), `${where}: an onerror attribute`).toEqual([]);
  expect(doc.querySelectorAll('img[src="x"]').length, `${where}: an injected image`).toBe(0);
  // Structured data stays one JSON value per script, holding the text as sent.
  for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) expect(() => JSON.parse(s.textContent ?? '')).not.toThrow();
}

describe.each(engines())('stored script is never rendered, on %s', (engine) => {
  const admin = useAdminApi(engine, {
    '/api/requestquote': quoteRoute,
    '/api/contact_us': contactRoute,
    '/api/send_review': reviewRoute,
    '/api/admin/reviews': adminReviewsRoute,
    '/api/admin/reviews/[id]': adminReviewRoute,
    '/api/admin/inbox/[number]': inboxRequestRoute,
    '/api/admin/tours/[id]/content': tourContentRoute,
    '/api/admin/tours/[id]/content/[lang]': tourContentLangRoute,
    '/api/admin/tours/[id]/publish/[lang]': tourPublishRoute,
  });
  const { db, call } = admin;
  let cookie = '';
  let tour = { id: '', slug: '' };
  let peer: SmtpPeer;
  let transport: MailTransport;
  const sent = {
    review: {} as Record<string, unknown>,
    quote: {} as Record<string, unknown>,
    contact: {} as Record<string, unknown>,
  };
  const numbers = { review: '', quote: '', contact: '' };

  beforeAll(async () => {
    cookie = await admin.login();
    const tours = await bookableTours(db());
    tour = { id: tours.private.id, slug: tours.private.slug };
    useFormGuardTokens(await agedFormTokens(db()));
    peer = await startSmtpPeer();
    transport = smtpTransport(`smtp://127.0.0.1:${peer.port}`);

    sent.review = { name: `Eve ${IMG}`, email: 'eve@example.com', country: 'GB', rating: 5, title: `Great ${SCRIPT}`, text: `Loved it ${SCRIPT} ${IMG} ${CLOSE} and the lions.`, travelDate: '2025-08', tour: tour.slug, ...formGuard() };
    const review = await call('POST', '/api/send_review', {}, sent.review);
    expect(review.status, review.text).toBe(201);
    numbers.review = review.json().reviewId;

    sent.quote = {
      source: 'modal', tour: tour.slug, departureDate: isoDay(40), adults: 2, children: 0, childrenAges: [], fullName: `Mallory ${IMG}`, email: 'mallory@example.com',
      phone: '+44 20 7946 0000', country: 'GB', contactPreference: 'email', message: `Hello ${SCRIPT}\n${IMG}\n${CLOSE}`, ...formGuard(),
    };
    const quote = await call('POST', '/api/requestquote', {}, sent.quote);
    expect(quote.status, quote.text).toBe(201);
    numbers.quote = quote.json().quoteNumber;

    sent.contact = { fullName: `Trudy ${SCRIPT}`, email: 'trudy@example.com', phone: '', subject: `Question ${IMG}`, message: `A question ${SCRIPT} ${CLOSE}`, ...formGuard() };
    const contact = await call('POST', '/api/contact_us', {}, sent.contact);
    expect(contact.status, contact.text).toBe(201);
    numbers.contact = contact.json().reference;
  });
  afterAll(async () => {
    transport?.close();
    await peer?.stop();
  });

  it('stores each text exactly as it was sent', async () => {
    const review = await db().selectFrom('reviews').select(['name', 'title', 'text']).where('id', '=', numbers.review).executeTakeFirstOrThrow();
    expect(review).toEqual({ name: sent.review.name, title: sent.review.title, text: sent.review.text });
    const quote = await db().selectFrom('quote_requests').select(['full_name', 'payload']).where('number', '=', numbers.quote).executeTakeFirstOrThrow();
    expect(quote.full_name).toBe(sent.quote.fullName);
    expect(JSON.parse(quote.payload).message).toBe(sent.quote.message);
    const contact = await db().selectFrom('contact_messages').select(['full_name', 'payload']).where('number', '=', numbers.contact).executeTakeFirstOrThrow();
    expect(contact.full_name).toBe(sent.contact.fullName);
    expect(JSON.parse(contact.payload)).toMatchObject({ subject: sent.contact.subject, message: sent.contact.message });
  });

  it('the back office shows the pending review and the requests as text', async () => {
    const pending = await call('GET', '/api/admin/reviews', { cookie });
    expect(pending.json().reviews.find((r: { id: string }) => r.id === numbers.review)).toMatchObject({ name: sent.review.name, title: sent.review.title, text: sent.review.text });
    for (const number of [numbers.quote, numbers.contact]) {
      const res = await call('GET', `/api/admin/inbox/${number}`, { cookie });
      expect(res.status, res.text).toBe(200);
      // The inbox shows a request's answers with PayloadView: rendered here from the API's own answer.
      const html = renderToStaticMarkup(createElement(PayloadView, { data: res.json().request.payload }));
      const doc = new JSDOM(`<!doctype html><body>${html}</body>`).window.document;
      expectNoInjectedMarkup(doc, `inbox ${number}`);
      expect(doc.body.textContent).toContain(SCRIPT);
    }
  });

  it('once approved, the guest book and the tour page show the review as text, also in their structured data', async () => {
    const approved = await call('POST', `/api/admin/reviews/${numbers.review}`, { cookie }, { action: 'approve' });
    expect(approved.status, approved.text).toBe(200);

    const book = (await guestbookProps({ locale: 'en', query: {}, res: { setHeader() {} } } as never)) as { props: Record<string, any> };
    expect(book.props.book.reviews.map((r: { title: string }) => r.title)).toContain(sent.review.title);
    const guestbook = serverRender(ReviewPage, book.props, { pathname: '/Review', asPath: '/Review' });
    expectNoInjectedMarkup(guestbook, 'guest book');
    expect(guestbook.body.textContent).toContain(`Loved it ${SCRIPT}`);
    expect(guestbook.body.textContent).toContain(`Eve ${IMG}`);

    const trip = (await tripProps({ locale: 'en', params: { slug: [tour.slug] } } as never)) as { props: Record<string, any> };
    const page = serverRender(TripPage, trip.props, { pathname: '/trip/[[...slug]]', asPath: `/trip/${tour.slug}` });
    expectNoInjectedMarkup(page, 'tour page');
    expect(page.body.textContent).toContain(`Loved it ${SCRIPT}`);
  });

  it('a tour text the office writes with markup in it is text on the page, in its preview and in its structured data', async () => {
    const { languages } = (await call('GET', `/api/admin/tours/${tour.id}/content`, { cookie })).json();
    const { state: _s, updatedAt: _a, updatedBy: _b, ...entry } = languages.fr;
    const days = (entry.days as { title: string; description: string }[]).map((d, i) => (i === 0 ? { title: `Arrivée ${SCRIPT}`, description: `Dîner ${IMG}` } : d));
    const written = { ...entry, title: `Safari ${SCRIPT}`, overview: `Le cratère ${IMG} ${CLOSE}`, tips: [`Jumelles ${SCRIPT}`], days };
    // And a photo whose alt text carries markup.
    const photo = await sizePhoto(await cameraJpeg(640, 480));
    await insertMedia(db(), { id: 'b2'.repeat(12), sha256: photo.sha256, width: photo.width, height: photo.height, format: 'jpeg', bytes: 1, alt: JSON.stringify({ en: `Lions ${IMG}`, fr: `Lions ${SCRIPT} ${IMG}` }), created_at: new Date().toISOString(), created_by: 'x' }, photo.files);
    await db().insertInto('tour_media').values({ tour_id: tour.id, media_id: 'b2'.repeat(12), position: 0 }).execute();
    expect((await call('PUT', `/api/admin/tours/${tour.id}/content/fr`, { cookie }, written)).status).toBe(200);
    const render = async (draftMode: boolean) => {
      const trip = (await tripProps({ locale: 'fr', params: { slug: [entry.slug] }, draftMode } as never)) as { props: Record<string, any> };
      return serverRender(TripPage, trip.props, { pathname: '/trip/[[...slug]]', asPath: `/trip/${entry.slug}` });
    };
    const preview = await render(true);
    expectNoInjectedMarkup(preview, 'tour page preview');
    expect(preview.body.textContent).toContain(`Le cratère ${IMG} ${CLOSE}`);
    expect(preview.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
    expect((await render(false)).body.textContent).not.toContain('Le cratère "><img');

    expect((await call('POST', `/api/admin/tours/${tour.id}/publish/fr`, { cookie })).status).toBe(200);
    const page = await render(false);
    expectNoInjectedMarkup(page, 'tour page');
    expect(page.body.textContent).toContain(`Safari ${SCRIPT}`);
    expect(page.body.textContent).toContain(`Jumelles ${SCRIPT}`);
    expect(page.querySelector('#itinerary')?.textContent).toContain(`Arrivée ${SCRIPT}`);
    expect(page.querySelector('#itinerary')?.textContent).toContain(`Dîner ${IMG}`);
    expect([...page.querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toContain(`Lions ${SCRIPT} ${IMG}`);
    expect(page.title).toContain(`Safari ${SCRIPT}`);
  });

  it('the mails carry the text as plain text only (no HTML part to run it in)', async () => {
    await drainOutbox(db(), transport);
    const mails = peer.messages().map((m) => ({ raw: m.raw.toString('latin1'), mail: decodeMail(m.raw) }));
    const quoting = mails.filter(({ mail }) => mail.text.includes(SCRIPT) || mail.text.includes(IMG));
    expect(quoting.length).toBeGreaterThanOrEqual(2);
    for (const { raw, mail } of mails) {
      expect(raw).not.toMatch(/content-type:\s*text\/html/i);
      expect(mail.header('content-type') ?? 'text/plain').toMatch(/^text\/plain/i);
    }
    expect(quoting.some(({ mail }) => mail.text.includes(`Hello ${SCRIPT}`))).toBe(true);
  });
});
