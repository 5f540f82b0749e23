import { useEffect, useRef, useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { useI18n } from '@/lib/i18n/I18nProvider';
import type { LeadPath } from '@/services/leads';
import { readFailure, type FormError } from './apiFailure';
import { errorNames } from './errorList';
import { focusFirstError } from './focusFirstError';
import { useLeadSubmit } from './useLeadSubmit';
import { useMounted } from './useMounted';
import { useOfflineRefusal } from './useOfflineRefusal';
import { zodFormResolver } from './zodFormResolver';

type Options<T> = {
  /** What is checked and sent, when it differs from what was typed. */
  toPayload?: (values: T) => Record<string, unknown>;
  /** Only these fields are checked now (a wizard's step); all of them when left out. */
  only?: readonly string[];
  /** Fields with errors, locally or from the server; true when the form showed them itself. */
  onFieldErrors?: (names: string[]) => boolean;
};

/**
 * A lead form (quote, contact, review): react-hook-form checked with the API's own zod schema
 * in the page's language, sent through useLeadSubmit (request status, idempotency key, form
 * token). Whatever happens, what was typed stays in the form: a failure becomes per-field
 * messages and one alert, and the keyboard goes to the first field to fix.
 */
export function useLeadForm<T extends FieldValues, R>(path: LeadPath, schema: ZodType, defaultValues: DefaultValues<T>, options: Options<T> = {}) {
  const { t } = useI18n();
  const toPayload = options.toPayload ?? ((values: T) => values as Record<string, unknown>);
  const form = useForm<T>({ resolver: zodFormResolver<T>(schema, t, { prepare: toPayload, only: options.only }), defaultValues, shouldFocusError: false });
  const lead = useLeadSubmit<R>(path);
  const formRef = useRef<HTMLFormElement>(null);
  // Until the script runs, a click would send the form natively and reload the page empty.
  const mounted = useMounted();
  const [error, setError] = useState<FormError | null>(null);
  const refusedOffline = useOfflineRefusal(setError);

  useEffect(() => {
    lead.markOpened();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  /** Points the person at these fields (the form may show another step first). */
  const showErrors = (names: string[]) => {
    if (!options.onFieldErrors?.(names)) focusFirstError(formRef.current, names);
  };

  /** For handleSubmit: sends the answers as typed; `onSent` gets the API's answer. */
  const send = (onSent: (result: R, values: T) => unknown) => async () => {
    if (refusedOffline()) return;
    const values = form.getValues();
    setError(null);
    let result: R;
    try {
      result = await lead.post(toPayload(values));
    } catch (err) {
      const { fields, error: failure } = readFailure(err, t);
      for (const [name, message] of Object.entries(fields)) form.setError(name as Path<T>, { type: 'server', message });
      setError(failure);
      showErrors(Object.keys(fields));
      return;
    }
    await onSent(result, values);
  };

  /** For handleSubmit: answers to correct, said next to each field and in one alert. */
  const invalid = (errors: FieldErrors<T>) => {
    const names = errorNames(errors);
    if (options.onFieldErrors?.(names)) return;
    setError({ invalid: true, message: t('leads.wizard.fixErrors') });
    focusFirstError(formRef.current, names);
  };

  return { form, formRef, mounted, status: lead.status, pending: form.formState.isSubmitting, error, send, invalid, showErrors };
}
