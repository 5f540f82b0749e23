import { useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { forgotPasswordSchema } from '@/lib/auth/schemas';
import { forgotPassword } from '@/services/auth';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { useAccountForm } from './useAccountForm';

/** Asks for a reset link; says the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const { form, error, send, locale, t } = useAccountForm<{ email: string }>(forgotPasswordSchema, { email: '' });
  const onSubmit = send(async (body) => {
    await forgotPassword(locale, body);
    setSentTo(body.email);
  });
  if (sentTo) {
    return (
      <div role="status" className="mx-auto max-w-md rounded-2xl bg-acacia-50 p-6 ring-1 ring-acacia-200" data-testid="forgot-sent">
        {t('account.forgot.sent', { email: sentTo })}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="forgot-form">
      <TextField form={form} name="email" type="email" autoComplete="email" label={t('account.fields.email')} />
      <FormAlert error={error} />
      <SendButton label={t('account.forgot.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.sending')} />
    </form>
  );
}
