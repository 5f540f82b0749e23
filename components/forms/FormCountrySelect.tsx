import { useController, useFormContext } from 'react-hook-form';
import { CountrySelect } from './CountrySelect';
import { Field } from './Field';

/** The labelled country picker, bound to a field of the surrounding react-hook-form form. */
export function FormCountrySelect({ name, label }: { name: string; label: string }) {
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error?.message;
  return (
    <Field id={name} label={label} error={error}>
      <CountrySelect id={name} value={field.value} error={error} onChange={field.onChange} />
    </Field>
  );
}
