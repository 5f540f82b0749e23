import type { ReactNode } from 'react';
import { useFormContext } from 'react-hook-form';
import { fieldError } from './fieldError';

/** A labelled checkbox of the surrounding react-hook-form form (accepting terms), its message under it. */
export function FormCheckbox({ name, children }: { name: string; children: ReactNode }) {
  const { register, formState } = useFormContext();
  const error = fieldError(formState.errors, name);
  return (
    <div>
      <label htmlFor={name} className="flex items-start gap-3 text-sm text-night-800">
        <input
          id={name} type="checkbox" {...register(name)} className="mt-0.5 h-5 w-5 shrink-0 accent-sunset-600"
          aria-invalid={error ? true : undefined} aria-describedby={error ? `${name}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error ? <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${name}`}>{error}</p> : null}
    </div>
  );
}
