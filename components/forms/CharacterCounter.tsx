import { useWatch } from 'react-hook-form';
import { useT } from '@/lib/i18n/I18nProvider';

/**
 * "1234 / 2000 characters" under a text area, live: the limit is shown before it is reached, and
 * text past it is kept and said to be too long (the form refuses to send it) instead of cut.
 * `quiet`: the field shows its own message already (a send was refused): the count alone, not the same words twice.
 */
export function CharacterCounter({ name, limit, quiet = false }: { name: string; limit: number; quiet?: boolean }) {
  const t = useT();
  const value: unknown = useWatch({ name });
  const count = typeof value === 'string' ? value.length : 0;
  const over = count > limit;
  return (
    <p id={`${name}-counter`} className={`mt-1 flex flex-wrap justify-between gap-x-3 text-xs ${over ? 'font-medium text-red-700' : 'text-night-600'}`} data-testid={`counter-${name}`}>
      <span>{t('leads.fields.counter', { count, max: limit })}</span>
      {over && !quiet ? <span data-testid={`counter-${name}-over`}>{t('validation.tooLong', { max: limit })}</span> : null}
    </p>
  );
}
