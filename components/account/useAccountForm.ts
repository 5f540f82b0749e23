import { useState } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Path } from 'react-hook-form';
import type { ZodType } from 'zod';
import { readFailure, type FormError } from '@/lib/forms/apiFailure';
import { useOfflineRefusal } from '@/lib/forms/useOfflineRefusal';
import { zodFormResolver } from '@/lib/forms/zodFormResolver';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { isSitePath } from '@/lib/routing/sitePath';

/**
 * An account form: react-hook-form checked with the API's own zod schema, and the server's
 * answer put back where the person looks (per-field messages, or one alert). What was typed
 * stays in the form whatever happens. `read` turns a failed send into those messages (a form
 * that knows more about its API's answers passes its own).
 */
export function useAccountForm<T extends FieldValues>(schema: ZodType, defaultValues: DefaultValues<T>, read: typeof readFailure = readFailure) {
  const { locale, t } = useI18n();
  const form = useForm<T>({ resolver: zodFormResolver<T>(schema, t), defaultValues, mode: 'onTouched' });
  const [error, setError] = useState<FormError | null>(null);
  const refusedOffline = useOfflineRefusal(setError);

  /** Runs the send; a failure becomes field messages and an alert, never a lost form. */
  const send = (action: (values: T) => Promise<unknown>) =>
    form.handleSubmit(
      async (values) => {
        if (refusedOffline()) return;
        setError(null);
        try {
          await action(values);
        } catch (err) {
          const { fields, error: failure } = read(err, t);
          for (const [name, message] of Object.entries(fields)) form.setError(name as Path<T>, { type: 'server', message });
          setError(failure);
        }
      },
      () => setError({ invalid: true, message: t('leads.wizard.fixErrors') }),
    );

  return { form, error, send, locale, t };
}

/** Where to go after logging in: a path of this site from `?next=`, else the profile. */
export function nextPath(next: unknown, fallback = '/Profile'): string {
  return isSitePath(next) ? next : fallback;
}
