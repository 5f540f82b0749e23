import { nextConfigForBuild } from '../helpers/nextConfig';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import imageConfig from '@/config/images';
import siteImageLoader, { BANNER_WIDTHS, CARD_WIDTHS, prebuiltSrcSet, prebuiltWidths } from '@/lib/images/loader';
import { artPath, renderSceneToFile } from '@/server/images/art/render';
import { createImageCatalog } from '@/server/images/catalog';
import { responsiveAttrs } from '@/server/images/responsive';
import { planSizes, writeSizes } from '@/server/images/sized';

const { IMAGE_WIDTHS } = imageConfig;

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'image-sizes-test-'));
});
afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The srcset as [url, width] pairs. */
const candidates = (srcSet: string): [string, number][] =>
  srcSet.split(', ').map((c) => {
    const [url, w] = c.split(' ');
    return [url!, Number(w!.replace(/w$/, ''))];
  });

/** A 1800×1200 JPEG stored sideways (EXIF orientation 6: shown turned a quarter clockwise, 1200×1800): red on the stored left, blue on the right. */
async function sidewaysPhoto(file: string, red = '#d01010'): Promise<void> {
  const half = (color: string) => sharp({ create: { width: 900, height: 1200, channels: 3, background: color } }).png().toBuffer();
  await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#000' } })
    .composite([
      { input: await half(red), left: 0, top: 0 },
      { input: await half('#1020d0'), left: 900, top: 0 },
    ])
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6 })
    .toFile(file);
}

async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * info.channels;
  return [data[i]!, data[i + 1]!, data[i + 2]!];
}

