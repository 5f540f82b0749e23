import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { changePasswordSchema, PASSWORD_MIN } from '@/lib/auth/schemas';
import { changePassword } from '@/services/auth';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { useAccountForm } from './useAccountForm';

type Values = { currentPassword: string; password: string; passwordConfirmation: string };
const EMPTY: Values = { currentPassword: '', password: '', passwordConfirmation: '' };

/**
 * The profile's password change: the current password, then the new one twice. This browser
 * stays signed in, the account's other sessions end, and the owner gets a mail about it.
 */
export function ChangePasswordForm({ token }: { token: string }) {
  const [done, setDone] = useState(false);
  const { form, error, send, locale, t } = useAccountForm<Values>(changePasswordSchema, EMPTY);
  const onSubmit = send(async (body) => {
    setDone(false);
    await changePassword(locale, token, body);
    // Nothing typed is kept once it has worked: three passwords should not sit in the page.
    form.reset(EMPTY);
    setDone(true);
  });
  return (
    <section aria-labelledby="change-password-title" className="max-w-2xl rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8">
      <h2 id="change-password-title" className="text-xl font-semibold">{t('account.password.title')}</h2>
      <p className="mt-2 text-night-700">{t('account.password.intro')}</p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-5" data-testid="change-password-form">
        <TextField form={form} name="currentPassword" type="password" autoComplete="current-password" label={t('account.fields.currentPassword')} />
        <div className="grid gap-5 sm:grid-cols-2">
          <TextField form={form} name="password" type="password" autoComplete="new-password" label={t('account.fields.newPassword')} hint={t('account.fields.passwordHint', { min: PASSWORD_MIN })} />
          <TextField form={form} name="passwordConfirmation" type="password" autoComplete="new-password" label={t('account.fields.passwordConfirmation')} />
        </div>
        <FormAlert error={error} />
        {done && !form.formState.isDirty ? (
          <p role="status" className="rounded-xl border border-acacia-200 bg-acacia-50 p-4 text-sm font-medium text-night-900" data-testid="password-changed">
            {t('account.password.done')}
          </p>
        ) : null}
        <SendButton label={t('account.password.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.submitting')} />
      </form>
    </section>
  );
}
