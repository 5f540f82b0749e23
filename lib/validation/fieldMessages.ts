import type { ZodError } from 'zod';

type Issue = ZodError['issues'][number];

/**
 * One message per field, in the page's or request's language, from the first problem with that
 * field. Used by the API (400 answers) and by the forms before they send, so both say the same.
 */
export type Translate = (key: string, params?: Record<string, string | number>) => string;

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

function issueMessage(issue: Issue, translate: Translate): string {
  const t = (key: string, params?: Record<string, string | number>) => translate(`validation.${key}`, params);
  // A rule's own message; a custom rule may pass values for its placeholders ({ max: 5 }).
  if (issue.message.startsWith('key:')) return t(issue.message.slice(4), issue.code === 'custom' ? issue.params : undefined);
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
