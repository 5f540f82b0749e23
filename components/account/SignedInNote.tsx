import { AppLink } from '@/components/ui/AppLink';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';

/**
 * Above the login and sign-up forms once someone is signed in: who, and the way to their profile.
 * The form stays below it, for another account.
 */
export function SignedInNote() {
  const t = useT();
  const { user } = useAppSelector(selectAuth);
  if (!user) return null;
  return (
    <p role="status" className="mx-auto mb-6 max-w-md rounded-xl bg-acacia-50 p-4 text-night-800 ring-1 ring-acacia-200" data-testid="signed-in-note">
      {t('account.signedInAs', { name: user.name })}{' '}
      <AppLink href="/Profile" className="font-semibold underline">{t('common.nav.profile')}</AppLink>
    </p>
  );
}
