import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '@/store';
import { selectWishlistIds, selectWishlistStatus, wishlistLoaded, wishlistSynced } from '@/store/wishlistSlice';
import { parseStoredIds, readBrowserWishlist, WISHLIST_STORAGE_KEY, writeBrowserWishlist } from '@/lib/wishlist/storage';

/**
 * Keeps the store's wishlist and this browser's copy in step: reads it once the page has
 * hydrated (so server and browser render the same first), saves every change, and follows
 * the other tabs of this site. Renders nothing.
 */
export function WishlistSync() {
  const dispatch = useAppDispatch();
  const ids = useAppSelector(selectWishlistIds);
  const status = useAppSelector(selectWishlistStatus);

  useEffect(() => {
    dispatch(wishlistLoaded(readBrowserWishlist() ?? []));
    const onStorage = (e: StorageEvent) => {
      // key null: the site's storage was cleared.
      if (e.key === WISHLIST_STORAGE_KEY || e.key === null) dispatch(wishlistSynced(parseStoredIds(e.newValue)));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [dispatch]);

  useEffect(() => {
    if (status === 'ready') writeBrowserWishlist(ids);
  }, [ids, status]);

  return null;
}
