import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';

export type Travellers = { adults: number | ''; children: number | ''; childrenAges: (number | '')[] };

/** Adults, children and one age field per child (the list follows the number of children). */
export function TravellersFields({ value, errors, onChange }: { value: Travellers; errors: Record<string, string>; onChange: (patch: Partial<Travellers>) => void }) {
  const t = useT();
  const setChildren = (raw: string) => {
    const children = raw === '' ? '' : Math.max(0, Math.min(LIMITS.children.max, Number(raw)));
    const n = typeof children === 'number' ? children : 0;
    onChange({ children, childrenAges: Array.from({ length: n }, (_, i) => value.childrenAges[i] ?? '') });
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <Field id="adults" label={t('leads.fields.adults')} error={errors.adults}>
        <input id="adults" name="adults" type="number" inputMode="numeric" min={LIMITS.adults.min} max={LIMITS.adults.max} value={value.adults} onChange={(e) => onChange({ adults: e.target.value === '' ? '' : Number(e.target.value) })} className={inputClass(!!errors.adults)} {...describedBy('adults', errors.adults)} />
      </Field>
      <Field id="children" label={t('leads.fields.children')} error={errors.children}>
        <input id="children" name="children" type="number" inputMode="numeric" min={0} max={LIMITS.children.max} value={value.children} onChange={(e) => setChildren(e.target.value)} className={inputClass(!!errors.children)} {...describedBy('children', errors.children)} />
      </Field>
      {value.childrenAges.map((age, i) => (
        <Field key={i} id={`childAge${i + 1}`} label={t('leads.fields.childAge', { n: i + 1 })}>
          <input
            id={`childAge${i + 1}`} name={`childAge${i + 1}`} type="number" inputMode="numeric" min={LIMITS.childAge.min} max={LIMITS.childAge.max} value={age}
            onChange={(e) => onChange({ childrenAges: value.childrenAges.map((a, j) => (j === i ? (e.target.value === '' ? '' : Number(e.target.value)) : a)) })}
            className={inputClass(!!errors.childrenAges && age === '')}
          />
        </Field>
      ))}
      {errors.childrenAges ? <p className="text-sm font-medium text-red-700 sm:col-span-2" data-testid="error-childrenAges">{errors.childrenAges}</p> : null}
    </div>
  );
}
