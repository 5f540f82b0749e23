import { createHash } from 'node:crypto';
import decodeHeic from 'heic-decode';
import sharp, { type Sharp } from 'sharp';
import { type MediaFormat } from '@/lib/admin/mediaSchemas';
import { prebuiltWidths } from '@/lib/images/loader';
import { AppError } from '@/server/http/errors';

// An uploaded photo made into what the site serves: recognised by its bytes, turned upright,
// stripped of everything but its pixels (EXIF, GPS position, comments) and written as the same
// WebP sizes the build makes of the site's artwork (config/images.js).

/** A 12 000 × 8 000 picture fits in 25 MB as JPEG but would take gigabytes to decode beyond this. */
const MAX_INPUT_PIXELS = 100_000_000;
/** The same encoder settings as server/images/sized.ts. */
const WEBP = { quality: 75, effort: 4 } as const;
/** ISO-BMFF brands of HEIC files (iPhone photos): sharp's own HEIF support decodes AVIF only. */
const HEIC_BRANDS = new Set(['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'hevm', 'hevs', 'mif1', 'msf1']);

export const notAPhoto = () => new AppError(400, 'invalid_input', 'api.invalidInput', { file: 'validation.mediaType' });

export interface SizedPhoto {
  format: MediaFormat;
  sha256: string;
  width: number;
  height: number;
  files: { width: number; body: Buffer }[];
}

const isHeic = (b: Buffer) => b.length > 12 && b.toString('latin1', 4, 8) === 'ftyp' && HEIC_BRANDS.has(b.toString('latin1', 8, 12));

/** The upload as an upright image sharp can work on, and what it was; a fake or broken file is refused. */
async function open(upload: Buffer): Promise<{ format: MediaFormat; image: Sharp }> {
  if (isHeic(upload)) {
    const decoded = await decodeHeic({ buffer: upload }).catch(() => {
      throw notAPhoto();
    });
    // libheif applies the file's rotation itself.
    return { format: 'heic', image: sharp(Buffer.from(decoded.data.buffer), { raw: { width: decoded.width, height: decoded.height, channels: 4 }, limitInputPixels: MAX_INPUT_PIXELS }) };
  }
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await image.metadata().then((m) => m.format, () => undefined);
  if (format !== 'jpeg' && format !== 'png' && format !== 'webp') throw notAPhoto();
  return { format, image: image.rotate() };
}

/** Every WebP size of the photo, largest last; nothing of the upload but its pixels survives. */
export async function sizePhoto(upload: Buffer): Promise<SizedPhoto> {
  const { format, image } = await open(upload);
  // Decoded once at the largest size the site shows; the smaller sizes are made from that.
  const largestWidth = prebuiltWidths(Number.MAX_SAFE_INTEGER).at(-1)!;
  const base = await image
    .resize({ width: largestWidth, withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw notAPhoto();
    });
  const { width, height, channels } = base.info;
  const files = await Promise.all(
    prebuiltWidths(width).map(async (w) => ({
      width: w,
      body: await sharp(base.data, { raw: { width, height, channels } }).resize({ width: w }).webp(WEBP).toBuffer(),
    })),
  );
  return { format, sha256: createHash('sha256').update(upload).digest('hex'), width, height, files };
}
