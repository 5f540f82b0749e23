import type { InputHTMLAttributes } from 'react';
import { useFormContext, type RegisterOptions } from 'react-hook-form';
import { describedBy, Field, inputClass } from './Field';
import { fieldError } from './fieldError';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'id'> & {
  name: string;
  label: string;
  optional?: string;
  hint?: string;
  /** Extra classes on the input (a narrow date or number box). */
  width?: string;
  rules?: RegisterOptions;
};

/** A labelled input of the surrounding react-hook-form form (FormProvider), its message under it. */
export function FormInput({ name, label, optional, hint, width = '', rules, type = 'text', ...input }: Props) {
  const { register, formState } = useFormContext();
  const error = fieldError(formState.errors, name);
  return (
    <Field id={name} label={label} error={error} optional={optional} hint={hint}>
      <input id={name} type={type} {...input} {...register(name, rules)} className={`${inputClass(!!error)} ${width}`} {...describedBy(name, error)} />
    </Field>
  );
}

/** Numbers typed in a number box: a number, or '' while the box is empty (it reads "required"). */
export const asNumber = { setValueAs: (v: unknown) => (v === '' || v == null ? '' : Number(v)) } satisfies RegisterOptions;
