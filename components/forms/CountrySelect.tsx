import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useSentNames } from '@/lib/i18n/useDisplayNames';
import { countryOptions } from '@/lib/leads/countries';
import { useChoiceLeftBeforeHydration } from '@/lib/forms/useChoiceLeftBeforeHydration';
import { describedBy, inputClass } from './Field';

export function CountrySelect({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (code: string) => void }) {
  const { locale, t } = useI18n();
  // The server's names and order (the browser's Intl spells and sorts some differently); the
  // browser's own only where the page was not rendered with them.
  const sent = useSentNames();
  const options = useMemo(
    () => (sent ? Object.entries(sent.countries).map(([code, name]) => ({ code, name })) : countryOptions(locale)),
    [sent, locale],
  );
  const ref = useChoiceLeftBeforeHydration<HTMLSelectElement>(value, onChange);
  return (
    <select ref={ref} id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(!!error)} autoComplete="country" {...describedBy(id, error)}>
      <option value="">{t('leads.placeholders.country')}</option>
      {options.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
