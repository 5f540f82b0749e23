import { ChoiceGroup } from '@/components/forms/ChoiceGroup';
import { CountrySelect } from '@/components/forms/CountrySelect';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { useT } from '@/lib/i18n/I18nProvider';
import { CONTACT_PREFERENCES, LIMITS } from '@/lib/leads/options';

export type ContactAnswers = { fullName: string; email: string; phone: string; country: string; contactPreference: string; message: string };

/** Who the traveller is and how to reach them; shared by the wizard's last step and the modal. */
export function ContactFields({ value, errors, onChange }: { value: ContactAnswers; errors: Record<string, string>; onChange: (patch: Partial<ContactAnswers>) => void }) {
  const t = useT();
  const text = (name: 'fullName' | 'email' | 'phone', type: string, autoComplete: string, placeholder?: string) => (
    <Field id={name} label={t(`leads.fields.${name}`)} error={errors[name]}>
      <input id={name} name={name} type={type} autoComplete={autoComplete} placeholder={placeholder} value={value[name]} onChange={(e) => onChange({ [name]: e.target.value })} className={inputClass(!!errors[name])} {...describedBy(name, errors[name])} />
    </Field>
  );
  return (
    <div className="grid gap-5 sm:grid-cols-2">
      {text('fullName', 'text', 'name')}
      {text('email', 'email', 'email')}
      {text('phone', 'tel', 'tel', t('leads.placeholders.phone'))}
      <Field id="country" label={t('leads.fields.country')} error={errors.country}>
        <CountrySelect id="country" value={value.country} error={errors.country} onChange={(country) => onChange({ country })} />
      </Field>
      <div className="sm:col-span-2">
        <ChoiceGroup
          name="contactPreference" legend={t('leads.fields.contactPreference')} error={errors.contactPreference} value={value.contactPreference as (typeof CONTACT_PREFERENCES)[number]}
          options={CONTACT_PREFERENCES.map((v) => ({ value: v, label: t(`leads.options.contactPreference.${v}`) }))}
          onChange={(v) => onChange({ contactPreference: v as string })}
        />
      </div>
      <div className="sm:col-span-2">
        <Field id="message" label={t('leads.fields.message')} optional={t('leads.fields.optional')} error={errors.message}>
          <textarea id="message" name="message" rows={4} maxLength={LIMITS.message} placeholder={t('leads.placeholders.message')} value={value.message} onChange={(e) => onChange({ message: e.target.value })} className={inputClass(!!errors.message)} {...describedBy('message', errors.message)} />
        </Field>
      </div>
    </div>
  );
}
