import { readFailure, type ApiFailure } from '@/lib/forms/apiFailure';
import type { Translate } from '@/lib/validation/fieldMessages';
import { AVATAR_MAX_MB } from './profileForm';

/**
 * What a failed profile save tells the person. A 413 can only be the picture (the text fields are
 * small), so it is said under the picture, with the limit, like the browser's own check; it may
 * come without the API's JSON (from a proxy). Everything else reads as any account form's failure.
 */
export function readProfileFailure(err: unknown, t: Translate): ReturnType<typeof readFailure> {
  if ((err as ApiFailure).response?.status === 413) {
    return {
      fields: { avatar: t('validation.avatarTooLarge', { max: AVATAR_MAX_MB }) },
      error: { invalid: true, message: t('leads.wizard.fixErrors') },
    };
  }
  return readFailure(err, t);
}
