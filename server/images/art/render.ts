/**
 * Rasterising artwork, and where it lives. Artwork is generated into public/ (not committed)
 * by scripts/generate-art.ts and served as static WebP files.
 */
import { mkdir, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { ArtKind } from '../../db/seed/catalogue/types';
import { renderScene } from './scenes';

export const ART_SIZE = { width: 1600, height: 1000 } as const;
/** Heroes fill wide screens edge to edge, so they get more pixels (same 16:10 shape). */
export const HERO_SIZE = { width: 2400, height: 1500 } as const;
export const ART_URL_BASE = '/images/art';
export const DEFAULT_ART_DIR = path.join(process.cwd(), 'public', 'images', 'art');

const SAFE_SEED = /^[a-z0-9][a-z0-9_-]*$/i;

/** Seeds become file names; refuse anything that could climb out of the art directory. */
export function assertSeed(seed: string): void {
  if (!SAFE_SEED.test(seed)) throw new Error(`art seed must be letters, digits, '-' or '_': ${JSON.stringify(seed)}`);
}

export const heroSeed = (kind: ArtKind): string => `hero-${kind}`;

export function artSize(seed: string): { width: number; height: number } {
  return seed.startsWith('hero-') ? HERO_SIZE : ART_SIZE;
}

/** File path of a rendered artwork: <artDir>/<kind>/<seed>.webp */
export function artPath(kind: ArtKind, seed: string, artDir = DEFAULT_ART_DIR): string {
  assertSeed(seed);
  return path.join(artDir, kind, `${seed}.webp`);
}

/** Public URL of a rendered artwork: /images/art/<kind>/<seed>.webp */
export function artUrl(kind: ArtKind, seed: string): string {
  assertSeed(seed);
  return `${ART_URL_BASE}/${kind}/${seed}.webp`;
}

export interface RenderOptions {
  width?: number;
  height?: number;
  quality?: number;
}

export async function renderSceneToFile(kind: ArtKind, seed: string, outFile: string, opts: RenderOptions = {}): Promise<void> {
  const { width, height } = { ...artSize(seed), ...opts };
  const svg = renderScene(kind, seed, width, height);
  await mkdir(path.dirname(outFile), { recursive: true });
  // Write then rename: an interrupted run never leaves a truncated file that looks up to date.
  const tmp = `${outFile}.${process.pid}.tmp`;
  try {
    // Effort 2 encodes twice as fast as the default for files ~8% larger (still ~30-45 KB).
    await sharp(Buffer.from(svg)).webp({ quality: opts.quality ?? 78, effort: 2 }).toFile(tmp);
    await rename(tmp, outFile);
  } catch (err) {
    await unlink(tmp).catch(() => undefined);
    throw err;
  }
}
