/**
 * Pre-built sizes of the site's pictures (artwork and operator photos): WebP files at every
 * width in config/images.js, written by scripts/generate-art.ts into public/images/sized/ and
 * served as plain static files. Nothing is resized while a visitor waits.
 *
 * File names carry a hash of the source file's bytes (and of the encoder settings):
 *   /images/art/savanna/serengeti.webp → /images/sized/art/savanna/serengeti.<hash>.<width>.webp
 * A changed photo or redrawn artwork gets new names, so the files can be cached for a year as
 * immutable and a visitor never sees an old picture under a new page.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, readdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import imageConfig from '@/config/images';
import { prebuiltWidths, sizedFileUrl } from '@/lib/images/loader';

const { SIZED_URL_BASE } = imageConfig;

export const DEFAULT_SIZED_DIR = path.join(process.cwd(), 'public', 'images', 'sized');

/** Part of every name: changing how files are encoded renames them all (old copies in caches stay valid). */
const ENCODING = { format: 'webp', quality: 75, effort: 4 } as const;
const HASH_LENGTH = 10;

/** A picture as it exists before sizing: its file, its public URL and its displayed size. */
export interface SizingSource {
  file: string;
  url: string;
  width: number;
  height: number;
}

export interface SizingPlan {
  /** URL stem: add .<width>.webp */
  stem: string;
  widths: number[];
  /** Public URL of the largest file: the src given to next/image's loader. */
  largestUrl: string;
  /** Where each width is written. */
  files: { width: number; path: string }[];
}

export function contentHash(file: string): string {
  return createHash('sha256').update(readFileSync(file)).update(JSON.stringify(ENCODING)).digest('hex').slice(0, HASH_LENGTH);
}

/** /images/art/savanna/serengeti.webp (+ hash) → /images/sized/art/savanna/serengeti.<hash> */
export function sizedStem(sourceUrl: string, hash: string): string {
  const pathname = new URL(sourceUrl, 'http://site.invalid').pathname;
  const rel = pathname.replace(/^\/(images\/)?/, '').replace(/\.[a-z0-9]+$/i, '');
  return `${SIZED_URL_BASE}/${rel}.${hash}`;
}

export function planSizes(source: SizingSource, sizedDir = DEFAULT_SIZED_DIR, hash = contentHash(source.file)): SizingPlan {
  const stem = sizedStem(source.url, hash);
  const widths = prebuiltWidths(source.width);
  const toPath = (width: number): string => path.join(sizedDir, ...sizedFileUrl(stem, width).slice(SIZED_URL_BASE.length + 1).split('/'));
  return {
    stem,
    widths,
    largestUrl: sizedFileUrl(stem, widths[widths.length - 1]!),
    files: widths.map((width) => ({ width, path: toPath(width) })),
  };
}

/** The largest pre-built file's URL, or null when the build has not written every size of this source. */
export function findSized(source: SizingSource, sizedDir = DEFAULT_SIZED_DIR): string | null {
  const plan = planSizes(source, sizedDir);
  return plan.files.every((f) => existsSync(f.path)) ? plan.largestUrl : null;
}

export interface SizingResult {
  written: number;
  upToDate: number;
  removed: number;
}

/**
 * Writes the sizes of one source that are missing (a file with its hash in the name is up to
 * date by definition), upright as the camera held it, and removes sizes of earlier versions.
 */
export async function writeSizes(source: SizingSource, sizedDir = DEFAULT_SIZED_DIR): Promise<SizingResult> {
  const plan = planSizes(source, sizedDir);
  const missing = plan.files.filter((f) => !existsSync(f.path));
  if (missing.length) {
    await mkdir(path.dirname(plan.files[0]!.path), { recursive: true });
    // One decode, one resize per width.
    const decoded = sharp(source.file, { failOn: 'error' }).autoOrient();
    await Promise.all(
      missing.map(async ({ width, path: out }) => {
        // Write then rename: an interrupted run never leaves a truncated file that looks finished.
        const tmp = `${out}.${process.pid}.tmp`;
        try {
          await decoded.clone().resize({ width, withoutEnlargement: true }).webp({ quality: ENCODING.quality, effort: ENCODING.effort }).toFile(tmp);
          await rename(tmp, out);
        } catch (err) {
          await unlink(tmp).catch(() => undefined);
          throw err;
        }
      }),
    );
  }
  return { written: missing.length, upToDate: plan.files.length - missing.length, removed: await removeOldVersions(plan) };
}

/** Sizes of the same picture under another hash: a replaced photo or redrawn artwork. */
async function removeOldVersions(plan: SizingPlan): Promise<number> {
  const dir = path.dirname(plan.files[0]!.path);
  const current = path.basename(plan.stem);
  const name = current.slice(0, current.lastIndexOf('.'));
  const sameName = new RegExp(`^${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.[0-9a-f]{${HASH_LENGTH}}\\.\\d+\\.webp$`);
  let removed = 0;
  for (const file of await readdir(dir)) {
    if (sameName.test(file) && !file.startsWith(`${current}.`)) {
      await unlink(path.join(dir, file));
      removed++;
    }
  }
  return removed;
}
