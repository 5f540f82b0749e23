import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { describedBy, Field, inputClass } from '@/components/forms/Field';

/** A labelled input bound to a react-hook-form form, its message under it. */
export function TextField<T extends FieldValues>({ form, name, label, type = 'text', autoComplete, hint, placeholder }: { form: UseFormReturn<T>; name: Path<T>; label: string; type?: string; autoComplete?: string; hint?: string; placeholder?: string }) {
  const error = form.formState.errors[name]?.message as string | undefined;
  return (
    <Field id={name} label={label} error={error} hint={hint}>
      <input id={name} type={type} autoComplete={autoComplete} placeholder={placeholder} {...form.register(name)} className={inputClass(!!error)} {...describedBy(name, error)} />
    </Field>
  );
}
