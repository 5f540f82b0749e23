import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { PASSWORD_MIN, resetPasswordSchema } from '@/lib/auth/schemas';
import { resetPassword } from '@/services/auth';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { useAccountForm } from './useAccountForm';

type Values = { token: string; password: string; passwordConfirmation: string };

/** The mailed link's form: a new password twice; every session of the account then ends. */
export function ResetPasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { form, error, send, locale, t } = useAccountForm<Values>(resetPasswordSchema, { token, password: '', passwordConfirmation: '' });
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
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="reset-form">
      <TextField form={form} name="password" type="password" autoComplete="new-password" label={t('account.fields.newPassword')} hint={t('account.fields.passwordHint', { min: PASSWORD_MIN })} />
      <TextField form={form} name="passwordConfirmation" type="password" autoComplete="new-password" label={t('account.fields.passwordConfirmation')} />
      {form.formState.errors.token ? <p className="text-sm font-medium text-red-700">{form.formState.errors.token.message as string}</p> : null}
      <FormAlert error={error} />
      <SendButton label={t('account.reset.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.submitting')} />
    </form>
  );
}
