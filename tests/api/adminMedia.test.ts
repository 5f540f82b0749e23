import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import * as mediaRoute from '@/pages/api/admin/media/index';
import * as mediaItemRoute from '@/pages/api/admin/media/[id]';
import * as picturesRoute from '@/pages/api/admin/tours/[id]/pictures';
import * as mediaFileRoute from '@/pages/api/media/[file]';
import imageConfig from '@/config/images';
import { MEDIA_MAX_BYTES } from '@/lib/admin/mediaSchemas';
import { prebuiltSrcSet } from '@/lib/images/loader';
import { translate, type Messages } from '@/lib/i18n/translate';
import enJson from '@/locales/en.json';
import deJson from '@/locales/de.json';
import { addOperator } from '@/server/admin/operatorService';
import { getTourDetail, listTours } from '@/server/catalogue/tourService';
import { seed } from '@/server/db/seed';
import { engines } from '../helpers/testDb';
import { OPERATOR_PASSWORD, SITE, unique, useAdminApi } from '../helpers/adminApi';
import { bookableTours } from '../helpers/bookings';
import { multipart } from '../helpers/multipartForm';
import { cameraJpeg, pixel } from '../helpers/photos';

const ROUTES = {
  '/api/admin/media': mediaRoute,
  '/api/admin/media/[id]': mediaItemRoute,
  '/api/admin/tours/[id]/pictures': picturesRoute,
  '/api/media/[file]': mediaFileRoute,
};
const en = enJson as unknown as Messages;
const de = deJson as unknown as Messages;
const HEIC = fs.readFileSync(path.join(__dirname, '../fixtures/orange-640x480.heic'));

type Photo = { id: string; url: string; width: number; height: number; alt: Record<string, string>; focalX: number; focalY: number; existing?: boolean };

