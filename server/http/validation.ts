import { z, type ZodError, type ZodType } from 'zod';
import { AppError } from './errors';
import type { Messages } from '@/lib/i18n/translate';
import { translate } from '@/lib/i18n/translate';

type Issue = ZodError['issues'][number];

/** One message per field, in the request's language, from the first problem with that field. */
export function fieldMessages(error: ZodError, messages: Messages): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    // A bad value in a list (?level=superb) is a problem with the field, not with "level.0".
    const path = [...issue.path];
    while (path.length > 1 && typeof path[path.length - 1] === 'number') path.pop();
    const field = path.join('.') || '_';
    fields[field] ??= issueMessage(issue, messages);
  }
  return fields;
}

function issueMessage(issue: Issue, messages: Messages): string {
  const t = (key: string, params?: Record<string, string | number>) => translate(messages, `validation.${key}`, params);
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined ? t('required') : t('invalid');
    case 'too_small':
      return issue.origin === 'string' ? t('tooShort', { min: Number(issue.minimum) }) : t('tooSmall', { min: Number(issue.minimum) });
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

/** Parses input with a schema; a failure becomes a 400 listing each bad field. */
export function parseInput<S extends ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (!result.success) throw new ValidationFailed(result.error);
  return result.data;
}

export class ValidationFailed extends AppError {
  constructor(readonly zodError: ZodError) {
    super(400, 'invalid_input', 'api.invalidInput');
  }
}
