import { FormCountrySelect } from '@/components/forms/FormCountrySelect';
import { FormEmailInput } from '@/components/forms/FormEmailInput';
import { FormInput } from '@/components/forms/FormInput';
import { useT } from '@/lib/i18n/I18nProvider';

/** Name, email, phone and country of residence: the quote and booking forms ask them alike (place in a grid). */
export function PersonFields() {
  const t = useT();
  return (
    <>
      <FormInput name="fullName" label={t('leads.fields.fullName')} autoComplete="name" />
      <FormEmailInput name="email" label={t('leads.fields.email')} autoComplete="email" />
      <FormInput name="phone" type="tel" label={t('leads.fields.phone')} autoComplete="tel" placeholder={t('leads.placeholders.phone')} />
      <FormCountrySelect name="country" label={t('leads.fields.country')} />
    </>
  );
}
