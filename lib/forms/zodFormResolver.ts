import { zodResolver } from '@hookform/resolvers/zod';
import { get, set, type FieldErrors, type FieldValues, type Resolver, type ResolverOptions } from 'react-hook-form';
import type { ZodType } from 'zod';
import { issueMessage, type Translate } from '@/lib/validation/fieldMessages';
import { readMessageKey } from '@/lib/validation/messageKey';
import { errorList } from './errorList';

type Options<T> = {
  /** What is checked, when it differs from what was typed (numbers, unanswered choices left out). */
  prepare?: (values: T) => FieldValues;
  /** Only these fields' errors count (a wizard's step); the others wait for their turn. */
  only?: readonly string[];
};

/**
 * zodResolver with one of the shared zod schemas and the API's messages in the page's language
 * (issueMessage, as in fieldMessages), so the form and the server always say the same.
 */
export function zodFormResolver<T extends FieldValues>(schema: ZodType, t: Translate, { prepare, only }: Options<T> = {}): Resolver<T> {
  const resolve = zodResolver(schema as ZodType<unknown, FieldValues>, { error: (issue) => issueMessage(issue, t) });
  return async (values, context, options) => {
    const result = await resolve(prepare ? prepare(values) : values, context, options as ResolverOptions<FieldValues>);
    // A rule's own message outranks the per-parse one: it comes back as `key:…`, read here as the server reads it.
    for (const [, error] of errorList(result.errors)) error.message = readMessageKey(error.message, t) ?? error.message;
    // The schema is untyped (ZodType): its answer is the form's values as checked.
    if (!only || !Object.keys(result.errors).length) return result as Awaited<ReturnType<Resolver<T>>>;
    const own: FieldErrors<T> = {};
    for (const field of only) if (get(result.errors, field)) set(own, field, get(result.errors, field));
    // A step whose own answers are fine goes on with them as typed.
    return Object.keys(own).length ? { values: {}, errors: own } : { values, errors: {} };
  };
}
