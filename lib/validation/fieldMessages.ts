import type { core, ZodError } from 'zod';
import { readMessageKey } from './messageKey';

/** A problem as a parse reports it (the API), or as zod hands it to a per-parse error map (the forms). */
type Issue = ZodError['issues'][number] | core.$ZodRawIssue;

/** A message in the page's or request's language, by key, with values for its placeholders. */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

/**
 * One message per field, in the page's or request's language, from the first problem with that
 * field. Used by the API (400 answers); the forms say the same through issueMessage (zodFormResolver).
 */
export function fieldMessages(error: ZodError, translate: Translate): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // A bad value in a list (?level=superb) is a problem with the field, not with "level.0".
    const path = [...issue.path];
    while (path.length > 1 && typeof path[path.length - 1] === 'number') path.pop();
    const field = path.join('.') || '_';
    fields[field] ??= issueMessage(issue, translate);
  }
  return fields;
}

/** One problem's message: a rule's own (`key:…`), else one for zod's kind of problem. */
export function issueMessage(issue: Issue, translate: Translate): string {
  const own = readMessageKey(issue.message, translate);
  if (own !== undefined) return own;
  const t = (key: string, params?: Record<string, string | number>) => translate(`validation.${key}`, params);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? t('required') : t('invalid');
    case 'too_small':
      if (issue.origin === 'array') return issue.minimum === 1 ? t('chooseOne') : t('invalid');
      if (issue.origin === 'string') return issue.minimum === 1 ? t('required') : t('tooShort', { min: Number(issue.minimum) });
      return t('tooSmall', { min: Number(issue.minimum) });
    case 'too_big':
      return issue.origin === 'string' ? t('tooLong', { max: Number(issue.maximum) }) : t('tooBig', { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? t('email') : t('invalid');
    case 'invalid_value':
      return t('oneOf');
    default:
      return t('invalid');
  }
}
