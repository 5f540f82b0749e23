import { Controller, type UseFormReturn } from 'react-hook-form';
import { CountrySelect } from '@/components/forms/CountrySelect';
import { Field } from '@/components/forms/Field';
import type { ProfileFormValues } from '@/lib/auth/profileForm';

/** The lead forms' country picker (names in the page's language) bound to the profile form. */
export function CountryField({ form, name, label }: { form: UseFormReturn<ProfileFormValues>; name: 'country' | 'countryOfResidence'; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field, fieldState }) => (
        <Field id={name} label={label} error={fieldState.error?.message}>
          <CountrySelect id={name} value={field.value} error={fieldState.error?.message} onChange={field.onChange} />
        </Field>
      )}
    />
  );
}
