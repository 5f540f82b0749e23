import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldMessages, type Translate } from '@/lib/validation/fieldMessages';

/**
 * react-hook-form checking with one of the shared zod schemas, with the messages the API gives
 * (fieldMessages, in the page's language), so the form and the server always say the same.
 */
export function localizedResolver<T extends FieldValues>(schema: ZodType, t: Translate): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldMessages(result.error, t))) errors[field] = { type: 'validation', message };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
