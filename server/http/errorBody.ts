import type { Locale } from '@/lib/i18n/config';
import { loadMessages } from '@/lib/i18n/messages';
import { translate } from '@/lib/i18n/translate';
import { fieldMessages } from '@/lib/validation/fieldMessages';
import type { AppError } from './errors';
import { ValidationFailed } from './validation';

/** The API's error answer, `{ error: { code, message, fields? } }`, in a language (apiHandler, and pages/_error for /api/ paths Next cannot read). */
export function errorBody(err: AppError, locale: Locale) {
  const messages = loadMessages(locale);
  const fields =
    err instanceof ValidationFailed
      ? fieldMessages(err.zodError, (key, params) => translate(messages, key, params, locale))
      : err.fields && Object.fromEntries(Object.entries(err.fields).map(([name, key]) => [name, translate(messages, key)]));
  return { error: { code: err.code, message: translate(messages, err.messageKey, err.params, locale), ...(fields ? { fields } : {}) } };
}
