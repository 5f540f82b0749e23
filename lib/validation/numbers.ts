import '@/lib/validation/zodWithoutEval';
import { z } from 'zod';
import { messageKey } from './messageKey';

/** Digits, with a minus sign typed by mistake ("-1"): out of range, said as such, not "not a number". */
const DIGITS = /^\s*-?\d+\s*$/;

/**
 * A whole number between min and max. JSON sends numbers; a form posted as text sends digits
 * ("2"). Nothing else is one: true, null, [], {}, "" or "two" are refused, never turned into 0 or 1.
 * An empty answer ("" or null) says the field is required, or `missing` when given; a number out
 * of range says the range ("from 1 to 60"), not only one end of it.
 */
export const wholeNumber = (min: number, max: number, missing = 'key:required') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (DIGITS.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v === null ? undefined : v),
    // The type's message covers only a wrong type: zod would give it to every later check too.
    z
      .number({ error: (issue) => (issue.code !== 'invalid_type' ? undefined : issue.input === undefined ? missing : 'key:number') })
      .int({ error: 'key:number' })
      .refine((n) => n >= min && n <= max, { error: messageKey('range', { min, max }) }),
  );
