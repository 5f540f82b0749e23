/**
 * The site's image resolver. The operator's own photos win: a file at
 * public/images/photos/<seed>.(jpg|jpeg|webp|png) replaces the generated artwork for that
 * seed, with its real size. Otherwise the seed's artwork, /images/art/<kind>/<seed>.webp.
 *
 * Each picture also names its largest pre-built size (server/images/sized.ts), from which
 * the page's srcset is made; null when the build has not written them (the file itself is
 * then shown as it is).
 *
 * Lookups touch the file system once per seed and are then cached for the life of the
 * process (Next only serves public/ files that existed at build time anyway).
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { ArtKind } from '../db/seed/catalogue/types';
import { ART_KINDS } from './art/scenes';
import { DEFAULT_ART_DIR, artPath, artSize, artUrl, assertSeed, heroSeed } from './art/render';
import { readImageSize } from './photoSize';
import { DEFAULT_SIZED_DIR, findSized, type SizingSource } from './sized';

export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /** True for the operator's photos, false for generated artwork. */
  photo: boolean;
  /** A photo's focal point as CSS object-position ("30% 65%"): every crop keeps it in view. */
  focus?: string;
  /** URL of its largest pre-built WebP (/images/sized/…), or null when there are none. */
  sized: string | null;
}

export interface GalleryEntry {
  seed: string;
  art: ArtKind;
  alt: string;
}

/** Tour galleries draw from this many artworks per kind: seeds <kind>-1 … <kind>-6. */
export const GALLERY_VARIANTS = 6;

export const gallerySeed = (kind: ArtKind, n: number): string => `${kind}-${((n - 1) % GALLERY_VARIANTS) + 1}`;

const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'webp', 'png'];

export interface CatalogOptions {
  /** Where operator photos are looked for (default public/images/photos, or $SITE_PHOTOS_DIR). */
  photosDir?: string;
  /** Their public URL prefix. */
  photosUrl?: string;
  /** Where the generated artwork is (default public/images/art). */
  artDir?: string;
  /** Where the pre-built sizes are (default public/images/sized). */
  sizedDir?: string;
}

export interface ImageCatalog {
  destinationImage(id: string, art: ArtKind, alt?: string): SiteImage;
  galleryImages(entries: GalleryEntry[]): SiteImage[];
  heroImage(kind: ArtKind, alt?: string): SiteImage;
  /** Resolve any seed: photo if there is one, else that kind's artwork for the seed. */
  resolve(seed: string, art: ArtKind, alt?: string): SiteImage;
  /** The file a seed is shown from (photo or artwork), for the build step that pre-sizes it. */
  source(seed: string, art: ArtKind): SizingSource & { photo: boolean };
}

type Found = Omit<SiteImage, 'alt' | 'sized'> & { file: string };

export function createImageCatalog(opts: CatalogOptions = {}): ImageCatalog {
  const photosDir = opts.photosDir ?? process.env.SITE_PHOTOS_DIR ?? path.join(process.cwd(), 'public', 'images', 'photos');
  const photosUrl = (opts.photosUrl ?? process.env.SITE_PHOTOS_URL ?? '/images/photos').replace(/\/$/, '');
  const artDir = opts.artDir ?? DEFAULT_ART_DIR;
  const sizedDir = opts.sizedDir ?? DEFAULT_SIZED_DIR;
  const photos = new Map<string, Found | null>();
  const sized = new Map<string, string | null>();
  let warned = false;

  /** Hashes the source once per process; a source that cannot be read has no sizes. */
  function sizedOf(source: SizingSource): string | null {
    let found = sized.get(source.file);
    if (found === undefined) {
      found = existsSync(source.file) ? findSized(source, sizedDir) : null;
      if (!found && !warned) {
        warned = true;
        console.warn(`[images] no pre-built sizes for ${source.url} (and maybe others; run npm run art): such files are shown as they are`);
      }
      sized.set(source.file, found);
    }
    return found;
  }

  function findPhoto(seed: string): Found | null {
    const cached = photos.get(seed);
    if (cached !== undefined) return cached;
    let found: Found | null = null;
    for (const ext of PHOTO_EXTENSIONS.flatMap((e) => [e, e.toUpperCase()])) {
      const file = path.join(photosDir, `${seed}.${ext}`);
      if (!existsSync(file)) continue;
      const size = safeSize(file);
      if (size) {
        found = { src: `${photosUrl}/${seed}.${ext}`, ...size, photo: true, file };
        break;
      }
    }
    photos.set(seed, found);
    return found;
  }

  function source(seed: string, art: ArtKind): SizingSource & { photo: boolean } {
    assertSeed(seed);
    const found: Found = findPhoto(seed) ?? { src: artUrl(art, seed), ...artSize(seed), photo: false, file: artPath(art, seed, artDir) };
    return { file: found.file, url: found.src, width: found.width, height: found.height, photo: found.photo };
  }

  function resolve(seed: string, art: ArtKind, alt = ''): SiteImage {
    const { file, url, width, height, photo } = source(seed, art);
    return { src: url, width, height, alt, photo, sized: sizedOf({ file, url, width, height }) };
  }

  return {
    resolve,
    source,
    destinationImage: (id, art, alt = '') => resolve(id, art, alt),
    galleryImages: (entries) => entries.map((e) => resolve(e.seed, e.art, e.alt)),
    heroImage: (kind, alt = '') => resolve(heroSeed(kind), kind, alt),
  };
}

/** A photo we cannot read is skipped (with a warning) rather than breaking the page. */
function safeSize(file: string): { width: number; height: number } | null {
  try {
    const size = readImageSize(file);
    if (size && size.width > 0 && size.height > 0) return size;
    console.warn(`[images] not a JPEG/PNG/WebP we can size, using artwork instead: ${file}`);
  } catch (err) {
    console.warn(`[images] cannot read ${file}, using artwork instead: ${(err as Error).message}`);
  }
  return null;
}

const site = createImageCatalog();

export const destinationImage = site.destinationImage;
export const galleryImages = site.galleryImages;
export const heroImage = site.heroImage;

export interface ArtJob {
  kind: ArtKind;
  seed: string;
}

/** Every artwork the site can ask for: one per destination, the gallery variants, a hero per kind, and the pairs other content draws (`more`, e.g. the guides' pictures). */
export function listArtToGenerate(destinations: readonly { id: string; art: ArtKind }[], more: readonly ArtJob[] = []): ArtJob[] {
  const jobs = new Map<string, ArtJob>();
  const add = (kind: ArtKind, seed: string): void => {
    assertSeed(seed);
    jobs.set(`${kind}/${seed}`, { kind, seed });
  };
  for (const d of destinations) add(d.art, d.id);
  for (const j of more) add(j.kind, j.seed);
  for (const kind of ART_KINDS) {
    for (let i = 1; i <= GALLERY_VARIANTS; i++) add(kind, gallerySeed(kind, i));
    add(kind, heroSeed(kind));
  }
  return [...jobs.values()];
}
