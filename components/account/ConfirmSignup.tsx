import { useRouter } from 'next/router';
import { useState } from 'react';
import { describedBy, Field, inputClass } from '@/components/forms/Field';
import { FormAlert } from '@/components/forms/FormAlert';
import { AppLink } from '@/components/ui/AppLink';
import { readFailure, type ApiFailure, type FormError } from '@/lib/forms/apiFailure';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch } from '@/store';
import { noticeShown } from '@/store/appSlice';
import { confirmSignup } from '@/store/authThunks';
import { SendButton } from './SendButton';
import { nextPath } from './useAccountForm';

/** The API's word that the link is used, expired or unknown. */
const isDeadLink = (err: unknown) => (err as ApiFailure).response?.status === 400 && Boolean((err as ApiFailure).response?.data?.error?.fields?.token);
/** The API's word that this browser did not sign up: the password chosen then opens the account. */
const asksPassword = (err: unknown) => (err as ApiFailure).response?.status === 403 && Boolean((err as ApiFailure).response?.data?.error?.fields?.password);

/**
 * The mailed sign-up link's page. It waits for a click rather than confirming as it opens: mail
 * scanners open links too, and must not open accounts or sessions. Then it signs in and goes on
 * to where the sign-up was heading. Opened in another browser than the one that signed up, it
 * asks for the password chosen at sign-up (server/auth/knownBrowser.ts says why).
 */
export function ConfirmSignup({ token }: { token: string }) {
  const router = useRouter();
  const dispatch = useAppDispatch();
  const { locale, t } = useI18n();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<FormError | null>(null);
  const [deadLink, setDeadLink] = useState<string | null>(null);
  // Shown once the server asks for it; what was typed stays on a failure.
  const [password, setPassword] = useState<{ value: string; error?: string } | null>(null);
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      const { next } = await dispatch(confirmSignup({ locale, token, ...(password?.value ? { password: password.value } : {}) })).unwrap();
      // The page it goes on to says the account is open (walked on 30 Nov: a plain home page, not a word).
      const to = nextPath(next, '/');
      dispatch(noticeShown({ key: 'accountOpened', at: to }));
      await router.push(to);
    } catch (err) {
      const failure = readFailure(err, t);
      if (isDeadLink(err)) setDeadLink(failure.error.message);
      else if (asksPassword(err)) {
        setPassword((p) => ({ value: p?.value ?? '', error: failure.fields.password }));
        setError(failure.error);
      } else setError(failure.error);
      setPending(false);
    }
  };
  if (deadLink) {
    return (
      <div role="alert" className="mx-auto max-w-md rounded-xl border border-amber-300 bg-amber-50 p-5 text-night-900" data-testid="signup-link-dead">
        <p className="font-semibold">{deadLink}</p>
        <p className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
          <AppLink href="/Signup" className="font-semibold underline">{t('account.signup.startAgain')}</AppLink>
          <AppLink href="/Login" className="font-semibold underline">{t('account.login.submit')}</AppLink>
        </p>
      </div>
    );
  }
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        if (!pending) void confirm();
      }}
      className="mx-auto max-w-md space-y-5 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-night-900/5 sm:p-8"
      data-testid="signup-confirm"
    >
      <FormAlert error={error} />
      {password ? (
        <Field id="password" label={t('account.fields.password')} error={password.error}>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            value={password.value}
            onChange={(e) => setPassword({ value: e.target.value })}
            className={inputClass(Boolean(password.error))}
            {...describedBy('password', password.error)}
          />
        </Field>
      ) : null}
      <SendButton label={t('account.signup.confirmSubmit')} pending={pending} pendingLabel={t('leads.submit.submitting')} />
    </form>
  );
}
