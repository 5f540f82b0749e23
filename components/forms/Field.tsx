import type { ReactNode } from 'react';

export const inputClass = (invalid?: boolean) =>
  `mt-1 block w-full rounded-lg border bg-white px-3 py-2.5 text-night-900 ${invalid ? 'border-red-600 ring-1 ring-red-600' : 'border-sand-300'}`;

/** A labelled control with its error under it; the control is told about the error for screen readers. */
export function Field({ id, label, error, hint, optional, children }: { id: string; label: string; error?: string; hint?: string; optional?: string; children: ReactNode }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-semibold text-night-800">
        {label} {optional ? <span className="font-normal text-night-600">({optional})</span> : null}
      </label>
      {children}
      {hint ? <p id={`${id}-hint`} className="mt-1 text-xs text-night-600">{hint}</p> : null}
      {error ? <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700" data-testid={`error-${id}`}>{error}</p> : null}
    </div>
  );
}

/** aria attributes a control needs to point at its error. */
export const describedBy = (id: string, error?: string) => (error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-error` } : {});
