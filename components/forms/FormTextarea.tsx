import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { CharacterCounter } from './CharacterCounter';
import { describedBy, Field, inputClass } from './Field';
import { fieldError } from './fieldError';

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'id' | 'maxLength'> & {
  name: string;
  label: string;
  optional?: string;
  /**
   * The schema's maximum length, shown with a live counter. Deliberately not the element's
   * maxLength: that cuts a long paste without a word, and what a person typed is never dropped.
   */
  limit?: number;
};

/** A labelled text area of the surrounding react-hook-form form, its message under it. */
export function FormTextarea({ name, label, optional, limit, ...area }: Props) {
  const { register, formState } = useFormContext();
  const error = fieldError(formState.errors, name);
  const described = describedBy(name, error);
  const counter = limit ? `${name}-counter` : undefined;
  const ariaDescribedBy = [described['aria-describedby'], counter].filter(Boolean).join(' ') || undefined;
  return (
    <Field id={name} label={label} error={error} optional={optional}>
      <textarea id={name} {...area} {...register(name)} className={inputClass(!!error)} {...described} aria-describedby={ariaDescribedBy} />
      {limit ? <CharacterCounter name={name} limit={limit} quiet={!!error} /> : null}
    </Field>
  );
}
