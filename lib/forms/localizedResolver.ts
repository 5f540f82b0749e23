import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { fieldMessages, type Translate } from '@/lib/validation/fieldMessages';

type Options<T> = {
  /** What is checked, when it differs from what was typed (numbers, unanswered choices left out). */
  prepare?: (values: T) => unknown;
  /** Only these fields' messages count (a wizard's step); the others wait for their turn. */
  only?: readonly string[];
};

const among = (field: string, only: readonly string[]) => only.some((f) => field === f || field.startsWith(`${f}.`));

/**
 * react-hook-form checking with one of the shared zod schemas, with the messages the API gives
 * (fieldMessages, in the page's language), so the form and the server always say the same.
 */
export function localizedResolver<T extends FieldValues>(schema: ZodType, t: Translate, { prepare, only }: Options<T> = {}): Resolver<T> {
  return async (values) => {
    const result = await schema.safeParseAsync(prepare ? prepare(values) : values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const [field, message] of Object.entries(fieldMessages(result.error, t))) {
      if (!only || among(field, only)) errors[field] = { type: 'validation', message };
    }
    // A step whose own answers are fine goes on with them as typed.
    if (!Object.keys(errors).length) return { values, errors: {} };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
