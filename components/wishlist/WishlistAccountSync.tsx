import { useEffect } from 'react';
import { useI18n } from '@/lib/i18n/I18nProvider';
import { BASE_STORAGE_KEY, inStepWithBase, readAccountBase, writeAccountBase } from '@/lib/wishlist/accountSync';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectAuth } from '@/store/authSlice';
import { accountBaseLoaded, accountSyncRetried, selectWishlistAccount } from '@/store/wishlistAccountSlice';
import { syncAccountWishlist } from '@/store/wishlistAccountThunks';
import { selectWishlistIds, selectWishlistStatus } from '@/store/wishlistSlice';

/**
 * For a signed-in traveller, keeps the account's wishlist and this browser's in step
 * (lib/wishlist/accountSync.ts): on each page once (changes from other devices come in), after
 * every change here, and again when the connection comes back after a failed try. Its HTTP
 * client loads only for signed-in travellers (the thunk imports it on the first sync). Renders nothing.
 */
export function WishlistAccountSync() {
  const dispatch = useAppDispatch();
  const { locale } = useI18n();
  const ids = useAppSelector(selectWishlistIds);
  const listStatus = useAppSelector(selectWishlistStatus);
  const online = useAppSelector((s) => s.app.online);
  const { token, user } = useAppSelector(selectAuth);
  const { base, loaded, pulled, status } = useAppSelector(selectWishlistAccount);

  useEffect(() => {
    dispatch(accountBaseLoaded(readAccountBase()));
    // Another tab synced: its base is this tab's too.
    const onStorage = (e: StorageEvent) => {
      if (e.key === BASE_STORAGE_KEY || e.key === null) dispatch(accountBaseLoaded(readAccountBase()));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (loaded) writeAccountBase(base);
  }, [base, loaded]);

  useEffect(() => {
    if (online) dispatch(accountSyncRetried());
  }, [online, dispatch]);

  const userId = token ? user?.id : undefined;
  useEffect(() => {
    if (listStatus !== 'ready' || !loaded || !userId || status !== 'idle') return;
    if (pulled && inStepWithBase(ids, base, userId)) return;
    void dispatch(syncAccountWishlist({ locale }));
  }, [listStatus, loaded, userId, status, pulled, base, ids, locale, dispatch]);

  return null;
}