describe.each(engines())('the media library: the operator’s photos, on %s', (engine) => {
  const admin = useAdminApi(engine, ROUTES);
  const { db, call, login } = admin;
  let cookie = '';
  let salesCookie = '';
  let tourId = '';
  let jpeg: Buffer;
  let uploaded: Photo;

  const upload = async (fields: Record<string, string>, file?: { name: string; type: string; bytes: Buffer }, auth = { cookie }) => {
    const { body, contentType } = await multipart(fields, file, 'file');
    return admin.seeded.api().request('/api/admin/media', { method: 'POST', headers: { 'content-type': contentType, cookie: `admin_session=${auth.cookie}`, origin: SITE, 'x-locale': 'de' }, body });
  };
  const fetchFile = (url: string) => admin.seeded.api().request(url);
  const count = async () => Number((await db().selectFrom('media').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
  const germanSlug = async () => (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', tourId).where('locale', '=', 'de').executeTakeFirstOrThrow()).slug;

  beforeAll(async () => {
    tourId = (await bookableTours(db())).private.id;
    cookie = await login();
    const salesEmail = `sales.${unique()}@safari.example`;
    await addOperator({ email: salesEmail, name: 'Sales Person', password: OPERATOR_PASSWORD, role: 'sales' }, db());
    salesCookie = await login(salesEmail);
    jpeg = await cameraJpeg();
  });

  it('takes a camera JPEG: upright, without its EXIF and GPS, in every size the site shows, each served for good', async () => {
    const res = await upload({ alt_en: 'Elephants at the Lerai forest', alt_de: 'Elefanten am Lerai-Wald' }, { name: 'IMG_0042.JPG', type: 'image/jpeg', bytes: jpeg });
    expect(res.status, res.text).toBe(201);
    uploaded = res.json();
    // Stored sideways at 2400 × 1600 with orientation 6: upright it is 1600 wide, 2400 high (the largest site width is 1600).
    expect(uploaded).toMatchObject({ width: 1600, height: 2400, alt: { en: 'Elephants at the Lerai forest', de: 'Elefanten am Lerai-Wald', fr: '' }, focalX: 50, focalY: 50 });
    expect(uploaded.url).toBe(`${imageConfig.MEDIA_URL_BASE}/${uploaded.id}.1600.webp`);

    const sizes = prebuiltSrcSet(uploaded.url)!.split(', ').map((c) => c.split(' ')[0]!);
    expect(sizes.length).toBe(imageConfig.IMAGE_WIDTHS.length);
    for (const url of sizes) {
      const file = await fetchFile(url);
      expect(file.status, url).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const meta = await sharp(file.bytes).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBe(Number(/\.(\d+)\.webp$/.exec(url)![1]));
      // Nothing but pixels: no EXIF (camera, copyright, GPS position), no XMP.
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(file.bytes.includes('SafariCam')).toBe(false);
    }
    // Turned upright: the red third that was on the left is now at the top.
    const largest = (await fetchFile(uploaded.url)).bytes;
    const [r, , b] = await pixel(largest, 800, 100);
    expect(r).toBeGreaterThan(150);
    expect(b).toBeLessThan(100);
    const [r2, , b2] = await pixel(largest, 800, 2300);
    expect(b2).toBeGreaterThan(150);
    expect(r2).toBeLessThan(100);
    expect((await fetchFile(`${imageConfig.MEDIA_URL_BASE}/${uploaded.id}.999.webp`)).status).toBe(404);
    expect((await fetchFile(`${imageConfig.MEDIA_URL_BASE}/../../etc.1600.webp`)).status).toBe(404);
  });

  it('stores the same photo once, and takes an iPhone HEIC', async () => {
    const before = await count();
    const again = await upload({ alt_en: 'Same elephants' }, { name: 'copy.jpg', type: 'image/jpeg', bytes: jpeg });
    expect(again.status).toBe(201);
    expect(again.json()).toMatchObject({ id: uploaded.id, existing: true });
    expect(await count()).toBe(before);

    const heic = await upload({ alt_en: 'Sunset over the Indian Ocean' }, { name: 'IMG_7781.HEIC', type: 'image/heic', bytes: HEIC });
    expect(heic.status, heic.text).toBe(201);
    expect(heic.json()).toMatchObject({ width: 640, height: 480 });
    const [r, g, b] = await pixel((await fetchFile(heic.json().url)).bytes, 320, 240);
    // The orange it was drawn in (#e67e22), give or take the two lossy encodings.
    expect(Math.abs(r - 0xe6) + Math.abs(g - 0x7e) + Math.abs(b - 0x22)).toBeLessThan(60);
  });

  it('refuses a fake, a broken or an oversize file, or one without English alt text, in the page’s language, and stores nothing', async () => {
    const before = await count();
    const fake = await upload({ alt_en: 'Not a photo' }, { name: 'lion.jpg', type: 'image/jpeg', bytes: Buffer.from('<script>alert(1)</script> just text, named .jpg') });
    expect(fake.status).toBe(400);
    expect(fake.json().error.fields.file).toBe(translate(de, 'validation.mediaType'));
    const broken = await upload({ alt_en: 'Half a photo' }, { name: 'half.jpg', type: 'image/jpeg', bytes: jpeg.subarray(0, Math.floor(jpeg.length / 2)) });
    expect(broken.status).toBe(400);
    expect(Object.keys(broken.json().error.fields)).toEqual(['file']);
    const svg = await upload({ alt_en: 'A drawing' }, { name: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>') });
    expect(svg.status).toBe(400);
    const huge = await upload({ alt_en: 'Too big' }, { name: 'big.jpg', type: 'image/jpeg', bytes: Buffer.alloc(MEDIA_MAX_BYTES + 1, 0xff) });
    expect(huge.status).toBe(413);
    expect(huge.json().error.message).toBe(translate(de, 'api.mediaTooLarge', { max: 25 }));
    // Far beyond: refused while reading, never held whole.
    expect((await upload({ alt_en: 'Far too big' }, { name: 'huge.jpg', type: 'image/jpeg', bytes: Buffer.alloc(MEDIA_MAX_BYTES + 200_000, 0xff) })).status).toBe(413);
    const noAlt = await upload({ alt_de: 'Nur Deutsch' }, { name: 'IMG_1.jpg', type: 'image/jpeg', bytes: await cameraJpeg(900, 600) });
    expect(noAlt.status).toBe(400);
    expect(noAlt.json().error.fields).toEqual({ alt_en: translate(de, 'validation.required') });
    const noFile = await upload({ alt_en: 'Nothing attached' });
    expect(noFile.status).toBe(400);
    expect(noFile.json().error.fields).toEqual({ file: translate(de, 'validation.required') });
    expect(await count()).toBe(before);
  });

  it('shows a photo on the tour: first in its gallery and on its card, alt text in the page’s language, focal point kept in every crop', async () => {
    const slug = await germanSlug();
    const artworkOnly = await getTourDetail('de', slug, db());
    expect(artworkOnly.gallery.some((g) => g.photo)).toBe(false);

    const set = await call('PUT', `/api/admin/tours/${tourId}/pictures`, { cookie }, { media: [uploaded.id] });
    expect(set.status, set.text).toBe(200);
    expect(set.json().media.map((p: Photo) => p.id)).toEqual([uploaded.id]);
    const focus = await call('PATCH', `/api/admin/media/${uploaded.id}`, { cookie }, { alt_en: 'Elephants at the Lerai forest', alt_de: 'Elefantenfamilie am Lerai-Wald', alt_fr: '', alt_es: '', alt_it: '', alt_pt: '', focal_x: 30, focal_y: 20 });
    expect(focus.status, focus.text).toBe(200);
    expect(focus.json()).toMatchObject({ focalX: 30, focalY: 20, alt: { de: 'Elefantenfamilie am Lerai-Wald' } });

    const german = await getTourDetail('de', slug, db());
    expect(german.gallery[0]).toMatchObject({ src: uploaded.url, alt: 'Elefantenfamilie am Lerai-Wald', focus: '30% 20%', photo: true });
    expect(german.gallery.length).toBe(artworkOnly.gallery.length + 1 > 10 ? 10 : artworkOnly.gallery.length + 1);
    // The hero says what the photo shows, as the gallery does (not the tour's title).
    expect(german.image).toMatchObject({ src: uploaded.url, focus: '30% 20%', alt: 'Elefantenfamilie am Lerai-Wald' });
    // Italian has no alt text of its own: the English one.
    const italianSlug = (await db().selectFrom('tour_translations').select('slug').where('tour_id', '=', tourId).where('locale', '=', 'it').executeTakeFirstOrThrow()).slug;
    const italian = await getTourDetail('it', italianSlug, db());
    expect(italian.gallery[0]!.alt).toBe('Elephants at the Lerai forest');
    expect(italian.image.alt).toBe('Elephants at the Lerai forest');
    const { tours } = await listTours('en', { sort: 'popular' }, db(), 400);
    expect(tours.find((t) => t.id === tourId)?.image.src).toBe(uploaded.url);

    // Taken off the tour: the drawings again; the photo stays in the library.
    expect((await call('PUT', `/api/admin/tours/${tourId}/pictures`, { cookie }, { media: [] })).status).toBe(200);
    expect((await getTourDetail('de', slug, db())).gallery.some((g) => g.photo)).toBe(false);
    expect((await call('PUT', `/api/admin/tours/${tourId}/pictures`, { cookie }, { media: [uploaded.id] })).status).toBe(200);
    const unknown = await call('PUT', `/api/admin/tours/${tourId}/pictures`, { cookie }, { media: ['0'.repeat(24)] });
    expect(unknown.status).toBe(400);
    expect((await call('GET', `/api/admin/tours/${tourId}/pictures`, { cookie })).json().media.map((p: Photo) => p.id)).toEqual([uploaded.id]);
    expect((await call('PATCH', `/api/admin/media/${uploaded.id}`, { cookie }, { alt_en: '', focal_x: 30, focal_y: 20 })).json().error.fields.alt_en).toBe(translate(en, 'validation.required'));
    expect((await call('PATCH', `/api/admin/media/${uploaded.id}`, { cookie }, { alt_en: 'x', focal_x: 130, focal_y: 20 })).status).toBe(400);
  });

  it('finds photos by what they show, in any language', async () => {
    const list = async (q: string) => (await call('GET', `/api/admin/media?q=${encodeURIComponent(q)}`, { cookie })).json().media as Photo[];
    expect((await list('elefantenfamilie')).map((p) => p.id)).toEqual([uploaded.id]);
    expect((await list('LERAI forest')).map((p) => p.id)).toEqual([uploaded.id]);
    expect((await list('ocean')).map((p) => p.alt.en)).toEqual(['Sunset over the Indian Ocean']);
    expect(await list('giraffe')).toEqual([]);
    expect((await list('')).length).toBeGreaterThanOrEqual(2);
  });

  it('deletes a photo nothing shows, sizes and all; one a tour shows is refused with the reason', async () => {
    const inUse = await call('DELETE', `/api/admin/media/${uploaded.id}`, { cookie });
    expect(inUse.status).toBe(409);
    expect(inUse.json().error).toEqual({ code: 'media_in_use', message: translate(en, 'api.mediaInUse') });
    const spare = await upload({ alt_en: 'A spare view' }, { name: 'spare.jpg', type: 'image/jpeg', bytes: await cameraJpeg(700, 500) });
    expect(spare.status).toBe(201);
    const gone = await call('DELETE', `/api/admin/media/${spare.json().id}`, { cookie });
    expect(gone.status, gone.text).toBe(200);
    expect((await fetchFile(spare.json().url)).status).toBe(404);
    expect((await call('DELETE', `/api/admin/media/${spare.json().id}`, { cookie })).status).toBe(404);
    expect((await call('DELETE', `/api/admin/media/${uploaded.id}`, { cookie: salesCookie })).status).toBe(403);
    expect((await fetchFile(uploaded.url)).status).toBe(200);
  });

  it('sales may look, not upload or change; `npm run setup` again keeps the tour’s photos', async () => {
    expect((await call('GET', '/api/admin/media', { cookie: salesCookie })).status).toBe(200);
    expect((await upload({ alt_en: 'By sales' }, { name: 'a.jpg', type: 'image/jpeg', bytes: jpeg }, { cookie: salesCookie })).status).toBe(403);
    expect((await call('PUT', `/api/admin/tours/${tourId}/pictures`, { cookie: salesCookie }, { media: [] })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/media/${uploaded.id}`, { cookie: salesCookie }, { alt_en: 'x', focal_x: 1, focal_y: 1 })).status).toBe(403);
    expect((await call('GET', '/api/admin/media')).status).toBe(401);

    await seed(db());
    expect((await getTourDetail('de', await germanSlug(), db())).gallery[0]).toMatchObject({ src: uploaded.url, focus: '30% 20%' });
  });
});
