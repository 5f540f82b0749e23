import { AppLink } from '@/components/ui/AppLink';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { useSessionRestore } from './useSessionRestore';

const LINK = 'rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap text-night-800 hover:bg-sand-100 xl:px-2';

/** "Log in" for visitors; the user's picture and name (to the profile) and "Log out" once signed in. */
export function AccountLinks() {
  const { t, locale } = useI18n();
  const dispatch = useAppDispatch();
  const { user, avatar } = useAppSelector(selectAuth);
  useSessionRestore();
  if (!user) {
    return <AppLink href="/Login" className={LINK}>{t('common.nav.login')}</AppLink>;
  }
  const logout = async () => {
    const { logout: end } = await import('@/store/authThunks');
    await dispatch(end({ locale }));
  };
  return (
    <>
      <AppLink href="/Profile" className={`${LINK} flex max-w-48 items-center gap-2`}>
        {/* Decorative: the name beside it says whose it is. */}
        {avatar ? <img src={avatar} alt="" width={28} height={28} className="h-7 w-7 shrink-0 rounded-full object-cover" data-testid="account-avatar" /> : null}
        <span className="truncate" data-testid="account-name">{user.name}</span>
      </AppLink>
      <button type="button" onClick={logout} className={LINK} data-testid="logout">{t('common.nav.logout')}</button>
    </>
  );
}