describe('the widths the site pre-builds', () => {
  it('are the widths next/image is configured with, so every srcset entry has a file', () => {
    const nextConfig = nextConfigForBuild() as { images: { loaderFile: string } };
    expect(IMAGE_WIDTHS).toEqual([320, 480, 640, 768, 1024, 1280, 1600]);
    expect(nextConfig.images).toMatchObject({ loader: 'custom', deviceSizes: IMAGE_WIDTHS, imageSizes: [] });
    expect(existsSync(path.join(__dirname, '..', '..', nextConfig.images.loaderFile))).toBe(true);
  });

  it('never go beyond the source: a small photo stops at its own width', () => {
    expect(prebuiltWidths(2400)).toEqual(IMAGE_WIDTHS);
    expect(prebuiltWidths(1600)).toEqual(IMAGE_WIDTHS);
    expect(prebuiltWidths(1200)).toEqual([320, 480, 640, 768, 1024, 1200]);
    expect(prebuiltWidths(250)).toEqual([250]);
  });

  it('are served for a year as immutable (their names change with the picture)', async () => {
    const rules: { source: string; headers: { key: string; value: string }[] }[] = await nextConfigForBuild().headers!();
    const rule = rules.find((r) => r.source === '/images/sized/:path*');
    expect(rule?.headers).toContainEqual({ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' });
  });
});

describe('the image loader', () => {
  const art = '/images/sized/art/savanna/serengeti.0123456789.1600.webp';
  const small = '/images/sized/photos/mikumi.0123456789.1200.webp';

  it('maps each width next/image asks for to the pre-built file that serves it', () => {
    expect(siteImageLoader({ src: art, width: 640 })).toBe('/images/sized/art/savanna/serengeti.0123456789.640.webp');
    expect(siteImageLoader({ src: art, width: 700 })).toBe('/images/sized/art/savanna/serengeti.0123456789.768.webp');
    expect(siteImageLoader({ src: art, width: 3840 })).toBe(art);
    expect(siteImageLoader({ src: small, width: 1024 })).toBe('/images/sized/photos/mikumi.0123456789.1024.webp');
    expect(siteImageLoader({ src: small, width: 1280 })).toBe(small);
    expect(siteImageLoader({ src: small, width: 1600 })).toBe(small);
  });

  it('works out a srcset from src alone: every file the build wrote for the picture, smallest first', () => {
    expect(candidates(prebuiltSrcSet(art)!)).toEqual(IMAGE_WIDTHS.map((w) => [`/images/sized/art/savanna/serengeti.0123456789.${w}.webp`, w]));
    expect(candidates(prebuiltSrcSet(small)!).map(([, w]) => w)).toEqual([320, 480, 640, 768, 1024, 1200]);
  });

  it('offers a card only the widths a card is shown at, and a small picture all its files', () => {
    expect(candidates(prebuiltSrcSet(art, CARD_WIDTHS)!).map(([, w]) => w)).toEqual([480, 768, 1024]);
    expect(candidates(prebuiltSrcSet('/images/sized/photos/tiny.0123456789.400.webp', CARD_WIDTHS)!).map(([, w]) => w)).toEqual([320, 400]);
    expect(candidates(prebuiltSrcSet('/images/sized/photos/mid.0123456789.900.webp', CARD_WIDTHS)!).map(([, w]) => w)).toEqual([480, 768, 900]);
  });

  it('offers a banner three widths, and a photo smaller than a screen its own full size as the widest', () => {
    expect(candidates(prebuiltSrcSet(art, BANNER_WIDTHS)!).map(([, w]) => w)).toEqual([768, 1280, 1600]);
    expect(candidates(prebuiltSrcSet('/images/sized/photos/kilwa.0123456789.1200.webp', BANNER_WIDTHS)!).map(([, w]) => w)).toEqual([768, 1200]);
    expect(prebuiltSrcSet('/images/photos/mikumi.jpg')).toBeUndefined();
  });

  it('gives each picture its own files, whichever pictures of the same size were listed before it', () => {
    const lion = '/images/sized/art/savanna/lion.0123456789';
    const beach = '/images/sized/art/beach/zanzibar.abcdef0123';
    const first = responsiveAttrs(`${lion}.1600.webp`, 1600, 1000);
    const other = responsiveAttrs(`${beach}.1600.webp`, 1600, 1000);
    const smaller = responsiveAttrs(`${lion}.640.webp`, 640, 400);
    expect(candidates(first.srcSet).map(([url]) => url.startsWith(`${lion}.`))).not.toContain(false);
    expect(candidates(other.srcSet).map(([url]) => url.startsWith(`${beach}.`))).not.toContain(false);
    expect(candidates(smaller.srcSet).at(-1)).toEqual([`${lion}.640.webp`, 640]);
    expect(candidates(first.srcSet).at(-1)).toEqual([`${lion}.1600.webp`, 1600]);
    // Asked again (every card of every list asks), the same files.
    expect(responsiveAttrs(`${lion}.1600.webp`, 1600, 1000)).toEqual(first);
    expect(responsiveAttrs(`${beach}.1600.webp`, 1600, 1000).src).toBe(`${beach}.1600.webp`);
  });

  it('leaves any other picture as it is (never the runtime optimizer)', () => {
    for (const src of ['/images/photos/mikumi.jpg', 'https://cdn.example.com/a.1600.webp', '/images/art/beach/zanzibar.webp']) {
      expect(siteImageLoader({ src, width: 640 })).toBe(src);
    }
  });
});

describe('the build step that pre-sizes pictures (real sharp)', () => {
  it('writes an artwork at every site width, in its 16:10 shape, and next/image lists exactly those files', async () => {
    const artDir = path.join(tmp, 'art');
    const sizedDir = path.join(tmp, 'sized-art');
    await renderSceneToFile('beach', 'zanzibar', artPath('beach', 'zanzibar', artDir));
    const catalog = createImageCatalog({ photosDir: path.join(tmp, 'no-photos'), artDir, sizedDir });
    const source = catalog.source('zanzibar', 'beach');
    expect(await writeSizes(source, sizedDir)).toEqual({ written: 7, upToDate: 0, removed: 0 });

    const plan = planSizes(source, sizedDir);
    expect(plan.stem).toMatch(/^\/images\/sized\/art\/beach\/zanzibar\.[0-9a-f]{10}$/);
    for (const { width, path: file } of plan.files) {
      expect(await sharp(file).metadata(), file).toMatchObject({ format: 'webp', width, height: Math.round((width * 10) / 16) });
    }

    const image = catalog.destinationImage('zanzibar', 'beach', 'Stone Town');
    expect(image.sized).toBe(`${plan.stem}.1600.webp`);
    const { src, srcSet } = responsiveAttrs(image.sized!, image.width, image.height);
    expect(src).toBe(`${plan.stem}.1600.webp`);
    const listed = candidates(srcSet);
    expect(listed.length).toBeGreaterThan(1);
    for (const [url, width] of listed) {
      expect(url).toBe(`${plan.stem}.${width}.webp`);
      expect(IMAGE_WIDTHS).toContain(width);
    }
    expect(srcSet).not.toContain('/_next/image');
  });

  it('turns a sideways-stored photo upright, never upscales it, and skips sizes that are up to date', async () => {
    const photosDir = path.join(tmp, 'photos');
    const sizedDir = path.join(tmp, 'sized-photos');
    await mkdir(photosDir, { recursive: true });
    await sidewaysPhoto(path.join(photosDir, 'kilimanjaro.jpg'));
    const catalog = createImageCatalog({ photosDir, artDir: path.join(tmp, 'no-art'), sizedDir });
    const source = catalog.source('kilimanjaro', 'mountain');
    expect(source).toMatchObject({ photo: true, width: 1200, height: 1800 });

    expect(await writeSizes(source, sizedDir)).toEqual({ written: 6, upToDate: 0, removed: 0 });
    const plan = planSizes(source, sizedDir);
    expect(plan.widths).toEqual([320, 480, 640, 768, 1024, 1200]);
    for (const { width, path: file } of plan.files) {
      const meta = await sharp(file).metadata();
      expect(meta, file).toMatchObject({ format: 'webp', width, height: width * 1.5 });
      expect(meta.orientation ?? 1).toBe(1);
    }
    // Upright: the stored left half (red) is now on top, the right half (blue) at the bottom.
    const [top, bottom] = [await pixel(plan.files[0]!.path, 160, 20), await pixel(plan.files[0]!.path, 160, 460)];
    expect(top[0]).toBeGreaterThan(150);
    expect(top[2]).toBeLessThan(100);
    expect(bottom[2]).toBeGreaterThan(150);
    expect(bottom[0]).toBeLessThan(100);

    expect(await writeSizes(source, sizedDir)).toEqual({ written: 0, upToDate: 6, removed: 0 });
    expect(createImageCatalog({ photosDir, sizedDir }).destinationImage('kilimanjaro', 'mountain').sized).toBe(`${plan.stem}.1200.webp`);
  });

  it('gives a replaced photo new file names and removes the old ones', async () => {
    const photosDir = path.join(tmp, 'photos-replaced');
    const sizedDir = path.join(tmp, 'sized-replaced');
    await mkdir(photosDir, { recursive: true });
    const file = path.join(photosDir, 'ngorongoro.jpg');
    await sidewaysPhoto(file);
    const source = createImageCatalog({ photosDir, sizedDir }).source('ngorongoro', 'crater');
    await writeSizes(source, sizedDir);
    const before = planSizes(source, sizedDir);

    await sidewaysPhoto(file, '#e0a020');
    const after = planSizes(source, sizedDir);
    expect(after.stem).not.toBe(before.stem);
    expect(await writeSizes(source, sizedDir)).toEqual({ written: 6, upToDate: 0, removed: 6 });
    const left = await readdir(path.dirname(after.files[0]!.path));
    expect(left.sort()).toEqual(after.files.map((f) => path.basename(f.path)).sort());
  });
});
