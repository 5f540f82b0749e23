import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ArtKind } from '@/server/db/seed/catalogue/types';
import { ART_KINDS, renderScene } from '@/server/images/art/scenes';
import { artPath, renderSceneToFile } from '@/server/images/art/render';
import { createImageCatalog, listArtToGenerate } from '@/server/images/catalog';

// Small renders keep the suite quick; the drawing is resolution-independent.
const W = 240;
const H = 150;

async function pixels(kind: ArtKind, seed: string): Promise<Buffer> {
  return sharp(Buffer.from(renderScene(kind, seed, W, H))).removeAlpha().raw().toBuffer();
}

/** Mean absolute difference per channel, 0..255. */
function difference(a: Buffer, b: Buffer): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return sum / a.length;
}

let tmp: string;
beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), 'images-test-'));
  // Pictures with no pre-built sizes warn once per catalog; expected in the resolver tests.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterAll(async () => {
  vi.restoreAllMocks();
  await rm(tmp, { recursive: true, force: true });
});

describe('generated artwork', () => {
  it.each(ART_KINDS)('%s renders self-contained SVG that sharp rasterises into a real picture', async (kind) => {
    const svg = renderScene(kind, 'serengeti', W, H);
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg).not.toMatch(/<text|<image|href=|<filter/);
    const img = sharp(Buffer.from(svg));
    const meta = await img.metadata();
    expect(meta).toMatchObject({ format: 'svg', width: W, height: H });
    // Not a blank or flat canvas: several distinct tones in every channel.
    const stats = await img.stats();
    for (const channel of stats.channels.slice(0, 3)) expect(channel.stdev).toBeGreaterThan(15);
  });

  it.each(ART_KINDS)('%s: two seeds give two different pictures', async (kind) => {
    expect(difference(await pixels(kind, 'tarangire'), await pixels(kind, 'ruaha'))).toBeGreaterThan(8);
  });

  it('the same seed draws the same picture every time', async () => {
    for (const kind of ART_KINDS) {
      expect(renderScene(kind, 'mikumi', W, H)).toBe(renderScene(kind, 'mikumi', W, H));
      expect((await pixels(kind, 'mikumi')).equals(await pixels(kind, 'mikumi'))).toBe(true);
    }
  });

  it('each kind of place looks different from every other, even with the same seed', async () => {
    const renders = await Promise.all(ART_KINDS.map((kind) => pixels(kind, 'arusha')));
    for (let i = 0; i < renders.length; i++) {
      for (let j = i + 1; j < renders.length; j++) {
        expect(difference(renders[i]!, renders[j]!), `${ART_KINDS[i]} vs ${ART_KINDS[j]}`).toBeGreaterThan(20);
      }
    }
  });

  it('renders to a WebP file at the artwork size (heroes larger)', async () => {
    const file = artPath('beach', 'zanzibar', tmp);
    expect(file).toBe(path.join(tmp, 'beach', 'zanzibar.webp'));
    await renderSceneToFile('beach', 'zanzibar', file);
    expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 1000 });
    const hero = artPath('savanna', 'hero-savanna', tmp);
    await renderSceneToFile('savanna', 'hero-savanna', hero);
    expect(await sharp(hero).metadata()).toMatchObject({ format: 'webp', width: 2400, height: 1500 });
  });

  it('refuses seeds that could escape the art directory', () => {
    expect(() => artPath('town', '../../etc/passwd', tmp)).toThrow();
    expect(() => renderScene('town', 'ok-seed')).not.toThrow();
  });

  it('lists every artwork the site needs, once', () => {
    const jobs = listArtToGenerate([
      { id: 'serengeti', art: 'savanna' },
      { id: 'zanzibar', art: 'beach' },
    ]);
    const keys = jobs.map((j) => `${j.kind}/${j.seed}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).toEqual(expect.arrayContaining(['savanna/serengeti', 'beach/zanzibar', 'forest/forest-1', 'forest/forest-6', 'lake/hero-lake']));
    expect(jobs).toHaveLength(2 + ART_KINDS.length * 7);
  });
});

describe('image resolver', () => {
  it('uses the generated artwork when the operator has no photo', () => {
    const images = createImageCatalog({ ...noBuild(), photosDir: path.join(tmp, 'no-photos') });
    expect(images.destinationImage('serengeti', 'savanna', 'Serengeti')).toEqual({
      src: '/images/art/savanna/serengeti.webp',
      width: 1600,
      height: 1000,
      alt: 'Serengeti',
      photo: false,
      sized: null,
    });
    expect(images.heroImage('mountain')).toMatchObject({ src: '/images/art/mountain/hero-mountain.webp', width: 2400, height: 1500 });
  });

  it("prefers the operator's JPEG photo, with its real size", async () => {
    const photosDir = path.join(tmp, 'photos-jpeg');
    await sharp({ create: { width: 2400, height: 1600, channels: 3, background: '#c9a064' } })
      .jpeg()
      .toFile(await ensure(photosDir, 'serengeti.jpg'));
    const images = createImageCatalog({ ...noBuild(), photosDir });
    expect(images.destinationImage('serengeti', 'savanna', 'Lions at Seronera')).toEqual({
      src: '/images/photos/serengeti.jpg',
      width: 2400,
      height: 1600,
      alt: 'Lions at Seronera',
      photo: true,
      sized: null,
    });
    // Other places still get their artwork.
    expect(images.destinationImage('ruaha', 'savanna').photo).toBe(false);
  });

  it('reports a sideways-stored JPEG at the size it is displayed (EXIF orientation)', async () => {
    const photosDir = path.join(tmp, 'photos-rotated');
    const file = await ensure(photosDir, 'kilimanjaro.jpeg');
    await sharp({ create: { width: 1800, height: 1200, channels: 3, background: '#486db3' } }).jpeg().withMetadata({ orientation: 6 }).toFile(file);
    const meta = await sharp(file).metadata();
    const image = createImageCatalog({ ...noBuild(), photosDir }).destinationImage('kilimanjaro', 'mountain');
    expect(image).toMatchObject({ src: '/images/photos/kilimanjaro.jpeg', width: 1200, height: 1800, photo: true });
    expect({ width: image.width, height: image.height }).toEqual(meta.autoOrient);
  });

  it('accepts WebP and PNG photos too', async () => {
    const photosDir = path.join(tmp, 'photos-webp');
    await sharp({ create: { width: 1200, height: 1800, channels: 3, background: '#5a7f45' } }).webp().toFile(await ensure(photosDir, 'zanzibar.webp'));
    await sharp({ create: { width: 640, height: 480, channels: 4, background: '#fd7a35' } }).png().toFile(await ensure(photosDir, 'lake-2.png'));
    const images = createImageCatalog({ ...noBuild(), photosDir });
    const [zanzibar, lake, forest] = images.galleryImages([
      { seed: 'zanzibar', art: 'beach', alt: 'Stone Town waterfront' },
      { seed: 'lake-2', art: 'lake', alt: 'Flamingos' },
      { seed: 'forest-3', art: 'forest', alt: 'Rainforest' },
    ]);
    expect(zanzibar).toEqual({ src: '/images/photos/zanzibar.webp', width: 1200, height: 1800, alt: 'Stone Town waterfront', photo: true, sized: null });
    expect(lake).toMatchObject({ src: '/images/photos/lake-2.png', width: 640, height: 480, photo: true });
    expect(forest).toMatchObject({ src: '/images/art/forest/forest-3.webp', photo: false, alt: 'Rainforest' });
  });

  it('falls back to the artwork when a photo file is unreadable', async () => {
    const photosDir = path.join(tmp, 'photos-broken');
    await writeFile(await ensure(photosDir, 'mikumi.jpg'), 'not really a jpeg');
    const warn = vi.mocked(console.warn);
    warn.mockClear();
    expect(createImageCatalog({ ...noBuild(), photosDir }).destinationImage('mikumi', 'savanna')).toMatchObject({ src: '/images/art/savanna/mikumi.webp', photo: false });
    expect(warn.mock.calls.some(([message]) => String(message).includes(photosDir))).toBe(true);
  });
});

/** Empty art and sizes folders: these tests do not depend on what a build left in public/. */
const noBuild = () => ({ artDir: path.join(tmp, 'no-art'), sizedDir: path.join(tmp, 'no-sized') });

/** Path of a file in a fresh test photos directory. */
async function ensure(dir: string, name: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return path.join(dir, name);
}
