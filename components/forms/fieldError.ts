import { get, type FieldErrors } from 'react-hook-form';

/** The message react-hook-form holds for a field (`childrenAges` as well as `email`), if any. */
export const fieldError = (errors: FieldErrors, name: string): string | undefined => (get(errors, name) as { message?: string } | undefined)?.message;
