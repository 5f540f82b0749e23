import { useEffect, useState } from 'react';
import { AppLink } from '@/components/ui/AppLink';
import { storedToken } from '@/lib/auth/storedToken';
import { useT } from '@/lib/i18n/I18nProvider';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { accountSyncRetried, selectWishlistAccount } from '@/store/wishlistAccountSlice';

/**
 * Where the wishlist is kept, under the page's title: in the account (and whether the latest
 * changes reached it), or in this browser only, with a way to log in and keep it everywhere.
 * Shown after hydration: the server never knows whether this browser holds a session.
 */
export function WishlistAccountNote() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { user, token, settled } = useAppSelector(selectAuth);
  const { status } = useAppSelector(selectWishlistAccount);
  const [hasSavedSession, setHasSavedSession] = useState<boolean | null>(null);

  useEffect(() => {
    setHasSavedSession(storedToken() !== null);
  }, [user, token, settled]);

  const className = 'mt-3 max-w-2xl text-night-700';
  if (user && token) {
    return status === 'failed' ? (
      <p className={className} role="status" data-testid="wishlist-account-note">
        {t('wishlist.account.notSaved')}{' '}
        <button type="button" className="font-semibold text-sunset-700 underline" onClick={() => dispatch(accountSyncRetried())}>
          {t('wishlist.retry')}
        </button>
      </p>
    ) : (
      <p className={className} data-testid="wishlist-account-note">{t('wishlist.account.saved')}</p>
    );
  }
  // A saved session still being checked: say nothing yet rather than "log in".
  if (hasSavedSession === null || (hasSavedSession && !settled)) return null;
  return (
    <p className={className} data-testid="wishlist-account-note">
      {t('wishlist.account.browserOnly')}{' '}
      <AppLink href="/Login?next=/Wishlists" className="font-semibold text-sunset-700 underline">
        {t('wishlist.account.logIn')}
      </AppLink>
    </p>
  );
}
