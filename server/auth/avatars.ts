import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from '@/lib/auth/schemas';
import { AppError } from '@/server/http/errors';
import { newAvatarKey } from './tokens';

export const AVATAR_SIZE = 256;
const KEY_PATTERN = /^[0-9a-f]{32}$/;
/** A 16 000 × 16 000 picture fits in 5 MB as PNG but would take gigabytes to decode. */
const MAX_INPUT_PIXELS = 40_000_000;

/** data/avatars/ (or $DATA_DIR/avatars/), read each time so tests can point it elsewhere. */
const avatarDir = () => path.join(process.env.DATA_DIR || path.join(process.cwd(), 'data'), 'avatars');
const avatarFile = (key: string) => path.join(avatarDir(), `${key}.webp`);

/** The URL an avatar is served from: a random name, nothing about its owner. */
export const avatarUrl = (key: string | null) => (key ? `/api/avatar/${key}` : null);

export const tooLargeAvatar = () => new AppError(413, 'payload_too_large', 'api.avatarTooLarge');
const notAnImage = () => new AppError(400, 'invalid_input', 'api.invalidInput', { avatar: 'validation.avatarType' });

/**
 * Checks the upload by its bytes (not its name or declared type): JPEG, PNG or WebP only. It is
 * then turned upright, cut to a 256 px square and re-encoded as WebP, which drops everything
 * else the file carried (EXIF with GPS position, scripts hidden in metadata). Returns its key.
 */
export async function storeAvatar(upload: Buffer): Promise<string> {
  if (upload.length > AVATAR_MAX_BYTES) throw tooLargeAvatar();
  const image = sharp(upload, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
  const format = await image.metadata().then((m) => m.format, () => undefined);
  if (!format || !(AVATAR_TYPES as readonly string[]).includes(format)) throw notAnImage();
  const webp = await image
    .rotate()
    .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'cover' })
    .webp({ quality: 82 })
    .toBuffer()
    .catch(() => {
      throw notAnImage();
    });
  const key = newAvatarKey();
  await fs.mkdir(avatarDir(), { recursive: true });
  await fs.writeFile(avatarFile(key), webp);
  return key;
}

/** The stored WebP of an avatar; undefined for an unknown or malformed key. */
export async function readAvatar(key: string): Promise<Buffer | undefined> {
  if (!KEY_PATTERN.test(key)) return undefined;
  return fs.readFile(avatarFile(key)).catch(() => undefined);
}

/** Removes a replaced avatar (or one whose profile update failed); a missing file is fine. */
export async function removeAvatar(key: string | null): Promise<void> {
  if (key && KEY_PATTERN.test(key)) await fs.rm(avatarFile(key), { force: true });
}
