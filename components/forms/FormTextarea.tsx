import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { describedBy, Field, inputClass } from './Field';
import { fieldError } from './fieldError';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id'> & { name: string; label: string; optional?: string };

/** A labelled text area of the surrounding react-hook-form form, its message under it. */
export function FormTextarea({ name, label, optional, ...area }: Props) {
  const { register, formState } = useFormContext();
  const error = fieldError(formState.errors, name);
  return (
    <Field id={name} label={label} error={error} optional={optional}>
      <textarea id={name} {...area} {...register(name)} className={inputClass(!!error)} {...describedBy(name, error)} />
    </Field>
  );
}
