import type { FieldError, FieldErrors } from 'react-hook-form';

/**
 * Every error a form holds, with its field's dotted name, in the fields' order: zodResolver nests
 * them like the values (`childrenAges.1`, and a list's own error under `childrenAges.root`).
 */
export function errorList(errors: unknown, name = ''): [string, FieldError][] {
  if (!errors || typeof errors !== 'object') return [];
  if (typeof (errors as FieldError).message === 'string') return [[name, errors as FieldError]];
  return Object.entries(errors).flatMap(([key, inner]) => errorList(inner, name ? `${name}.${key}` : key));
}

/** The fields with an error, by name (a list's own error names the list). */
export const errorNames = (errors: FieldErrors) => errorList(errors).map(([name]) => name.replace(/\.root$/, ''));

/** Whether a field name is this field or one of its parts (`childrenAges.1` is in `childrenAges`). */
export const isWithin = (name: string, field: string) => name === field || name.startsWith(`${field}.`);
