import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import BlogsPage, { getServerSideProps as blogsProps } from '@/pages/Blogs';
import BookingProcessPage, { getStaticProps as bookingProcessProps } from '@/pages/Our-Booking-Process';
import ReviewPage, { getServerSideProps as reviewProps } from '@/pages/Review';
import TripPage, { getStaticProps as tripProps } from '@/pages/trip/[[...slug]]';
import { engines } from '../helpers/testDb';
import { useSeededApi } from '../helpers/seededApi';
import { serverRender } from '../helpers/serverRender';

// next/font only runs in a Next build: pages are rendered with its class names stood in for.
vi.mock('@/lib/fonts', () => ({ sansFont: { variable: 'font-sans' }, displayFont: { variable: 'font-display' } }));

// The Nu HTML Checker (vnu-jar, on Debian's Java) over the pages whose markup it found wrong: an
// itinerary (<dd> without <dt>), the review form (placeholder and pattern on type=month), the blog
// list and the booking process (a skipped heading level). The browser tests run it on every route
// of the spec as served (tests/e2e/validity.spec.ts); this runs it without a build.

const VNU_JAR = path.join(path.dirname(require.resolve('vnu-jar/package.json')), 'build/dist/vnu.jar');

/** The Nu checker's errors over the documents, in one Java start. */
function nuErrors(docs: Record<string, string>): Promise<string[]> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vnu-'));
  const files = Object.entries(docs).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`);
    fs.writeFileSync(file, html);
    return file;
  });
  return new Promise<string[]>((resolve, reject) => {
    execFile('java', ['-jar', VNU_JAR, '--format', 'json', '--errors-only', '--stdout', '--exit-zero-always', ...files], { maxBuffer: 16 * 1024 * 1024 }, (err, stdout) => {
      if (err) return reject(err);
      const messages = (JSON.parse(stdout) as { messages: { type: string; url: string; message: string; extract?: string }[] }).messages;
      resolve(messages.filter((m) => m.type === 'error').map((m) => `${path.basename(m.url)}: ${m.message} ${(m.extract ?? '').slice(0, 100)}`));
    });
  }).finally(() => fs.rmSync(dir, { recursive: true, force: true }));
}

/** A rendered page as a whole document (head and body as Next's server writes them). */
const asDocument = (doc: Document) => `<!DOCTYPE html><html lang="${doc.documentElement.lang || 'en'}">${doc.documentElement.innerHTML}</html>`;

describe.each(engines())('the Nu HTML Checker on %s', (engine) => {
  const seeded = useSeededApi(engine, {});
  const db = () => seeded.db().db;
  const res = { setHeader() {} };

  it('finds no error on a tour with its itinerary, the review form, the blog list and the booking process', async () => {
    const tour = await db().selectFrom('tour_translations').select('slug').where('locale', '=', 'en').orderBy('tour_id').executeTakeFirstOrThrow();
    const props = async (result: unknown) => ((await result) as { props: Record<string, any> }).props;
    const docs = {
      trip: serverRender(TripPage, await props(tripProps({ locale: 'en', params: { slug: [tour.slug] } } as never)), { pathname: '/trip/[[...slug]]', asPath: `/trip/${tour.slug}` }),
      review: serverRender(ReviewPage, await props(reviewProps({ locale: 'en', query: {}, res } as never)), { pathname: '/Review', asPath: '/Review' }),
      blogs: serverRender(BlogsPage, await props(blogsProps({ locale: 'en', query: {}, res } as never)), { pathname: '/Blogs', asPath: '/Blogs' }),
      bookingProcess: serverRender(BookingProcessPage, await props(bookingProcessProps({ locale: 'en' } as never)), { pathname: '/Our-Booking-Process', asPath: '/Our-Booking-Process' }),
    };
    expect(docs.trip.querySelectorAll('dl.day-facts dd').length).toBeGreaterThan(0);
    expect(docs.review.querySelector('input[type="month"]')).toBeTruthy();
    expect(await nuErrors(Object.fromEntries(Object.entries(docs).map(([name, doc]) => [name, asDocument(doc)])))).toEqual([]);
  }, 120_000);
});
