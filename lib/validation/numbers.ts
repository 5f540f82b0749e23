import { z } from 'zod';

const DIGITS = /^\s*\d+\s*$/;

/**
 * A whole number between min and max. JSON sends numbers; a form posted as text sends digits
 * ("2"). Nothing else is one: true, null, [], {}, "" or "two" are refused, never turned into 0 or 1.
 * An empty answer ("" or null) says the field is required, or `missing` when given.
 */
export const wholeNumber = (min: number, max: number, missing = 'key:required') =>
  z.preprocess(
    (v) => (typeof v === 'string' ? (DIGITS.test(v) ? Number(v) : v.trim() === '' ? undefined : v) : v === null ? undefined : v),
    z.number({ error: (issue) => (issue.input === undefined ? missing : 'key:number') }).int({ error: 'key:number' }).min(min).max(max),
  );
