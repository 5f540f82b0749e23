import { useFormContext, useWatch } from 'react-hook-form';
import { useT } from '@/lib/i18n/I18nProvider';
import { suggestEmail } from '@/lib/validation/emailTypo';

/**
 * "Did you mean anna@gmail.com?" under an email box once the person has left it (not while they
 * type), with the suggestion one tap away. A hint only: the address as typed can still be sent.
 */
export function EmailSuggestion({ name }: { name: string }) {
  const t = useT();
  const { setValue, getFieldState, formState } = useFormContext();
  const value: unknown = useWatch({ name });
  const left = getFieldState(name, formState).isTouched || formState.isSubmitted;
  const meant = left && typeof value === 'string' ? suggestEmail(value) : undefined;
  return (
    // Always in the page, so screen readers announce the hint when it appears.
    <p aria-live="polite" className="mt-1 text-sm text-night-800" data-testid={`suggestion-${name}`}>
      {meant
        ? t('leads.fields.emailTypo').split(/(\{email\})/).map((part, i) =>
            part === '{email}' ? (
              <button key={i} type="button" className="font-semibold text-sunset-800 underline" onClick={() => setValue(name, meant, { shouldDirty: true, shouldValidate: formState.isSubmitted })}>
                {meant}
              </button>
            ) : (
              part
            ),
          )
        : null}
    </p>
  );
}
