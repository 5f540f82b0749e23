import { useCallback, useState } from 'react';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { PASSWORD_MIN, signupSchema } from '@/lib/auth/schemas';
import { signup } from '@/services/auth';
import { SIGNUP_LINK_HOURS } from '@/lib/auth/signupLink';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { nextPath, useAccountForm } from './useAccountForm';

type Values = { name: string; email: string; password: string; passwordConfirmation: string };

/**
 * /Signup: name, email address, password and its confirmation. The account opens from the link
 * mailed to the address; the page says the same whether or not the address has an account (its
 * owner is told by mail), so no one learns here who is a customer.
 */
export function SignupForm() {
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form is replaced by what was sent: focus goes to it (walked: left on nothing).
  const focusOnShow = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  const { form, error, send, locale, t } = useAccountForm<Values>(signupSchema, { name: '', email: '', password: '', passwordConfirmation: '' });
  const onSubmit = send(async (values) => {
    // From the address itself: a form sent before the page finished loading runs before the router has read its query.
    const next = nextPath(new URLSearchParams(window.location.search).get('next'), '');
    await signup(locale, { ...values, ...(next && { next }) });
    setSentTo(values.email);
  });
  if (sentTo) {
    return (
      <div ref={focusOnShow} tabIndex={-1} role="status" className="mx-auto max-w-md space-y-3 rounded-2xl bg-acacia-50 p-6 ring-1 ring-acacia-200 focus:outline-none" data-testid="signup-sent">
        <h2 className="font-display text-xl font-semibold text-night-900">{t('account.signup.sentTitle')}</h2>
        <p>{t('account.signup.sentBody', { email: sentTo, hours: SIGNUP_LINK_HOURS })}</p>
        <p className="text-sm text-night-700">{t('account.signup.sentSpam')}</p>
        <button type="button" className="text-sm font-semibold underline" onClick={() => setSentTo(null)}>{t('account.signup.again')}</button>
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="signup-form">
      <TextField form={form} name="name" autoComplete="name" label={t('account.fields.name')} />
      <TextField form={form} name="email" type="email" autoComplete="email" label={t('account.fields.email')} />
      <TextField form={form} name="password" type="password" autoComplete="new-password" label={t('account.fields.password')} hint={t('account.fields.passwordHint', { min: PASSWORD_MIN })} />
      <TextField form={form} name="passwordConfirmation" type="password" autoComplete="new-password" label={t('account.fields.passwordConfirmation')} />
      <FormAlert error={error} />
      <SendButton label={t('account.signup.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.submitting')} />
      <p className="text-sm"><AppLink href="/Login" className="underline">{t('account.signup.haveAccount')}</AppLink></p>
    </form>
  );
}
