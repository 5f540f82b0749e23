import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { PASSWORD_MIN, resetPasswordSchema } from '@/lib/auth/schemas';
import { readFailure, type ApiFailure } from '@/lib/forms/apiFailure';
import { checkResetLink, resetPassword } from '@/services/auth';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { useAccountForm } from './useAccountForm';

type Values = { token: string; password: string; passwordConfirmation: string };

/** The API's word that the link is used, expired or unknown (from the check or from the send). */
const isDeadLink = (err: unknown) => (err as ApiFailure).response?.status === 400 && Boolean((err as ApiFailure).response?.data?.error?.fields?.token);

/**
 * The mailed link's form: a new password twice; every session of the account then ends. The link
 * is checked as the page opens, so a used or expired one says so at once, with a way to ask for a
 * new link, instead of after two passwords typed for nothing.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  const { form, error, send, locale, t } = useAccountForm<Values>(resetPasswordSchema, { token, password: '', passwordConfirmation: '' }, (err, tr) => {
    if (isDeadLink(err)) setDeadLink(readFailure(err, tr).fields.token ?? tr('validation.resetLink'));
    return readFailure(err, tr);
  });
  useEffect(() => {
    let live = true;
    // A network failure here proves nothing about the link: the form stays and the send will tell.
    checkResetLink(locale, token).catch((err) => live && isDeadLink(err) && setDeadLink(readFailure(err, t).fields.token ?? t('validation.resetLink')));
    return () => void (live = false);
  }, [locale, token, t]);
  const onSubmit = send(async (body) => {
    await resetPassword(locale, body);
    setDone(true);
  });
  if (done) {
    return (
      <div role="status" className="mx-auto max-w-md rounded-2xl bg-acacia-50 p-6 ring-1 ring-acacia-200" data-testid="reset-done">
        <p>{t('account.reset.done')}</p>
        <p className="mt-3"><AppLink href="/Login" className="font-semibold underline">{t('account.login.submit')}</AppLink></p>
      </div>
    );
  }
  if (deadLink) {
    return (
      <div className="mx-auto max-w-md space-y-4" data-testid="reset-link-dead">
        <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-night-900">
          <p className="font-semibold">{deadLink}</p>
          <p className="mt-1">{t('account.reset.askAgain')}</p>
        </div>
        <ForgotPasswordForm />
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="reset-form">
      <TextField form={form} name="password" type="password" autoComplete="new-password" label={t('account.fields.newPassword')} hint={t('account.fields.passwordHint', { min: PASSWORD_MIN })} />
      <TextField form={form} name="passwordConfirmation" type="password" autoComplete="new-password" label={t('account.fields.passwordConfirmation')} />
      <FormAlert error={error} />
      <SendButton label={t('account.reset.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.submitting')} />
    </form>
  );
}
