import { useMemo } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { countryOptions } from '@/lib/leads/countries';
import { describedBy, inputClass } from './Field';

export function CountrySelect({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (code: string) => void }) {
  const { locale, t } = useI18n();
  const options = useMemo(() => countryOptions(locale), [locale]);
  return (
    <select id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(!!error)} autoComplete="country" {...describedBy(id, error)}>
      <option value="">{t('leads.placeholders.country')}</option>
      {options.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
