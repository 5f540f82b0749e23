import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/lib/i18n/I18nProvider';
import type { FormError } from '@/lib/forms/apiFailure';
import { focusIsLost } from '@/lib/dom/focus';

/**
 * Why sending did not go through, said right where the button is; what was typed stays in the
 * form. Answers to correct are not a failure: they get their own heading, a refusal (a wrong
 * password) is its reason alone, and "Sorry. Something went wrong" is kept for real failures
 * (server, network). Offline, nothing was tried: it says so.
 * Asked to wait (429), the server's message says how long; `children` may add a way out (a link).
 */
export function FormAlert({ error, children }: { error: FormError | null; children?: ReactNode }) {
  const t = useT();
  const box = useRef<HTMLDivElement>(null);
  // The send button is disabled while it sends, which drops the focus: a keyboard user is left on
  // nothing when the answer is a refusal (walked: a wrong password). The answer takes the focus
  // then; answers to correct are left to the form, which focuses the first of them.
  useEffect(() => {
    if (error && !error.invalid && focusIsLost()) box.current?.focus();
  }, [error]);
  if (!error) return null;
  const focusable = { ref: box, tabIndex: -1 };
  // Asked to wait, or told no with the reason (a wrong password): the server's message is the heading.
  if (error.wait || error.refused) {
    return (
      <div {...focusable} role="alert" className="rounded-xl border border-sunset-300 bg-sunset-50 p-4 text-sm text-night-900" data-testid="form-error" data-kind={error.wait ? 'wait' : 'refused'}>
        <p className="font-semibold">{error.message}</p>
        {children}
      </div>
    );
  }
  if (error.offline) {
    return (
      <div {...focusable} role="alert" className="rounded-xl border border-sunset-300 bg-sunset-50 p-4 text-sm text-night-900" data-testid="form-error" data-kind="offline">
        <p className="font-semibold">{error.message}</p>
      </div>
    );
  }
  if (error.invalid) {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-night-900" data-testid="form-error" data-kind="invalid">
        <p className="font-semibold">{t('leads.submit.invalid')}</p>
        <p className="mt-1">{t('leads.wizard.fixErrors')}</p>
      </div>
    );
  }
  return (
    <div {...focusable} role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900" data-testid="form-error" data-kind="failed">
      <p className="font-semibold">{t('leads.submit.failed')}</p>
      <p className="mt-1">{error.message}</p>
      <p className="mt-1">{t('leads.submit.keptNote')}</p>
    </div>
  );
}
