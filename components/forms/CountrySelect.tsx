import { useT } from '@/lib/i18n/I18nProvider';
import { useDisplayNames } from '@/lib/i18n/useDisplayNames';
import { describedBy, inputClass } from './Field';

export function CountrySelect({ id, value, error, onChange }: { id: string; value: string; error?: string; onChange: (code: string) => void }) {
  const t = useT();
  // The server's names and order: the browser's Intl would spell and sort some differently.
  const options = useDisplayNames().countryOptions;
  return (
    <select id={id} name={id} value={value} onChange={(e) => onChange(e.target.value)} className={inputClass(!!error)} autoComplete="country" {...describedBy(id, error)}>
      <option value="">{t('leads.placeholders.country')}</option>
      {options.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
    </select>
  );
}
