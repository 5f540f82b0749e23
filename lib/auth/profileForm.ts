import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { AVATAR_MAX_BYTES, profileSchema } from '@/lib/auth/schemas';
import { messageKey } from '@/lib/validation/messageKey';
import type { UserDto } from '@/server/auth/dto';

// The profile page's form: the API's own profileSchema plus the avatar file, checked in the
// browser the way the server checks it (by its first bytes, not its name or declared type), so a
// text file renamed to .jpg is refused before anything is sent.

/** Stored as these (language-neutral) values; each language shows its own label. */
export const PROFILE_TITLES = ['Mr', 'Mrs', 'Ms', 'Mx', 'Dr', 'Prof'] as const;

/** The size limit in whole megabytes, as the page states it (AVATAR_MAX_BYTES is 5 MiB). */
export const AVATAR_MAX_MB = Math.round(AVATAR_MAX_BYTES / (1024 * 1024));

/** What the browser may offer in its file dialog (the bytes are checked anyway). */
export const AVATAR_ACCEPT = 'image/jpeg,image/png,image/webp';

export type ImageKind = 'jpeg' | 'png' | 'webp';

/** The picture format announced by a file's first bytes (its signature), or null. */
export function imageKind(head: Uint8Array): ImageKind | null {
  const starts = (bytes: number[], at = 0) => bytes.every((b, i) => head[at + i] === b);
  if (starts([0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  // RIFF....WEBP
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'webp';
  return null;
}

/** Why a chosen file cannot be the avatar: too large, or not a JPEG, PNG or WebP picture. */
export async function avatarProblem(file: Blob): Promise<'tooLarge' | 'notAnImage' | null> {
  if (file.size > AVATAR_MAX_BYTES) return 'tooLarge';
  const head = new Uint8Array(await file.slice(0, 12).arrayBuffer());
  return imageKind(head) ? null : 'notAnImage';
}

const avatarField = z
  .custom<Blob | null>((value) => value === null || value === undefined || (typeof Blob !== 'undefined' && value instanceof Blob), { error: 'key:avatarType' })
  .superRefine(async (file, ctx) => {
    if (!file) return;
    const problem = await avatarProblem(file);
    if (problem === 'tooLarge') ctx.addIssue({ code: 'custom', message: messageKey('avatarTooLarge', { max: AVATAR_MAX_MB }) });
    else if (problem) ctx.addIssue({ code: 'custom', message: 'key:avatarType' });
  })
  .optional();

/** The form's schema: every text field is sent (an emptied one is cleared); the name is required. */
export const profileFormSchema = profileSchema.extend({ avatar: avatarField });

export type ProfileFormValues = { name: string; title: string; phone: string; country: string; countryOfResidence: string; avatar: Blob | null };

/** The form's starting values from a loaded profile (never given = empty string); no new picture yet. */
export function profileFormValues(user: UserDto): ProfileFormValues {
  return { name: user.name, title: user.title, phone: user.phone, country: user.country, countryOfResidence: user.countryOfResidence, avatar: null };
}

/** The multipart body of POST /api/updateProfile: all text fields, and the avatar when one was chosen. */
export function profileFormData(values: Partial<ProfileFormValues>): FormData {
  const body = new FormData();
  for (const key of ['name', 'title', 'phone', 'country', 'countryOfResidence'] as const) {
    const value = values[key];
    if (typeof value === 'string') body.append(key, value);
  }
  if (values.avatar) body.append('avatar', values.avatar, values.avatar instanceof File ? values.avatar.name : 'avatar');
  return body;
}
