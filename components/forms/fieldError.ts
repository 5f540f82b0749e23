import { get, type FieldErrors } from 'react-hook-form';
import { errorList } from '@/lib/forms/errorList';

/** The first message in an error react-hook-form holds: its own, or one of its parts' (an age in a list). */
export const errorMessage = (error: unknown): string | undefined => errorList(error)[0]?.[1].message;

/** The message for a field (`childrenAges` for any of its age boxes, as well as `email`), if any. */
export const fieldError = (errors: FieldErrors, name: string): string | undefined => errorMessage(get(errors, name));
