import { useRouter } from 'next/router';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { loginSchema } from '@/lib/auth/schemas';
import { useAppDispatch } from '@/store';
import { login } from '@/store/authThunks';
import { SendButton } from './SendButton';
import { TextField } from './TextField';
import { nextPath, useAccountForm } from './useAccountForm';

type Values = { email: string; password: string };

/** /Login: email address and password; back to where the visitor came from (`?next=`). */
export function LoginForm() {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { form, error, send, locale, t } = useAccountForm<Values>(loginSchema, { email: '', password: '' });
  const onSubmit = send(async (body) => {
    await dispatch(login({ locale, body })).unwrap();
    await router.push(nextPath(router.query.next, '/'));
  });
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8" data-testid="login-form">
      <TextField form={form} name="email" type="email" autoComplete="email" label={t('account.fields.email')} />
      <TextField form={form} name="password" type="password" autoComplete="current-password" label={t('account.fields.password')} />
      <FormAlert error={error}>
        {/* Locked out by wrong passwords: a new password is the way in without waiting. */}
        <p className="mt-2">
          <AppLink href="/ForgotPassword" className="font-semibold underline" data-testid="locked-reset-link">{t('account.login.forgot')}</AppLink>
        </p>
      </FormAlert>
      <SendButton label={t('account.login.submit')} pending={form.formState.isSubmitting} pendingLabel={t('leads.submit.submitting')} />
      <p className="flex flex-wrap justify-between gap-2 text-sm">
        <AppLink href="/ForgotPassword" className="underline">{t('account.login.forgot')}</AppLink>
        <AppLink href="/Signup" className="underline">{t('account.login.noAccount')}</AppLink>
      </p>
    </form>
  );
}
