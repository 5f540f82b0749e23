import { useRouter } from 'next/router';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { PASSWORD_MIN, signupSchema } from '@/lib/auth/schemas';
import { useAppDispatch } from '@/store';
import { signup } from '@/store/authThunks';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { nextPath, useAccountForm } from './useAccountForm';

type Values = { name: string; email: string; password: string; passwordConfirmation: string };

/** /Signup: name, email address, password and its re-password confirmation; signed in at once. */
export function SignupForm() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { form, error, send, locale, t } = useAccountForm<Values>(signupSchema, { name: '', email: '', password: '', passwordConfirmation: '' });
  const onSubmit = send(async (body) => {
    await dispatch(signup({ locale, body })).unwrap();
    await router.push(nextPath(router.query.next, '/'));
  });
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
