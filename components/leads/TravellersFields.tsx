import { useFormContext } from 'react-hook-form';
import { fieldError } from '@/components/forms/fieldError';
import { asNumber, FormInput } from '@/components/forms/FormInput';
import { Field, inputClass } from '@/components/forms/Field';
import { useT } from '@/lib/i18n/I18nProvider';
import { LIMITS } from '@/lib/leads/options';

export type Travellers = { adults: number | ''; children: number | ''; childrenAges: (number | '')[] };

/**
 * Adults, children and one age box per child, as fields of the surrounding react-hook-form form
 * (the list of ages follows the number of children, keeping the ages already typed).
 */
export function TravellersFields() {
  const t = useT();
  const { register, watch, getValues, setValue, formState } = useFormContext<Travellers>();
  const ages = watch('childrenAges') ?? [];
  const agesError = fieldError(formState.errors, 'childrenAges');
  const resize = (children: unknown) => {
    const n = typeof children === 'number' && Number.isFinite(children) ? Math.max(0, Math.min(LIMITS.children.max, children)) : 0;
    const typed = getValues('childrenAges') ?? [];
    setValue('childrenAges', Array.from({ length: n }, (_, i) => typed[i] ?? ''));
  };
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      <FormInput name="adults" type="number" inputMode="numeric" min={LIMITS.adults.min} max={LIMITS.adults.max} label={t('leads.fields.adults')} rules={asNumber} />
      <FormInput
        name="children" type="number" inputMode="numeric" min={0} max={LIMITS.children.max} label={t('leads.fields.children')}
        rules={{ ...asNumber, onChange: (e) => resize(asNumber.setValueAs(e.target.value)) }}
      />
      {ages.map((age, i) => (
        <Field key={i} id={`childAge${i + 1}`} label={t('leads.fields.childAge', { n: i + 1 })}>
          <input
            id={`childAge${i + 1}`} type="number" inputMode="numeric" min={LIMITS.childAge.min} max={LIMITS.childAge.max}
            {...register(`childrenAges.${i}`, asNumber)} className={inputClass(!!agesError && age === '')}
          />
        </Field>
      ))}
      {agesError ? <p className="text-sm font-medium text-red-700 sm:col-span-2" data-testid="error-childrenAges">{agesError}</p> : null}
    </div>
  );
}
