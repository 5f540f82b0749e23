import { useRef } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { errorList } from '@/lib/forms/errorList';
import { asNumber, FormInput } from '@/components/forms/FormInput';
import { Field, inputClass } from '@/components/forms/Field';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';

export type Travellers = { adults: number | ''; children: number | ''; childrenAges: (number | '')[] };

/**
 * Adults, children and one age box per child, as fields of the surrounding react-hook-form form
 * (the list of ages follows the number of children, keeping the ages already typed, even those
 * of boxes a lower number took away).
 */
export function TravellersFields() {
  const t = useT();
  const { register, watch, getValues, setValue, formState } = useFormContext<Travellers>();
  const ages = watch('childrenAges') ?? [];
  // Each age box is marked by its own error (an empty one, a 25), and each different message is
  // said once under the boxes: parents of three see which age to fix and why.
  // react-hook-form keeps them as the values: one error per age, the list's own as its message or root.
  const ageErrors = get(formState.errors, 'childrenAges') as (Record<number, unknown> & { message?: string; root?: unknown }) | undefined;
  const listError = !!ageErrors?.message || !!ageErrors?.root;
  const invalidAge = (i: number) => !!ageErrors?.[i] || (listError && ages[i] === '');
  const agesError = [...new Set(errorList(ageErrors).map(([, e]) => e.message))].join(' ');
  // Ages typed before the number of children went down come back with their boxes (3 → 1 → 3).
  const kept = useRef<(number | '')[]>([]);
  const resize = (children: unknown) => {
    const n = typeof children === 'number' && Number.isFinite(children) ? Math.max(0, Math.min(LIMITS.children.max, children)) : 0;
    (getValues('childrenAges') ?? []).forEach((age, i) => (kept.current[i] = age));
    setValue('childrenAges', Array.from({ length: n }, (_, i) => kept.current[i] ?? ''));
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormInput name="adults" type="number" inputMode="numeric" min={LIMITS.adults.min} max={LIMITS.adults.max} label={t('leads.fields.adults')} rules={asNumber} />
      <FormInput
        name="children" type="number" inputMode="numeric" min={0} max={LIMITS.children.max} label={t('leads.fields.children')}
        rules={{ ...asNumber, onChange: (e) => resize(asNumber.setValueAs(e.target.value)) }}
      />
      {ages.map((_, i) => (
        <Field key={i} id={`childAge${i + 1}`} label={t('leads.fields.childAge', { n: i + 1 })}>
          <input
            id={`childAge${i + 1}`} type="number" inputMode="numeric" min={LIMITS.childAge.min} max={LIMITS.childAge.max}
            {...register(`childrenAges.${i}`, asNumber)} className={inputClass(invalidAge(i))}
            {...(invalidAge(i) ? { 'aria-invalid': true, 'aria-describedby': 'childrenAges-error' } : {})}
          />
        </Field>
      ))}
      {agesError ? <p id="childrenAges-error" className="text-sm font-medium text-red-700 sm:col-span-2" data-testid="error-childrenAges">{agesError}</p> : null}
    </div>
  );
}
